import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments } from '../../db/schema';

export type PaymentRow = typeof payments.$inferSelect;

/** Payments: one row per payment opened for an order (at the provider, or cash to collect at the door). */
export function paymentRepository(db: Db) {
  return {
    /** The payment for one of our provider orders, with the order's owner. */
    async findByProviderOrderId(providerOrderId: string) {
      const [row] = await db
        .select({ payment: payments, userId: orders.userId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.providerOrderId, providerOrderId))
        .limit(1);
      return row;
    },

    async findByProviderPaymentId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
      return row;
    },

    async insert(values: {
      orderId: string;
      provider: PaymentRow['provider'];
      providerOrderId: string | null;
      amountPaise: number;
      status: PaymentRow['status'];
    }): Promise<void> {
      await db.insert(payments).values(values);
    },

    async update(
      id: string,
      values: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId' | 'method' | 'capturedAt' | 'failureReason'>>,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    async capturedTotal(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), notInArray(payments.status, ['created', 'failed', 'authorized'])));
      return Number(row?.total ?? 0);
    },

    /** The captured payment money goes back to (the latest, if there were several). */
    async latestCaptured(orderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['captured', 'refunded'])))
        .orderBy(desc(payments.capturedAt))
        .limit(1);
      return row;
    },

    /** The cash-on-delivery payment row, captured when the courier hands over the parcel. */
    async captureCashOnDelivery(orderId: string, at: Date): Promise<number> {
      const rows = await db
        .update(payments)
        .set({ status: 'captured', method: 'cod', capturedAt: at, updatedAt: at })
        .where(and(eq(payments.orderId, orderId), eq(payments.provider, 'cod'), eq(payments.status, 'created')))
        .returning({ amountPaise: payments.amountPaise });
      return rows.reduce((sum, row) => sum + row.amountPaise, 0);
    },
  };
}
