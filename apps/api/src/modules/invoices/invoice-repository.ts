import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { numberSeries, orderItems, orders } from '../../db/schema';

export type InvoiceOrder = typeof orders.$inferSelect;
export type InvoiceItem = typeof orderItems.$inferSelect;

export function invoiceRepository(db: Db) {
  return {
    async findOrder(orderId: string): Promise<{ order: InvoiceOrder; items: InvoiceItem[] } | null> {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      if (!order) return null;
      const items = await db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.name), asc(orderItems.size), asc(orderItems.id));
      return { order, items };
    },

    /**
     * Gives the order its invoice number once. The order row is locked first, so of two downloads at
     * the same moment the second waits and finds the number the first gave; the series advances in
     * the same transaction, so a rollback never leaves a gap. `seriesKey` is derived from `at`, the
     * invoice date, by the caller: `number(serial)` formats the number.
     */
    async assignInvoiceNumber(
      orderId: string,
      seriesKey: string,
      at: Date,
      number: (serial: number) => string,
    ): Promise<{ invoiceNumber: string; invoicedAt: Date }> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ invoiceNumber: orders.invoiceNumber, invoicedAt: orders.invoicedAt })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!locked) throw new Error(`order ${orderId} vanished while invoicing`);
        if (locked.invoiceNumber && locked.invoicedAt) {
          return { invoiceNumber: locked.invoiceNumber, invoicedAt: locked.invoicedAt };
        }
        const [series] = await tx
          .insert(numberSeries)
          .values({ key: seriesKey, lastValue: 1 })
          .onConflictDoUpdate({ target: numberSeries.key, set: { lastValue: sql`${numberSeries.lastValue} + 1` } })
          .returning({ lastValue: numberSeries.lastValue });
        if (!series) throw new Error('number_series upsert returned no row');
        const invoiceNumber = number(series.lastValue);
        await tx.update(orders).set({ invoiceNumber, invoicedAt: at }).where(eq(orders.id, orderId));
        return { invoiceNumber, invoicedAt: at };
      });
    },
  };
}

export type InvoiceRepository = ReturnType<typeof invoiceRepository>;
