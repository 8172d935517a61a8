import { and, asc, count, desc, eq, gt, gte, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import {
  couponRedemptions,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  refunds,
  returnRequests,
  users,
} from '../../db/schema';
import { containsPattern } from '../admin-shared/search-pattern';
import { recordAudit, type AuditEntry } from '../audit/audit-log';
import {
  checkoutRepository,
  updateOrderFrom,
  type OrderItemRow,
  type OrderRow,
  type RefundRow,
} from '../checkout/checkout-repository';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;

/** Everything the order page shows, read in one go. */
export type OrderDetail = {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  refunds: RefundRow[];
  /** The latest return request, if any. */
  returnRequest: ReturnRow | null;
  customer: { id: string; name: string; email: string } | null;
};

export type AdminOrderFilter = {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  q?: string;
};

const itemCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** What the admin's search box matches: an order id prefix, an email, or a phone number. */
function searchCondition(q: string): SQL | undefined {
  const conditions: SQL[] = [];
  const compactId = q.toLowerCase();
  if (/^[0-9a-f-]{4,36}$/.test(compactId)) {
    conditions.push(sql`${orders.id}::text like ${`${compactId.replace(/[\\%_]/g, '')}%`}`);
  }
  conditions.push(ilike(orders.contactEmail, containsPattern(q)), ilike(users.email, containsPattern(q)));
  const digits = q.replace(/\D/g, '');
  if (/^[\d\s+()-]+$/.test(q) && digits.length >= 4) {
    const phone = digits.length > 10 ? digits.slice(-10) : digits;
    conditions.push(
      sql`regexp_replace(${orders.shippingAddress} ->> 'phone', '[^0-9]', '', 'g') like ${containsPattern(phone)}`,
    );
  }
  return or(...conditions);
}

/** What the admin sees of an order's customer. */
const customerColumns = { id: users.id, name: users.name, email: users.email };

function orderQueries(db: Db) {
  /** Return requests with their order and customer, for the admin's list and page. */
  const returnsWithOrder = () =>
    db
      .select({ request: returnRequests, order: orders, customer: customerColumns })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .leftJoin(users, eq(users.id, returnRequests.userId));

  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [items, history, refundRows, returns, customers] = await Promise.all([
      db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id))
        .orderBy(asc(orderItems.name), asc(orderItems.size)),
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(asc(refunds.createdAt), asc(refunds.id)),
      db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, order.id))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(1),
      db.select(customerColumns).from(users).where(eq(users.id, order.userId)),
    ]);
    return {
      order,
      items,
      history,
      refunds: refundRows,
      returnRequest: returns[0] ?? null,
      customer: customers[0] ?? null,
    };
  }

  return {
    detailOf,

    async findDetail(orderId: string): Promise<OrderDetail | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return order ? detailOf(order) : undefined;
    },

    /**
     * The shopper's orders, newest first. An unpaid online order is listed while it still holds its
     * stock (it can be paid); once its hold has ended it is an abandoned attempt and is left out.
     */
    async listForUser(userId: string, page: { offset: number; limit: number }, now: Date) {
      const visible = and(
        eq(orders.userId, userId),
        or(
          ne(orders.status, 'pending'),
          and(isNotNull(orders.reservationExpiresAt), gt(orders.reservationExpiresAt, now)),
        ),
      );
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(visible)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(orders).where(visible),
      ]);
      const items =
        rows.length === 0
          ? []
          : await db
              .select()
              .from(orderItems)
              .where(
                inArray(
                  orderItems.orderId,
                  rows.map((row) => row.id),
                ),
              )
              .orderBy(asc(orderItems.name), asc(orderItems.size));
      return {
        orders: rows.map((order) => ({ order, items: items.filter((item) => item.orderId === order.id) })),
        total: Number(totals[0]?.n ?? 0),
      };
    },

    async listForAdmin(filter: AdminOrderFilter, page: { offset: number; limit: number }) {
      const where = and(
        filter.status ? eq(orders.status, filter.status) : undefined,
        filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
        filter.from ? gte(orders.createdAt, filter.from) : undefined,
        filter.before ? lt(orders.createdAt, filter.before) : undefined,
        filter.q ? searchCondition(filter.q) : undefined,
      );
      const [rows, totals] = await Promise.all([
        db
          .select({ order: orders, customer: customerColumns, itemCount })
          .from(orders)
          .leftJoin(users, eq(users.id, orders.userId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(orders).leftJoin(users, eq(users.id, orders.userId)).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async listReturns(status: ReturnRow['status'] | undefined, page: { offset: number; limit: number }) {
      const where = status ? eq(returnRequests.status, status) : undefined;
      const [rows, totals] = await Promise.all([
        returnsWithOrder()
          .where(where)
          .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(returnRequests).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async findReturn(returnId: string) {
      const [row] = await returnsWithOrder().where(eq(returnRequests.id, returnId)).limit(1);
      return row;
    },

    async lockReturn(returnId: string): Promise<ReturnRow | undefined> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
      return row;
    },

    async latestReturn(orderId: string): Promise<ReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, orderId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(1);
      return row;
    },

    async insertReturn(values: { orderId: string; userId: string; reason: string; at: Date }): Promise<ReturnRow> {
      const [row] = await db
        .insert(returnRequests)
        .values({ orderId: values.orderId, userId: values.userId, reason: values.reason, createdAt: values.at })
        .returning();
      if (!row) throw new Error('return request insert returned no row');
      return row;
    },

    /** Settles a request once: false when it was already approved or rejected. */
    async resolveReturn(
      returnId: string,
      values: { status: 'approved' | 'rejected'; note: string | null; by: string; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(returnRequests)
        .set({ status: values.status, resolutionNote: values.note, resolvedBy: values.by, resolvedAt: values.at })
        .where(and(eq(returnRequests.id, returnId), eq(returnRequests.status, 'requested')))
        .returning({ id: returnRequests.id });
      return rows.length === 1;
    },

    /** Cancels an order still in `from`, once; its stock hold (if any) ends with it. */
    markCancelled(orderId: string, from: OrderStatus, at: Date): Promise<boolean> {
      return updateOrderFrom(db, orderId, [from], {
        status: 'cancelled',
        cancelledAt: at,
        reservationExpiresAt: null,
        updatedAt: at,
      });
    },

    markShipped(orderId: string, values: { courier: string; trackingNumber: string; at: Date }): Promise<boolean> {
      return updateOrderFrom(db, orderId, ['processing'], {
        status: 'shipped',
        courier: values.courier,
        trackingNumber: values.trackingNumber,
        shippedAt: values.at,
        updatedAt: values.at,
      });
    },

    /** Delivered; a cash-on-delivery order is paid at the door at the same moment. */
    markDelivered(orderId: string, at: Date, paidOnDelivery: boolean): Promise<boolean> {
      return updateOrderFrom(db, orderId, ['shipped'], {
        status: 'delivered',
        deliveredAt: at,
        updatedAt: at,
        ...(paidOnDelivery ? { paymentStatus: 'paid' as const } : {}),
      });
    },

    markReturned(orderId: string, at: Date): Promise<boolean> {
      return updateOrderFrom(db, orderId, ['delivered'], { status: 'returned', updatedAt: at });
    },

    /** The cash-on-delivery payment row, captured when the courier hands over the parcel. */
    async captureCodPayment(orderId: string, at: Date): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ status: 'captured', method: 'cod', capturedAt: at, updatedAt: at })
        .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'created')))
        .returning({ amountPaise: payments.amountPaise });
      return rows.reduce((sum, row) => sum + row.amountPaise, 0);
    },

    /** The captured payment money goes back to (the latest, if there were several). */
    async capturedPayment(orderId: string) {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'refunded'])))
        .orderBy(desc(payments.capturedAt))
        .limit(1);
      return row;
    },

    async refundExists(idempotencyKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, idempotencyKey))
        .limit(1);
      return row !== undefined;
    },

    async refundCount(orderId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId));
      return Number(row?.n ?? 0);
    },

    /** A cancelled order never used its coupon: the shopper may use it again. */
    async releaseCoupon(orderId: string): Promise<void> {
      await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    },

    audit(entry: AuditEntry): Promise<void> {
      return recordAudit(db, entry);
    },
  };
}

function transactionQueries(tx: Db) {
  // The checkout queries (history, refunds, payments, email) bound to the same transaction, so the
  // order operations and the shared refund path commit together.
  const { transaction: _nested, ...checkout } = checkoutRepository(tx);
  return { ...checkout, ...orderQueries(tx) };
}

export type OrderQueries = ReturnType<typeof transactionQueries>;

export function orderRepository(db: Db) {
  return {
    ...transactionQueries(db),
    transaction: transactional(db, transactionQueries),
  };
}

export type OrderRepository = ReturnType<typeof orderRepository>;
