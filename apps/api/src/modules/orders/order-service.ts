import type { OrderListResponse, OrderResponse, TrackedOrder } from '@shop/shared/contracts/orders';
import { RETURN_REASON_MAX } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import {
  canCancel,
  canRequestReturn,
  isOrderId,
  refundablePaise,
  trackingConfirmMatches,
} from '@shop/shared/order-rules';
import { AppError } from '../../app-error';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import type { OrderRow } from '../checkout/order-repository';
import { orderTexts } from '../checkout/order-texts';
import type { RefundFlow } from '../payments/refund-flow';
import type { RefundRow } from '../payments/refund-repository';
import { toOrder, toOrderSummary, toTrackedOrder } from './order-dto';
import { orderCancelledEmail, returnReceivedEmail } from './order-lifecycle-emails';
import { orderQueries, type OrderQueries } from './order-queries';
import { orderReadRepository } from './order-read-repository';

export type OrderDeps = {
  db: Db;
  /** The shop's one refund path (payments/refund-flow.ts). */
  refunds: Pick<RefundFlow, 'sendRefund' | 'refundProcessedIn'>;
  publicUrl: string;
  /** COD_CONFIRM_MINUTES: how long a cash-on-delivery order waits for its confirmation, holding its stock (decision 0125). */
  codConfirmMinutes: number;
  /** The clock every rule is judged by; tests pass their own to move time. */
  now?: () => Date;
};

/** A refund written inside a transaction, to be sent to the gateway once that transaction has committed. */
export type RefundToSend = { refund: RefundRow; providerPaymentId: string } | null;

/** Who acts on an order; `userId` null with `byShop`: the shop's own rule (a deadline), no person. */
export type Actor = { userId: string | null; byShop: boolean };

/**
 * The order operations both the shopper and the shop owner use: cancelling (stock back, refund of
 * what was paid) and refunding. Each runs inside the caller's transaction on a locked order row.
 */
export function orderCore({ refunds, publicUrl }: Pick<OrderDeps, 'refunds' | 'publicUrl'>) {
  /**
   * Writes a pending refund under `idempotencyKey` (a repeat finds the same row). Money paid at the
   * door has no gateway to go back through: it is recorded as refunded by the shop at once.
   */
  async function startRefund(
    tx: OrderQueries,
    order: OrderRow,
    input: { amountPaise: number; idempotencyKey: string; reason: string },
  ): Promise<RefundToSend> {
    const payment = await tx.payments.latestCaptured(order.id);
    if (!payment) throw new AppError('REFUND_NOTHING_PAID');
    const refund = await tx.refunds.insert({
      orderId: order.id,
      paymentId: payment.id,
      amountPaise: input.amountPaise,
      idempotencyKey: input.idempotencyKey,
      reason: input.reason,
      status: 'pending',
    });
    if (!payment.providerPaymentId) {
      await refunds.refundProcessedIn(tx, refund);
      return null;
    }
    return refund.status === 'pending' && !refund.providerRefundId
      ? { refund, providerPaymentId: payment.providerPaymentId }
      : null;
  }

  /**
   * Cancels a locked order that has not shipped: the status moves once (a repeat is refused), the
   * held stock goes back with its movements, a fulfilled sale is undone, and whatever was paid is
   * refunded under the key `cancel-<orderId>`, so no path can refund a cancellation twice.
   */
  async function cancelIn(
    tx: OrderQueries,
    order: OrderRow,
    actor: Actor,
    reason: string | null,
    at: Date,
    /** The owner's cancel of a `shipped` order whose parcel the carrier has just taken back. */
    parcelTakenBack = false,
  ): Promise<RefundToSend> {
    const takenBack = parcelTakenBack && actor.byShop && order.status === 'shipped';
    if (!canCancel(order.status) && !takenBack) throw new AppError('ORDER_NOT_CANCELLABLE');
    // A processing (or shipped) order took its stock at checkout; an unpaid one holds it only until its hold ends.
    const holdsStock = order.status === 'processing' || takenBack || order.reservationExpiresAt !== null;
    const fulfilled = order.status === 'processing' || takenBack;
    if (!(await tx.orders.markCancelled(order.id, order.status, at))) throw new AppError('ORDER_NOT_CANCELLABLE');
    if (holdsStock) await tx.reservations.restore(order.id, 'order_cancelled', actor.byShop ? actor.userId : null);
    // Placed or still held, the order had its coupon reserved: a cancelled order never used it.
    await tx.coupons.release(order.id);
    if (fulfilled) await tx.sales.subtractSales(order.id);
    const who = actor.byShop ? 'Cancelled by the shop' : 'Cancelled by the customer';
    await tx.orders.insertHistory(order.id, 'cancelled', reason ? `${who}: ${reason}` : who, {
      actorUserId: actor.userId,
      at,
    });

    const refundable = refundablePaise(
      await tx.payments.capturedTotal(order.id),
      await tx.refunds.committedTotal(order.id),
    );
    const toSend =
      refundable > 0
        ? await startRefund(tx, order, {
            amountPaise: refundable,
            idempotencyKey: `cancel-${order.id}`,
            reason: 'Order cancelled',
          })
        : null;
    await tx.notifyOrder(
      order,
      orderCancelledEmail(order, { byShop: actor.byShop, refundPaise: refundable, reason }, publicUrl),
      orderTexts.cancelled(order, actor.byShop),
    );
    return toSend;
  }

  /** After the transaction: the gateway is asked (a failure is retried by the sweeper). */
  async function send(toSend: RefundToSend): Promise<void> {
    if (toSend) await refunds.sendRefund(toSend.refund, toSend.providerPaymentId);
  }

  return { cancelIn, startRefund, send };
}

/** What a shopper does with their own orders, and public tracking. */
export function orderService(deps: OrderDeps) {
  const { db, publicUrl } = deps;
  const transaction = transactional(db, orderQueries);
  const reads = orderReadRepository(db);
  const now = deps.now ?? (() => new Date());
  const core = orderCore(deps);

  /** The caller's own order; anyone else's, an unknown or a malformed id are all the same 404. */
  async function ownDetail(userId: string, orderId: string) {
    if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const detail = await reads.findDetail(orderId);
    if (!detail || detail.order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return detail;
  }

  async function lockOwn(tx: OrderQueries, userId: string, orderId: string): Promise<OrderRow> {
    if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const order = await tx.orders.lock(orderId);
    if (!order || order.userId !== userId) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async function get(userId: string, orderId: string, locale: Locale = 'en'): Promise<OrderResponse['order']> {
    return toOrder(await ownDetail(userId, orderId), now(), deps.codConfirmMinutes, locale);
  }

  return {
    get,

    async list(
      userId: string,
      query: { page: number; limit: number },
      locale: Locale = 'en',
    ): Promise<Omit<OrderListResponse, 'success'>> {
      const { orders, total } = await reads.listForUser(
        userId,
        { offset: (query.page - 1) * query.limit, limit: query.limit },
        now(),
      );
      return {
        orders: orders.map(({ order, items }) => toOrderSummary(order, items, locale)),
        pagination: {
          page: query.page,
          limit: query.limit,
          total,
          totalPages: Math.ceil(total / query.limit),
        },
      };
    },

    /** Cancel before shipping; a second cancel is refused (409) and starts no second refund. */
    async cancel(
      userId: string,
      orderId: string,
      reason: string | null = null,
      locale: Locale = 'en',
    ): Promise<OrderResponse['order']> {
      const toSend = await transaction(async (tx) => {
        const order = await lockOwn(tx, userId, orderId);
        return core.cancelIn(tx, order, { userId, byShop: false }, reason, now());
      });
      await core.send(toSend);
      return get(userId, orderId, locale);
    },

    /** Ask to return a delivered order within seven days of delivery; one open request at a time. */
    async requestReturn(
      userId: string,
      orderId: string,
      rawReason: string,
      locale: Locale = 'en',
    ): Promise<OrderResponse['order']> {
      const reason = rawReason.trim();
      if (reason === '') throw new AppError('RETURN_REASON_REQUIRED');
      if (reason.length > RETURN_REASON_MAX) throw new AppError('RETURN_REASON_TOO_LONG');
      const at = now();
      await transaction(async (tx) => {
        const order = await lockOwn(tx, userId, orderId);
        const latest = (await tx.returns.latest(order.id)) ?? null;
        if (latest?.status === 'requested') throw new AppError('RETURN_ALREADY_REQUESTED');
        if (!canRequestReturn(order, latest, at)) throw new AppError('ORDER_NOT_RETURNABLE');
        await tx.returns.insert({ orderId: order.id, userId, reason, at });
        await tx.enqueueOrderEmail(order, returnReceivedEmail(order, reason, publicUrl));
      });
      return get(userId, orderId, locale);
    },

    /**
     * Public tracking: only someone who knows the order's email or phone sees it. An unknown id and
     * a wrong answer get the same refusal, so ids cannot be probed.
     */
    async track(orderId: string, confirm: string, countTry: (orderId: string) => Promise<void>): Promise<TrackedOrder> {
      const detail = isOrderId(orderId) ? await reads.findDetail(orderId) : undefined;
      if (detail) await countTry(orderId);
      const matches =
        detail !== undefined &&
        trackingConfirmMatches(
          { contactEmail: detail.order.contactEmail, phone: detail.order.shippingAddress.phone },
          confirm,
        );
      if (!detail || !matches) throw new AppError('ORDER_TRACK_REFUSED');
      return toTrackedOrder(detail);
    },

    /**
     * Tracking without the link: the order's short number and its email or phone. A wrong number
     * and a wrong email or phone get the same refusal, so neither half can be probed alone.
     */
    async trackByNumber(
      number: string,
      confirm: string,
      countTry: (orderId: string) => Promise<void>,
    ): Promise<TrackedOrder> {
      const candidates = await reads.findByNumber(number);
      for (const candidate of candidates) await countTry(candidate.id);
      const order = candidates.find((row) =>
        trackingConfirmMatches({ contactEmail: row.contactEmail, phone: row.shippingAddress.phone }, confirm),
      );
      const detail = order ? await reads.findDetail(order.id) : undefined;
      if (!detail) throw new AppError('ORDER_LOOKUP_REFUSED');
      return toTrackedOrder(detail);
    },

    /** Tracking for the signed-in owner, who needs to confirm nothing. */
    async trackOwn(userId: string, orderId: string): Promise<TrackedOrder> {
      return toTrackedOrder(await ownDetail(userId, orderId));
    },
  };
}
