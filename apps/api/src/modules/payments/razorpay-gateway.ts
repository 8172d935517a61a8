import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../app-error';
import type { GatewayOrder, GatewayRefund, PaymentGateway } from './payment-gateway';
import { signatureChecks } from './razorpay-signature';

type RazorpayOptions = {
  keyId: string;
  keySecret: string;
  webhookSecret: string | undefined;
  /** https://api.razorpay.com, or a local stub in tests. */
  baseUrl: string;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

function unavailable(cause: unknown): AppError {
  return Object.assign(new AppError('PAYMENT_PROVIDER_UNAVAILABLE'), { cause });
}

/**
 * Razorpay's REST API called with fetch and basic auth: only the two calls the shop makes (create
 * an order, refund a payment). The official `razorpay` SDK could replace this client if the
 * package is added; signatures are checked here either way.
 */
export function razorpayGateway(options: RazorpayOptions): PaymentGateway & { readonly provider: 'razorpay' } {
  const authorization = `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`;

  async function call<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await fetch(new URL(path, options.baseUrl), {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
        // A slow provider must not hold the shopper (or the stock) for long.
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      options.log.error({ err: error, path }, 'razorpay request failed');
      throw unavailable(error);
    }
    const text = await response.text().catch(() => '');
    if (!response.ok) {
      // Razorpay's error body names the problem (never a secret); it goes to the log, not the shopper.
      options.log.error({ status: response.status, path, body: text.slice(0, 500) }, 'razorpay answered an error');
      throw unavailable(new Error(`razorpay ${path} answered ${response.status}`));
    }
    try {
      return JSON.parse(text) as T;
    } catch (error) {
      options.log.error({ path, body: text.slice(0, 200) }, 'razorpay answered something that is not JSON');
      throw unavailable(error);
    }
  }

  return {
    provider: 'razorpay',
    keyId: options.keyId,
    ...signatureChecks(options.keySecret, options.webhookSecret),

    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const order = await call<{ id?: unknown; amount?: unknown; currency?: unknown }>('/v1/orders', {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      });
      if (typeof order.id !== 'string' || order.amount !== amountPaise) {
        options.log.error({ order }, 'razorpay order does not match the request');
        throw unavailable(new Error('razorpay order mismatch'));
      }
      return { id: order.id, amountPaise, currency: 'INR' };
    },

    async refund({ paymentId, amountPaise, idempotencyKey, notes }): Promise<GatewayRefund> {
      const refund = await call<{ id?: unknown; status?: unknown }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        { 'x-refund-idempotency': idempotencyKey },
      );
      if (typeof refund.id !== 'string') throw unavailable(new Error('razorpay refund without id'));
      const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, status };
    },
  };
}
