import { and, asc, eq, gte, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, orders, refunds } from '../../../db/schema';

export type ReportOrder = Pick<
  typeof orders.$inferSelect,
  | 'id'
  | 'shippingMethod'
  | 'shippingAddress'
  | 'discountPaise'
  | 'prepaidDiscountPaise'
  | 'shippingPaise'
  | 'codFeePaise'
  | 'totalPaise'
>;
export type ReportItem = Pick<typeof orderItems.$inferSelect, 'orderId' | 'hsnCode' | 'unitPricePaise' | 'quantity'>;
export type ReportRefund = { id: string; orderId: string; amountPaise: number; issuedAt: Date };

const orderColumns = {
  id: orders.id,
  shippingMethod: orders.shippingMethod,
  shippingAddress: orders.shippingAddress,
  discountPaise: orders.discountPaise,
  prepaidDiscountPaise: orders.prepaidDiscountPaise,
  shippingPaise: orders.shippingPaise,
  codFeePaise: orders.codFeePaise,
  totalPaise: orders.totalPaise,
};

/**
 * When an order's tax invoice is dated: the day its number was given, or, before anyone opened it,
 * the day it became due (paid online, or delivered and paid in cash), as `isInvoiceAvailable()` says.
 */
const invoiceDate = sql<Date>`coalesce(${orders.invoicedAt}, case when ${orders.paymentMethod} = 'cod' then ${orders.deliveredAt} else ${orders.placedAt} end)`;

/** The orders `isInvoiceAvailable()` gives an invoice: paid (refunds included) and, for cash, delivered. */
const invoiced = and(
  inArray(orders.paymentStatus, ['paid', 'partially_refunded', 'refunded']),
  or(eq(orders.paymentMethod, 'online'), isNotNull(orders.deliveredAt)),
);

/** The month's invoices and credit notes, read for the GST return (decision 0141). */
export function gstReportRepository(db: Db) {
  async function itemsOf(orderIds: string[]): Promise<ReportItem[]> {
    if (orderIds.length === 0) return [];
    return db
      .select({
        orderId: orderItems.orderId,
        hsnCode: orderItems.hsnCode,
        unitPricePaise: orderItems.unitPricePaise,
        quantity: orderItems.quantity,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .orderBy(asc(orderItems.orderId), asc(orderItems.name), asc(orderItems.size), asc(orderItems.id));
  }

  const inMonth = (at: SQL, from: Date, to: Date) => and(gte(at, from), lt(at, to));

  return {
    /** Invoiced orders dated in [from, to), test orders (sandbox payments) apart, with their lines. */
    async invoicedOrders(from: Date, to: Date): Promise<{ orders: ReportOrder[]; items: ReportItem[] }> {
      const rows = await db
        .select(orderColumns)
        .from(orders)
        .where(and(invoiced, ne(orders.paymentProvider, 'sandbox'), inMonth(invoiceDate, from, to)))
        .orderBy(asc(invoiceDate), asc(orders.id));
      return { orders: rows, items: await itemsOf(rows.map((row) => row.id)) };
    },

    /** Test orders (paid through the sandbox: no money moved) the report leaves out of the month. */
    async testOrderCount(from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(invoiced, eq(orders.paymentProvider, 'sandbox'), inMonth(invoiceDate, from, to)));
      return row?.n ?? 0;
    },

    /**
     * Refunds processed for invoiced orders, issued in [from, to): each is a credit note against
     * its order's invoice. The order and its lines come with it, to split the refund's tax.
     */
    async creditNotes(
      from: Date,
      to: Date,
    ): Promise<{ refunds: ReportRefund[]; orders: ReportOrder[]; items: ReportItem[] }> {
      const rows = await db
        .select({
          id: refunds.id,
          orderId: refunds.orderId,
          amountPaise: refunds.amountPaise,
          issuedAt: refunds.createdAt,
        })
        .from(refunds)
        .innerJoin(orders, eq(orders.id, refunds.orderId))
        .where(
          and(
            eq(refunds.status, 'processed'),
            invoiced,
            ne(orders.paymentProvider, 'sandbox'),
            inMonth(sql`${refunds.createdAt}`, from, to),
          ),
        )
        .orderBy(asc(refunds.createdAt), asc(refunds.id));
      const orderIds = [...new Set(rows.map((row) => row.orderId))];
      const refunded =
        orderIds.length === 0 ? [] : await db.select(orderColumns).from(orders).where(inArray(orders.id, orderIds));
      return { refunds: rows, orders: refunded, items: await itemsOf(orderIds) };
    },
  };
}
