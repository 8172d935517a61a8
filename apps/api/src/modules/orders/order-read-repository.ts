import type { CodConfirmationFilter } from '@shop/shared/contracts/admin-orders';
import {
  and,
  asc,
  between,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OrderStatus, PaymentMethod } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import {
  orderItems,
  orders,
  orderStatusHistory,
  refunds,
  returnRequests,
  shipmentScans,
  shipments,
  users,
} from '../../db/schema';
import { containsPattern } from '../admin/shared/search-pattern';
import type { OrderItemRow, OrderRow } from '../checkout/order-repository';
import type { RefundRow } from '../payments/refund-repository';

export type ReturnRow = typeof returnRequests.$inferSelect;
export type HistoryRow = typeof orderStatusHistory.$inferSelect;
type ShipmentRow = typeof shipments.$inferSelect;
type ShipmentScanRow = typeof shipmentScans.$inferSelect;

/** Everything the order page shows, read in one go. */
export type OrderDetail = {
  order: OrderRow;
  items: OrderItemRow[];
  history: HistoryRow[];
  refunds: RefundRow[];
  /** The latest return request, if any. */
  returnRequest: ReturnRow | null;
  customer: {
    id: string;
    name: string;
    email: string | null;
    phone: string | null;
    phoneVerifiedAt: Date | null;
  } | null;
  /** The parcel booked with a courier and its scans (newest first); null before booking. */
  parcel: { shipment: ShipmentRow; scans: ShipmentScanRow[] } | null;
};

export type AdminOrderFilter = {
  status?: OrderStatus;
  paymentMethod?: PaymentMethod;
  confirmation?: CodConfirmationFilter;
  /** Paid online, or cash on delivery not awaiting its confirmation, and not yet shipped. */
  readyToShip?: boolean;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  q?: string;
};

const readyToShipCondition = and(
  eq(orders.status, 'processing'),
  or(
    and(eq(orders.paymentMethod, 'online'), eq(orders.paymentStatus, 'paid')),
    and(eq(orders.paymentMethod, 'cod'), sql`${orders.codConfirmation} is distinct from 'awaiting'`),
  ),
);

function confirmationCondition(filter: CodConfirmationFilter) {
  if (filter !== 'unconfirmed') return eq(orders.codConfirmation, filter);
  return and(eq(orders.codConfirmation, 'awaiting'), isNotNull(orders.codReminderAt));
}

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
export const customerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  phone: users.phone,
  phoneVerifiedAt: users.phoneVerifiedAt,
};

/** The order's booked parcel and its scans, newest first; null before booking (shipping writes both). */
async function parcelOf(db: Db, orderId: string): Promise<OrderDetail['parcel']> {
  const [shipment] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.orderId, orderId), eq(shipments.state, 'booked')));
  if (!shipment) return null;
  const scans = await db
    .select()
    .from(shipmentScans)
    .where(eq(shipmentScans.orderId, orderId))
    .orderBy(desc(shipmentScans.scannedAt), desc(shipmentScans.createdAt));
  return { shipment, scans };
}

/** What the order pages read: one order with everything it shows, and the shopper's and the admin's lists. */
export function orderReadRepository(db: Db) {
  async function detailOf(order: OrderRow): Promise<OrderDetail> {
    const [items, history, refundRows, returns, customers, parcel] = await Promise.all([
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
      parcelOf(db, order.id),
    ]);
    return {
      order,
      items,
      history,
      refunds: refundRows,
      returnRequest: returns[0] ?? null,
      customer: customers[0] ?? null,
      parcel,
    };
  }

  return {
    async findDetail(orderId: string): Promise<OrderDetail | undefined> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return order ? detailOf(order) : undefined;
    },

    /**
     * The orders whose short number (the first 8 hex digits of the id, `orderNumber()`) is `number`:
     * a range of the primary key, so no scan. Two orders may share one; a handful is plenty.
     */
    async findByNumber(number: string): Promise<OrderRow[]> {
      const prefix = number.toLowerCase();
      return db
        .select()
        .from(orders)
        .where(between(orders.id, `${prefix}-0000-0000-0000-000000000000`, `${prefix}-ffff-ffff-ffff-ffffffffffff`))
        .limit(5);
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
        filter.confirmation ? confirmationCondition(filter.confirmation) : undefined,
        filter.readyToShip ? readyToShipCondition : undefined,
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
  };
}
