import { orderTexts } from '../checkout/order-texts';
import type { FastifyBaseLogger } from 'fastify';
import { formatINR } from '@shop/shared/money';
import { paymentStatusAfterRefunds, statusAfterFullRefund } from '@shop/shared/order-rules';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { PaymentGateway } from './gateway-types';
import { paymentQueries, type PaymentQueries } from './payment-queries';
import type { RefundRow } from './refund-repository';
import { refundIssuedEmail } from './refund-emails';
import { refundsCounted } from '../../observability/shop-metrics';

type Deps = {
  db: Db;
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
export function refundFlow({ db, gateway, log, publicUrl, now }: Deps) {
  const transaction = transactional(db, paymentQueries);

  /** Payment and order states once processed refunds are counted, inside the caller's transaction. */
  async function settleRefunds(tx: PaymentQueries, orderId: string, paymentId: string | null): Promise<void> {
    const paid = await tx.payments.capturedTotal(orderId);
    const refunded = await tx.refunds.processedTotal(orderId);
    const paymentStatus = paymentStatusAfterRefunds(paid, refunded);
    if (paymentStatus === 'refunded') {
      await tx.orders.setPaymentStatus(orderId, 'refunded', ['paid', 'partially_refunded', 'pending', 'failed']);
      if (paymentId) await tx.payments.update(paymentId, { status: 'refunded' });
      const order = await tx.orders.lock(orderId);
      if (!order) return;
      const closed = statusAfterFullRefund(order.status);
      if (closed !== order.status && (await tx.orders.setStatus(orderId, closed, [order.status], now()))) {
        await tx.orders.insertHistory(orderId, closed, `Refund of ${formatINR(refunded)} processed`, { at: now() });
      }
    } else if (paymentStatus === 'partially_refunded') {
      await tx.orders.setPaymentStatus(orderId, 'partially_refunded', ['paid', 'pending', 'failed']);
    }
  }

  /** A refund the gateway has processed: settled once, however many times it is reported. */
  async function refundProcessedIn(tx: PaymentQueries, refund: RefundRow, providerRefundId?: string): Promise<void> {
    const order = await tx.orders.lock(refund.orderId);
    if (!order) return;
    if (!(await tx.refunds.markProcessed(refund.id, providerRefundId))) return;
    refundsCounted.inc({ outcome: 'processed' });
    await settleRefunds(tx, refund.orderId, refund.paymentId);
    await tx.notifyOrder(
      order,
      refundIssuedEmail(order, refund, publicUrl),
      orderTexts.refunded(order, refund.amountPaise),
    );
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
      refundsCounted.inc({ outcome: 'requested' });
      await transaction(async (tx) => {
        if (result.status === 'processed') await refundProcessedIn(tx, refund, result.id);
        else await tx.refunds.update(refund.id, { providerRefundId: result.id, status: result.status });
      });
    } catch (error) {
      log.error(
        { err: error, orderId: refund.orderId, refundId: refund.id },
        'refund could not be started; will retry',
      );
    }
  }

  return { sendRefund, refundProcessedIn };
}

export type RefundFlow = ReturnType<typeof refundFlow>;
