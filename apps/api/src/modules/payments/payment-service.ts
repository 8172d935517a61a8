import type { FastifyBaseLogger } from 'fastify';
import { errorMessage } from '@shop/shared/errors';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { faultPoint } from '../../faults/fault-point';
import type { PaymentOpener } from '../checkout/checkout-service';
import {
  byVariant,
  checkoutQueries,
  fulfil,
  HOLD_RUN_OUT_NOTE,
  releaseHold,
  takeCouponAgain,
} from '../checkout/order-placement';
import type { OrderRow } from '../checkout/order-repository';
import type { ShopGateway } from './payment-gateway';
import { paymentQueries, type PaymentQueries } from './payment-queries';
import { paymentRepository, type PaymentRow } from './payment-repository';
import { refundFlow } from './refund-flow';
import type { RefundRow } from './refund-repository';
import { webhookEventRepository } from './webhook-event-repository';
import { onlinePayments } from '../../observability/shop-metrics';

type Deps = {
  db: Db;
  gateway: ShopGateway;
  settings: { publicUrl: string };
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  now?: () => Date;
};

/**
 * Why a paid order is refunded instead of fulfilled: the code the shopper's verification answers
 * with, and the reason the refund (and its email) gives.
 */
const REFUND_REASONS = {
  ORDER_SOLD_OUT_REFUNDED: 'Items sold out before the payment arrived',
  ORDER_COUPON_GONE_REFUNDED:
    'The offer on this order was already used on another order or had ended before the payment arrived',
} as const;
type RefundCause = keyof typeof REFUND_REASONS;

/** A late payment that cannot be fulfilled: the cause and the order history's note on it. */
type Refusal = { cause: RefundCause; note: string };

const SOLD_OUT: Refusal = {
  cause: 'ORDER_SOLD_OUT_REFUNDED',
  note: 'Payment arrived after the items sold out; refund started',
};

/** What a confirmed payment led to. */
type PaymentOutcome =
  | { kind: 'unknown' }
  | { kind: 'paid' | 'already_paid'; order: OrderRow }
  /** Paid, but never to be fulfilled (its stock or its coupon gone, or it was cancelled): the money goes back. */
  | { kind: 'refund'; order: OrderRow; refund: RefundRow | null; providerPaymentId: string; cause: RefundCause };

/** Leaves the savepoint that took a late payment's stock and coupon, undoing what it took. */
class CannotTakeAgain extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.note);
  }
}

/** The idempotency key of the refund of a payment that could not be fulfilled. */
const refundKey = (providerPaymentId: string) => `refund-${providerPaymentId}`;

/**
 * Paying for an order checkout placed. A payment (the shopper's verification or Razorpay's webhook,
 * whichever comes first) marks the order paid once, on the locked order row; one that arrives after
 * the stock or the coupon has gone is refunded. A failed payment, or one never made in time, gives
 * the stock back.
 */
export function paymentService({ db, gateway, settings, log, now = () => new Date() }: Deps) {
  const transaction = transactional(db, paymentQueries);
  const queries = paymentQueries(db);
  const webhookEvents = webhookEventRepository(db);

  // One refund path for every refund in the shop (checkout, cancellations, returns, the admin).
  const refunds = refundFlow({ db, gateway, log, publicUrl: settings.publicUrl, now });

  /**
   * Takes the order's stock and its coupon again, in checkout's order (a payment after the hold
   * ended): undefined when both are taken; otherwise why not, with nothing taken.
   */
  async function takeAgain(txDb: Db, order: OrderRow, at: Date): Promise<Refusal | undefined> {
    try {
      // A savepoint: stock taken goes back if a later size is short or the coupon is gone.
      await transactional(
        txDb,
        checkoutQueries,
      )(async (again) => {
        for (const item of byVariant(await again.orders.items(order.id))) {
          if (!item.variantId || !(await again.reservations.take(item.variantId, item.quantity, order.id, 'order'))) {
            throw new CannotTakeAgain(SOLD_OUT);
          }
        }
        const verdict = await takeCouponAgain(again, order, at);
        if (verdict && !verdict.ok) {
          const why = errorMessage(verdict.reason, verdict.params);
          throw new CannotTakeAgain({
            cause: 'ORDER_COUPON_GONE_REFUNDED',
            note: `Payment arrived after coupon ${order.couponCode} could no longer be used (${why}); refund started`,
          });
        }
      });
      return undefined;
    } catch (error) {
      if (error instanceof CannotTakeAgain) return error.refusal;
      throw error;
    }
  }

  /** Why an order's payment was refunded, read back from its refund when the payment is reported again. */
  async function refundCause(tx: PaymentQueries, providerPaymentId: string): Promise<RefundCause> {
    const refund = await tx.refunds.findByKey(refundKey(providerPaymentId));
    const causes = Object.keys(REFUND_REASONS) as RefundCause[];
    return causes.find((cause) => REFUND_REASONS[cause] === refund?.reason) ?? 'ORDER_SOLD_OUT_REFUNDED';
  }

  /**
   * A payment for one of our Razorpay orders has been captured (verified signature or webhook).
   * The order row is locked, so the shopper's verification, the webhook and the sweeper take turns.
   */
  async function confirmPayment(input: {
    providerOrderId: string;
    providerPaymentId: string;
    method: string | null;
    amountPaise?: number;
  }): Promise<PaymentOutcome> {
    const at = now();
    const outcome = await transaction(async (tx, txDb): Promise<PaymentOutcome> => {
      const found = await tx.payments.findByProviderOrderId(input.providerOrderId);
      if (!found) return { kind: 'unknown' };
      const payment = found.payment;
      const order = await tx.orders.lock(payment.orderId);
      if (!order) return { kind: 'unknown' };
      if (input.amountPaise !== undefined && input.amountPaise !== payment.amountPaise) {
        log.error(
          { orderId: order.id, expected: payment.amountPaise, got: input.amountPaise },
          'payment amount differs',
        );
        return { kind: 'unknown' };
      }
      if (
        order.paymentStatus === 'paid' ||
        order.paymentStatus === 'refunded' ||
        order.paymentStatus === 'partially_refunded'
      ) {
        // Cancelled orders (then refunded) are never fulfilled, whatever their status says now.
        if (order.cancelledAt) {
          const cause = await refundCause(tx, input.providerPaymentId);
          return { kind: 'refund', order, refund: null, providerPaymentId: input.providerPaymentId, cause };
        }
        return { kind: 'already_paid', order };
      }

      await tx.payments.update(payment.id, {
        status: 'captured',
        providerPaymentId: input.providerPaymentId,
        method: input.method ?? payment.method,
        capturedAt: at,
        failureReason: null,
      });
      faultPoint('payment.during-capture');

      // An order still holding its stock holds its coupon too: both are taken and released together.
      const refusal =
        order.status !== 'pending'
          ? SOLD_OUT
          : order.reservationExpiresAt === null
            ? await takeAgain(txDb, order, at)
            : undefined;
      if (refusal) {
        // Money arrived for an order whose stock or coupon is gone (or that was cancelled): refunded.
        await tx.orders.cancelPaidUnfulfillable(order.id, at);
        await tx.orders.insertHistory(order.id, 'cancelled', refusal.note);
        const refund = await tx.refunds.insert({
          orderId: order.id,
          paymentId: payment.id,
          amountPaise: payment.amountPaise,
          idempotencyKey: refundKey(input.providerPaymentId),
          reason: REFUND_REASONS[refusal.cause],
          status: 'pending',
        });
        return { kind: 'refund', order, refund, providerPaymentId: input.providerPaymentId, cause: refusal.cause };
      }

      if (!(await tx.orders.markPaid(order.id, at))) return { kind: 'already_paid', order };
      await tx.orders.insertHistory(order.id, 'processing', 'Payment received');
      await fulfil(tx, order, settings.publicUrl);
      return { kind: 'paid', order };
    });
    if (outcome.kind === 'paid' || (outcome.kind === 'refund' && outcome.refund))
      onlinePayments.inc({ outcome: 'captured' });
    if (outcome.kind === 'refund' && outcome.refund?.status === 'pending' && !outcome.refund.providerRefundId) {
      await refunds.sendRefund(outcome.refund, outcome.providerPaymentId);
    }
    return outcome;
  }

  /** A failed attempt: the stock goes back at once (a later success takes it again if it is still there). */
  async function recordPaymentFailure(input: { providerOrderId: string; providerPaymentId?: string; reason: string }) {
    const failed = await transaction(async (tx) => {
      const found = await tx.payments.findByProviderOrderId(input.providerOrderId);
      if (!found) return false;
      const order = await tx.orders.lock(found.payment.orderId);
      if (!order || order.status !== 'pending' || order.paymentStatus === 'paid') return false;
      if (found.payment.status === 'created' || found.payment.status === 'failed') {
        await tx.payments.update(found.payment.id, { status: 'failed', failureReason: input.reason.slice(0, 500) });
      }
      await tx.orders.markPaymentFailed(order.id);
      await releaseHold(tx, order.id, 'Payment failed; items returned to stock');
      return true;
    });
    if (failed) onlinePayments.inc({ outcome: 'failed' });
  }

  /** The caller's own payment for one of our provider orders; anything else fails verification alike. */
  async function ownPayment(providerOrderId: string, userId: string) {
    const found = await queries.payments.findByProviderOrderId(providerOrderId);
    if (!found || found.userId !== userId || !found.payment.providerOrderId) {
      throw new AppError('PAYMENT_VERIFICATION_FAILED');
    }
    return found.payment as PaymentRow & { providerOrderId: string };
  }

  const opener: PaymentOpener = {
    provider: gateway.provider,
    keyId: gateway.keyId,

    async openCashOnDelivery(tx, { orderId, amountPaise }) {
      await paymentRepository(tx).insert({
        orderId,
        provider: 'cod',
        providerOrderId: null,
        amountPaise,
        status: 'created',
      });
    },

    async openOnline({ orderId, amountPaise }) {
      const created = await gateway.createOrder({ amountPaise, receipt: orderId, notes: { orderId } });
      await queries.payments.insert({
        orderId,
        provider: gateway.provider,
        providerOrderId: created.id,
        amountPaise: created.amountPaise,
        status: 'created',
      });
      return { id: created.id, amountPaise: created.amountPaise };
    },
  };

  return {
    ...opener,
    confirmPayment,
    recordPaymentFailure,
    /** The shared refund path (refund-flow.ts), for the order operations. */
    refunds,
    webhookSeen: (eventId: string) => webhookEvents.seen(eventId),
    recordWebhook: (event: { id: string; provider: string; type: string; payload: unknown }) =>
      webhookEvents.record(event),

    /** POST /payment/payment-verification: the widget's callback, checked against the order id we stored. */
    async verifyPayment(
      userId: string,
      input: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
    ): Promise<{ orderId: string; clearUserCart: boolean }> {
      const payment = await ownPayment(input.razorpay_order_id, userId);
      const genuine = gateway.verifyPaymentSignature({
        orderId: payment.providerOrderId,
        paymentId: input.razorpay_payment_id,
        signature: input.razorpay_signature,
      });
      if (!genuine) {
        log.warn({ orderId: payment.orderId }, 'payment signature did not verify');
        throw new AppError('PAYMENT_VERIFICATION_FAILED');
      }
      const outcome = await confirmPayment({
        providerOrderId: payment.providerOrderId,
        providerPaymentId: input.razorpay_payment_id,
        method: null,
      });
      if (outcome.kind === 'unknown') throw new AppError('PAYMENT_VERIFICATION_FAILED');
      if (outcome.kind === 'refund') throw new AppError(outcome.cause);
      return {
        orderId: outcome.order.id,
        clearUserCart: (await queries.sales.source(outcome.order.id)) === 'cart',
      };
    },

    /** The sandbox's checkout dialog: a signed payment as Razorpay would hand it to the browser, or a failure. */
    async sandboxPay(
      userId: string,
      input: { razorpay_order_id: string; outcome: 'success' | 'failure'; method: string },
    ) {
      if (gateway.provider !== 'sandbox') throw new AppError('ROUTE_NOT_FOUND');
      const payment = await ownPayment(input.razorpay_order_id, userId);
      const order = await queries.orders.find(payment.orderId);
      if (!order) throw new AppError('PAYMENT_VERIFICATION_FAILED');
      if (order.paymentStatus === 'paid') throw new AppError('ORDER_ALREADY_PAID');
      if (order.status !== 'pending') throw new AppError('PAYMENT_ORDER_CLOSED');
      const signed = gateway.pay(payment.providerOrderId);
      if (input.outcome === 'failure') {
        await recordPaymentFailure({
          providerOrderId: payment.providerOrderId,
          providerPaymentId: signed.razorpay_payment_id,
          reason: 'Payment declined in the sandbox',
        });
        return {
          success: true as const,
          outcome: 'failure' as const,
          error: {
            code: 'BAD_REQUEST_ERROR',
            description: 'Payment failed',
            reason: 'payment_failed',
            metadata: { order_id: payment.providerOrderId, payment_id: signed.razorpay_payment_id },
          },
        };
      }
      // The sandbox has captured the money; the method is remembered as the widget would report it.
      await queries.payments.update(payment.id, { method: input.method });
      return { success: true as const, outcome: 'success' as const, ...signed };
    },

    /**
     * Gives back the stock of unpaid orders whose time to pay ran out (and of cash-on-delivery orders
     * whose emailed confirmation never came), and retries refunds the provider did not accept before.
     * Safe to run on several instances at once: each release is claimed.
     */
    async sweep(at: Date = now()): Promise<{ released: number; refundsRetried: number }> {
      let released = 0;
      for (const order of await queries.reservations.expired(at, 200)) {
        const note = HOLD_RUN_OUT_NOTE[order.paymentMethod];
        if (await transaction((tx) => releaseHold(tx, order.id, note, at))) released += 1;
      }
      const unsent = await queries.refunds.unsent(new Date(at.getTime() - 60_000), 50);
      for (const { refund, providerPaymentId } of unsent) {
        if (providerPaymentId) await refunds.sendRefund(refund, providerPaymentId);
      }
      if (released > 0) log.info({ released }, 'expired stock reservations released');
      return { released, refundsRetried: unsent.length };
    },

    /** Razorpay's refund.processed: the refund row (or a refund made in Razorpay's dashboard) is settled. */
    async refundProcessed(input: { providerRefundId: string; providerPaymentId: string; amountPaise: number }) {
      await transaction(async (tx) => {
        let refund = await tx.refunds.findByProviderId(input.providerRefundId);
        if (!refund) {
          const payment = await tx.payments.findByProviderPaymentId(input.providerPaymentId);
          if (!payment) return;
          refund = await tx.refunds.insert({
            orderId: payment.orderId,
            paymentId: payment.id,
            amountPaise: input.amountPaise,
            idempotencyKey: `provider-${input.providerRefundId}`,
            providerRefundId: input.providerRefundId,
            reason: 'Refunded from the payment provider',
            status: 'pending',
          });
        }
        await refunds.refundProcessedIn(tx, refund);
      });
    },

    /** Razorpay's refund.failed: left for the shop owner to act on. */
    async refundFailed(providerRefundId: string) {
      const refund = await queries.refunds.findByProviderId(providerRefundId);
      if (refund && refund.status !== 'processed') {
        await queries.refunds.update(refund.id, { status: 'failed' });
        log.error({ orderId: refund.orderId, refundId: refund.id }, 'refund failed at the payment provider');
      }
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;
