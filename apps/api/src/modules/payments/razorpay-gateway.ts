import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyBaseLogger } from 'fastify';
import Razorpay from 'razorpay';
import { AppError } from '../../app-error';
import type { GatewayOrder, GatewayRefund, PaymentGateway } from './gateway-types';
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

/**
 * The part of the SDK's axios instance (`razorpay.api.rq`) we configure. The SDK does not type it,
 * and its constructor only accepts two fixed headers, so the base URL, the timeout and the refund
 * idempotency header are set on the instance itself.
 */
type AxiosLike = {
  defaults: { baseURL?: string; timeout?: number };
  interceptors: {
    request: {
      use(onRequest: (config: { headers: { set(name: string, value: string): unknown } }) => unknown): number;
    };
  };
};

/** The SDK rejects with `{ statusCode, error }` for an HTTP error and a TypeError when there was no response. */
type SdkFailure = { statusCode?: number | string; error?: { code?: string; description?: string } };

const PAYMENT_ID = /^pay_[A-Za-z0-9]{6,40}$/;

function unavailable(cause: unknown): AppError {
  return Object.assign(new AppError('PAYMENT_PROVIDER_UNAVAILABLE'), { cause });
}

/**
 * Razorpay through its official Node SDK: orders and refunds. Signatures are checked by
 * `razorpay-signature.ts` with Node's crypto (the same HMACs the SDK's helpers compute, but in
 * constant time).
 */
export function razorpayGateway(options: RazorpayOptions): PaymentGateway & { readonly provider: 'razorpay' } {
  const client = new Razorpay({ key_id: options.keyId, key_secret: options.keySecret });
  const http = (client.api as unknown as { rq: AxiosLike }).rq;
  http.defaults.baseURL = options.baseUrl;
  // A slow provider must not hold the shopper (or the stock) for long.
  http.defaults.timeout = options.timeoutMs;

  // Razorpay refunds once per X-Refund-Idempotency key; the key travels with the call that set it.
  const idempotencyKey = new AsyncLocalStorage<string>();
  http.interceptors.request.use((config) => {
    const key = idempotencyKey.getStore();
    if (key) config.headers.set('X-Refund-Idempotency', key);
    return config;
  });

  async function call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const failure = error as SdkFailure;
      // Razorpay's error body names the problem (never a secret); it goes to the log, not the shopper.
      options.log.error(
        failure.statusCode === undefined
          ? { err: error, what }
          : { status: failure.statusCode, what, error: failure.error },
        'razorpay request failed',
      );
      throw unavailable(error);
    }
  }

  return {
    provider: 'razorpay',
    keyId: options.keyId,
    ...signatureChecks(options.keySecret, options.webhookSecret),

    async createOrder({ amountPaise, receipt, notes }): Promise<GatewayOrder> {
      const order = await call('create order', () =>
        client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      );
      if (typeof order.id !== 'string' || Number(order.amount) !== amountPaise) {
        options.log.error({ order }, 'razorpay order does not match the request');
        throw unavailable(new Error('razorpay order mismatch'));
      }
      return { id: order.id, amountPaise, currency: 'INR' };
    },

    async refund({ paymentId, amountPaise, idempotencyKey: key, notes }): Promise<GatewayRefund> {
      // The SDK puts the id into the URL as it is; ours come from verified payments, but check the shape.
      if (!PAYMENT_ID.test(paymentId)) throw unavailable(new Error(`not a Razorpay payment id: ${paymentId}`));
      const refund = await call('refund', () =>
        idempotencyKey.run(key, () =>
          client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes, receipt: key.slice(0, 40) }),
        ),
      );
      if (typeof refund.id !== 'string') throw unavailable(new Error('razorpay refund without id'));
      const status = refund.status === 'processed' || refund.status === 'failed' ? refund.status : 'pending';
      return { id: refund.id, status };
    },
  };
}
