import type { CodConfirmationFilter } from '@shop/shared/contracts/admin-orders';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrder,
  type AdminOrderListResponse,
  type AdminReturnResponse,
  type AdminReturnsResponse,
  type AdminStatusTarget,
} from '@shop/shared/contracts/admin-orders';
import type { OrderStatus, PaymentMethod } from '@shop/shared/constants';
import { isOrderId, isTransitionAllowed, refundablePaise, refundProblem } from '@shop/shared/order-rules';
import type { Db } from '../../db/client';
import { orderTexts } from '../checkout/order-texts';
import { AppError } from '../../app-error';
import { transactional } from '../../db/transactional';
import type { OrderRow } from '../checkout/order-repository';
import { toAdminOrder, toAdminOrderRow, toAdminReturnRow, type RefundInput } from './order-dto';
import { deliverIn, outForDeliveryIn, returnToOriginIn, shipIn } from './order-delivery-steps';
import { returnApprovedEmail, returnRejectedEmail } from './order-lifecycle-emails';
import { orderQueries, type OrderQueries } from './order-queries';
import { orderReadRepository } from './order-read-repository';
import { orderCore, type OrderDeps, type RefundToSend } from './order-service';
import { cashOnDelivery } from '../../observability/shop-metrics';

const DAY_MS = 24 * 60 * 60 * 1000;
const BARE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A bare date is a whole day in India; a full time is taken as given. */
function dayStart(value: string): Date {
  return BARE_DATE.test(value) ? new Date(`${value}T00:00:00+05:30`) : new Date(value);
}
function dayEndExclusive(value: string): Date {
  return BARE_DATE.test(value) ? new Date(dayStart(value).getTime() + DAY_MS) : new Date(new Date(value).getTime() + 1);
}

function pageOf(query: { page: number; limit: number }, total: number) {
  return { page: query.page, limit: query.limit, total, totalPages: Math.ceil(total / query.limit) };
}

/** What the shop owner does with orders and returns. Every write is audited in its own transaction. */
const AUDIT_ACTIONS = {
  processing: 'process',
  shipped: 'ship',
  out_for_delivery: 'out_for_delivery',
  delivered: 'deliver',
  cancelled: 'cancel',
  returned_to_origin: 'return_to_origin',
} as const;

/**
 * Parcels booked through a courier aggregator, which the owner's cancel takes back first. Shipping
 * comes after orders in the import order: orders names what it needs here, and
 * shipping/booked-parcels.ts provides it (decision 0138).
 */
export type BookedParcels = {
  /** The order's parcel booked through the carrier (not typed by hand), if any. */
  find(orderId: string): Promise<{ courier: string; awb: string } | null>;
  /** Cancels it with the carrier; an AppError when the carrier refuses or does not answer. */
  cancel(orderId: string): Promise<void>;
  /** Inside the order's transaction: the parcel is no longer the shop's to follow. */
  forget(tx: Db, orderId: string, at: Date): Promise<void>;
};

export function adminOrderService(deps: OrderDeps & { parcels?: BookedParcels }) {
  const { db, publicUrl, parcels } = deps;
  const transaction = transactional(db, orderQueries);
  const queries = orderQueries(db);
  const reads = orderReadRepository(db);
  const now = deps.now ?? (() => new Date());
  const core = orderCore(deps);

  async function lockExisting(tx: OrderQueries, orderId: string): Promise<OrderRow> {
    if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const order = await tx.orders.lock(orderId);
    if (!order) throw new AppError('ORDER_NOT_FOUND');
    return order;
  }

  async function get(orderId: string): Promise<AdminOrder> {
    if (!isOrderId(orderId)) throw new AppError('ORDER_NOT_FOUND');
    const detail = await reads.findDetail(orderId);
    if (!detail) throw new AppError('ORDER_NOT_FOUND');
    const [paidPaise, refundedPaise] = await Promise.all([
      queries.payments.capturedTotal(orderId),
      queries.refunds.committedTotal(orderId),
    ]);
    const order = toAdminOrder(detail, { paidPaise, refundedPaise }, now(), deps.codConfirmMinutes);
    // A parcel booked with the carrier but not yet moving may still be taken back by a cancel.
    if (order.orderStatus === 'shipped' && (await parcels?.find(orderId))) order.allowedTransitions.push('cancelled');
    return order;
  }

  /**
   * The parcel back on the shop's shelf, once (`receivedBackAt`): its stock restored and an order
   * paid online refunded in full (key `rto-<orderId>`); cash on delivery collected nothing. The one
   * restocking path of a returned parcel, whether the courier or the owner reported the return.
   */
  async function receiveBackIn(tx: OrderQueries, order: OrderRow, adminId: string, at: Date): Promise<RefundToSend> {
    if (!(await tx.orders.markReceivedBack(order.id, at))) return null;
    await tx.reservations.restore(order.id, 'returned_to_origin', adminId);
    await tx.sales.subtractSales(order.id);
    const refundable =
      order.paymentMethod === 'online'
        ? refundablePaise(await tx.payments.capturedTotal(order.id), await tx.refunds.committedTotal(order.id))
        : 0;
    await tx.orders.insertHistory(order.id, 'returned_to_origin', 'Parcel received back; back in stock', {
      actorUserId: adminId,
      at,
    });
    return refundable > 0
      ? core.startRefund(tx, order, {
          amountPaise: refundable,
          idempotencyKey: `rto-${order.id}`,
          reason: 'Parcel returned to origin',
        })
      : null;
  }

  const snapshot = (order: OrderRow) => ({
    status: order.status,
    paymentStatus: order.paymentStatus,
    courier: order.courier,
    trackingNumber: order.trackingNumber,
  });

  return {
    get,

    async list(query: {
      status?: OrderStatus;
      paymentMethod?: PaymentMethod;
      confirmation?: CodConfirmationFilter;
      readyToShip?: boolean;
      from?: string;
      to?: string;
      q?: string;
      page: number;
      limit: number;
    }): Promise<Omit<AdminOrderListResponse, 'success'>> {
      const { rows, total } = await reads.listForAdmin(
        {
          status: query.status,
          paymentMethod: query.paymentMethod,
          confirmation: query.confirmation,
          readyToShip: query.readyToShip,
          from: query.from ? dayStart(query.from) : undefined,
          before: query.to ? dayEndExclusive(query.to) : undefined,
          q: query.q || undefined,
        },
        { offset: (query.page - 1) * query.limit, limit: query.limit },
      );
      return { orders: rows.map(toAdminOrderRow), pagination: pageOf(query, total) };
    },

    /**
     * Moves an order along processing → shipped → out for delivery → delivered, or cancels it before shipping (the
     * shopper's own cancel path: stock back, refund). Anything else is 409.
     */
    async changeStatus(
      adminId: string,
      orderId: string,
      input: { status: AdminStatusTarget; courier?: string; trackingNumber?: string; note?: string },
    ): Promise<AdminOrder> {
      const at = now();
      const note = input.note?.trim() || null;
      let refusedCashOnDelivery = false;
      // A parcel booked with the carrier is cancelled there first: a refusal changes nothing here.
      const parcel = input.status === 'cancelled' && isOrderId(orderId) ? await parcels?.find(orderId) : null;
      if (parcel && parcels) {
        try {
          await parcels.cancel(orderId);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const reason = error.params.reason ?? error.message;
          throw Object.assign(new AppError('SHIPMENT_CANCEL_FAILED', { reason }), { cause: error });
        }
      }
      const toSend = await transaction(async (tx, txDb: Db): Promise<RefundToSend> => {
        const order = await lockExisting(tx, orderId);
        const takingBack = Boolean(parcel) && order.status === 'shipped' && input.status === 'cancelled';
        if (!takingBack && !isTransitionAllowed(order.status, input.status)) {
          throw new AppError('ORDER_STATUS_TRANSITION');
        }
        let refund: RefundToSend = null;

        const step = { note, actorUserId: adminId, at, publicUrl };
        if (input.status === 'shipped') {
          const courier = input.courier?.trim();
          const trackingNumber = input.trackingNumber?.trim();
          if (!courier || !trackingNumber) {
            throw new AppError(
              'VALIDATION_FAILED',
              {},
              {
                ...(courier ? {} : { courier: ADMIN_ORDER_MESSAGES.courierRequired }),
                ...(trackingNumber ? {} : { trackingNumber: ADMIN_ORDER_MESSAGES.trackingRequired }),
              },
            );
          }
          await shipIn(tx, order, { courier, trackingNumber }, step);
        } else if (input.status === 'out_for_delivery') {
          await outForDeliveryIn(tx, order, step);
        } else if (input.status === 'delivered') {
          await deliverIn(tx, order, step);
        } else if (input.status === 'returned_to_origin') {
          // Refused at the door and already in the owner's hands: returned and received back at once.
          await returnToOriginIn(tx, order, { ...step, note: note ?? 'Refused at the door' });
          refund = await receiveBackIn(tx, order, adminId, at);
          refusedCashOnDelivery = order.paymentMethod === 'cod';
        } else if (input.status === 'cancelled') {
          refund = await core.cancelIn(tx, order, { userId: adminId, byShop: true }, note, at, takingBack);
          if (parcel && parcels) {
            await parcels.forget(txDb, order.id, at);
            await tx.orders.insertHistory(
              order.id,
              'cancelled',
              `Parcel ${parcel.awb} with ${parcel.courier || 'the courier'} cancelled with the carrier`,
              { actorUserId: adminId, at },
            );
          }
        } else {
          throw new AppError('ORDER_STATUS_TRANSITION');
        }

        const after = await tx.orders.lock(order.id);
        await tx.audit({
          actorUserId: adminId,
          action: `order.${AUDIT_ACTIONS[input.status]}`,
          entity: 'order',
          entityId: order.id,
          before: snapshot(order),
          after: after ? { ...snapshot(after), ...(note ? { note } : {}) } : null,
        });
        return refund;
      });
      if (refusedCashOnDelivery) cashOnDelivery.inc({ outcome: 'refused' });
      await core.send(toSend);
      return get(orderId);
    },

    /**
     * "Parcel received back": a parcel returned to origin is on the shelf again. Stock comes back
     * and a prepaid order is refunded once; a second press (or a second instance) changes nothing.
     */
    async receiveBack(adminId: string, orderId: string): Promise<{ order: AdminOrder; received: boolean }> {
      const at = now();
      const { toSend, received } = await transaction(async (tx) => {
        const order = await lockExisting(tx, orderId);
        if (order.status !== 'returned_to_origin') throw new AppError('ORDER_STATUS_TRANSITION');
        if (order.receivedBackAt) return { toSend: null, received: false };
        const refund = await receiveBackIn(tx, order, adminId, at);
        await tx.audit({
          actorUserId: adminId,
          action: 'order.receive_back',
          entity: 'order',
          entityId: order.id,
          before: { receivedBackAt: null },
          after: { receivedBackAt: at.toISOString(), refundPaise: refund?.refund.amountPaise ?? 0 },
        });
        return { toSend: refund, received: true };
      });
      await core.send(toSend);
      return { order: await get(orderId), received };
    },

    /**
     * A full or partial refund, at most what was paid less earlier refunds, through the gateway with
     * its own idempotency key, so a retried send never pays out twice. The key is the form's
     * `requestId` when it sends one (a second submission of the same refund changes nothing and
     * answers with the order as it is), else the order's n-th refund.
     */
    async refund(adminId: string, orderId: string, input: RefundInput): Promise<AdminOrder> {
      const { amountPaise } = input;
      const reason = input.reason.trim();
      const toSend = await transaction(async (tx) => {
        const order = await lockExisting(tx, orderId);
        const requestKey = input.requestId ? `admin-${order.id}-${input.requestId}` : undefined;
        // Checked under the order's lock: two submissions of one refund cannot both pass.
        if (requestKey && (await tx.refunds.exists(requestKey))) return null;
        const paid = await tx.payments.capturedTotal(order.id);
        const committed = await tx.refunds.committedTotal(order.id);
        const problem = refundProblem(amountPaise, paid, committed);
        if (problem) throw new AppError(problem.code, problem.params);
        const sequence = (await tx.refunds.countFor(order.id)) + 1;
        const result = await core.startRefund(tx, order, {
          amountPaise,
          idempotencyKey: requestKey ?? `admin-${order.id}-${sequence}`,
          reason,
        });
        await tx.audit({
          actorUserId: adminId,
          action: 'order.refund',
          entity: 'order',
          entityId: order.id,
          before: { paidPaise: paid, refundedPaise: committed },
          after: { amountPaise, reason, refundedPaise: committed + amountPaise },
        });
        return result;
      });
      await core.send(toSend);
      return get(orderId);
    },

    async listReturns(query: {
      status?: 'requested' | 'approved' | 'rejected';
      page: number;
      limit: number;
    }): Promise<Omit<AdminReturnsResponse, 'success'>> {
      const { rows, total } = await queries.returns.list(query.status, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return { returns: rows.map(toAdminReturnRow), pagination: pageOf(query, total) };
    },

    /**
     * Approves a return: the order is `returned`, its stock goes back, and an online payment is
     * refunded in full (key `return-<returnId>`). Cash paid at the door is refunded by the owner
     * through the refunds endpoint, since there is no gateway to send it back through.
     */
    async approveReturn(
      adminId: string,
      returnId: string,
      rawNote: string | undefined,
    ): Promise<Omit<AdminReturnResponse, 'success' | 'message'>> {
      const note = rawNote?.trim() || null;
      const at = now();
      const { orderId, toSend } = await transaction(async (tx) => {
        const { order, request } = await lockReturn(tx, returnId);
        if (order.status !== 'delivered') throw new AppError('ORDER_STATUS_TRANSITION');
        if (!(await tx.returns.resolve(request.id, { status: 'approved', note, by: adminId, at }))) {
          throw new AppError('RETURN_ALREADY_RESOLVED');
        }
        if (!(await tx.orders.markReturned(order.id, at))) throw new AppError('ORDER_STATUS_TRANSITION');
        await tx.reservations.restore(order.id, 'return_approved', adminId);
        await tx.sales.subtractSales(order.id);
        await tx.orders.insertHistory(order.id, 'returned', note ? `Return approved: ${note}` : 'Return approved', {
          actorUserId: adminId,
          at,
        });
        const refundable =
          order.paymentMethod === 'online'
            ? refundablePaise(await tx.payments.capturedTotal(order.id), await tx.refunds.committedTotal(order.id))
            : 0;
        const refund =
          refundable > 0
            ? await core.startRefund(tx, order, {
                amountPaise: refundable,
                idempotencyKey: `return-${request.id}`,
                reason: 'Return approved',
              })
            : null;
        await tx.notifyOrder(
          order,
          returnApprovedEmail(order, { note, refundPaise: refundable }, publicUrl),
          orderTexts.returnDecided(order, true),
        );
        await tx.audit({
          actorUserId: adminId,
          action: 'return.approve',
          entity: 'return',
          entityId: request.id,
          before: { status: request.status, orderStatus: order.status },
          after: { status: 'approved', orderStatus: 'returned', note, refundPaise: refundable },
        });
        return { orderId: order.id, toSend: refund };
      });
      await core.send(toSend);
      return resolved(returnId, orderId);
    },

    /** Rejects a return with a note the customer sees on their order and in an email. */
    async rejectReturn(
      adminId: string,
      returnId: string,
      rawNote: string,
    ): Promise<Omit<AdminReturnResponse, 'success' | 'message'>> {
      const note = rawNote.trim();
      if (note === '') throw new AppError('VALIDATION_FAILED', {}, { note: ADMIN_ORDER_MESSAGES.rejectNoteRequired });
      const at = now();
      const orderId = await transaction(async (tx) => {
        const { order, request } = await lockReturn(tx, returnId);
        if (!(await tx.returns.resolve(request.id, { status: 'rejected', note, by: adminId, at }))) {
          throw new AppError('RETURN_ALREADY_RESOLVED');
        }
        await tx.notifyOrder(
          order,
          returnRejectedEmail(order, note, publicUrl),
          orderTexts.returnDecided(order, false),
        );
        await tx.audit({
          actorUserId: adminId,
          action: 'return.reject',
          entity: 'return',
          entityId: request.id,
          before: { status: request.status },
          after: { status: 'rejected', note },
        });
        return order.id;
      });
      return resolved(returnId, orderId);
    },
  };

  /** The order first, then the request: the same lock order as the shopper's return request. */
  async function lockReturn(tx: OrderQueries, returnId: string) {
    if (!isOrderId(returnId)) throw new AppError('RETURN_NOT_FOUND');
    const found = await tx.returns.find(returnId);
    if (!found) throw new AppError('RETURN_NOT_FOUND');
    const order = await lockExisting(tx, found.order.id);
    const request = await tx.returns.lock(returnId);
    if (!request) throw new AppError('RETURN_NOT_FOUND');
    if (request.status !== 'requested') throw new AppError('RETURN_ALREADY_RESOLVED');
    return { order, request };
  }

  async function resolved(returnId: string, orderId: string) {
    const row = await queries.returns.find(returnId);
    if (!row) throw new AppError('RETURN_NOT_FOUND');
    return { returnRequest: toAdminReturnRow(row), order: await get(orderId) };
  }
}
