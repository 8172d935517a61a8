import type { FastifyBaseLogger } from 'fastify';
import { formatINR } from '@shop/shared/money';
import { paymentStatusAfterRefunds, statusAfterFullRefund } from '@shop/shared/order-rules';
import type { PaymentGateway } from '../payments/gateway-types';
import { refundIssuedEmail } from '../orders/order-lifecycle-emails';
import type { CheckoutQueries, RefundRow } from './checkout-repository';

/** The queries one refund step needs, inside a transaction. */
export type RefundQueries = Pick<
  CheckoutQueries,
  | 'lockOrder'
  | 'markRefundProcessed'
  | 'updateRefund'
  | 'processedRefundTotal'
  | 'capturedTotal'
  | 'setPaymentStatus'
  | 'updatePayment'
  | 'setOrderStatus'
  | 'insertHistory'
  | 'enqueueEmail'
>;

type Deps = {
  transaction: <T>(work: (queries: RefundQueries) => Promise<T>) => Promise<T>;
  gateway: Pick<PaymentGateway, 'refund'>;
  log: Pick<FastifyBaseLogger, 'error'>;
  publicUrl: string;
  now: () => Date;
};

/**
 * The one way money goes back, whoever starts it (a payment that came too late, a cancelled order,
 * an approved return, the shop owner): a refund row is written first, as pending, under an
 * idempotency key; then the gateway is asked with that key, so a retry never refunds twice; once
 * the gateway (or its webhook) says processed, the refund is settled exactly once: the shopper is
 * emailed, and the payment and the order move to refunded when everything paid has come back.
 */
export function refundFlow({ transaction, gateway, log, publicUrl, now }: Deps) {
  /** Payment and order states once processed refunds are counted, inside the caller's transaction. */
  async function settleRefunds(tx: RefundQueries, orderId: string, paymentId: string | null): Promise<void> {
    const paid = await tx.capturedTotal(orderId);
    const refunded = await tx.processedRefundTotal(orderId);
    const paymentStatus = paymentStatusAfterRefunds(paid, refunded);
    if (paymentStatus === 'refunded') {
      await tx.setPaymentStatus(orderId, 'refunded', ['paid', 'partially_refunded', 'pending', 'failed']);
      if (paymentId) await tx.updatePayment(paymentId, { status: 'refunded' });
      const order = await tx.lockOrder(orderId);
      if (!order) return;
      const closed = statusAfterFullRefund(order.status);
      if (closed !== order.status && (await tx.setOrderStatus(orderId, closed, [order.status], now()))) {
        await tx.insertHistory(orderId, closed, `Refund of ${formatINR(refunded)} processed`, { at: now() });
      }
    } else if (paymentStatus === 'partially_refunded') {
      await tx.setPaymentStatus(orderId, 'partially_refunded', ['paid', 'pending', 'failed']);
    }
  }

  /** A refund the gateway has processed: settled once, however many times it is reported. */
  async function refundProcessedIn(tx: RefundQueries, refund: RefundRow, providerRefundId?: string): Promise<void> {
    const order = await tx.lockOrder(refund.orderId);
    if (!order) return;
    if (!(await tx.markRefundProcessed(refund.id, providerRefundId))) return;
    await settleRefunds(tx, refund.orderId, refund.paymentId);
    await tx.enqueueEmail(refundIssuedEmail(order, refund, publicUrl));
  }

  /** Asks the provider for a refund recorded as pending; a failure leaves it pending for the sweeper to retry. */
  async function sendRefund(refund: RefundRow, providerPaymentId: string): Promise<void> {
    try {
      const result = await gateway.refund({
        paymentId: providerPaymentId,
        amountPaise: refund.amountPaise,
        idempotencyKey: refund.idempotencyKey,
        notes: { orderId: refund.orderId, reason: refund.reason },
      });
      await transaction(async (tx) => {
        if (result.status === 'processed') await refundProcessedIn(tx, refund, result.id);
        else await tx.updateRefund(refund.id, { providerRefundId: result.id, status: result.status });
      });
    } catch (error) {
      log.error(
        { err: error, orderId: refund.orderId, refundId: refund.id },
        'refund could not be started; will retry',
      );
    }
  }

  return { sendRefund, refundProcessedIn, settleRefunds };
}

export type RefundFlow = ReturnType<typeof refundFlow>;
