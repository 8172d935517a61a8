import { and, asc, count, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, refunds } from '../../db/schema';

export type RefundRow = typeof refunds.$inferSelect;

/** Refunds: each under its own idempotency key, so no path can pay the same refund out twice. */
export function refundRepository(db: Db) {
  async function total(orderId: string, statuses: RefundRow['status'][]): Promise<number> {
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
      .from(refunds)
      .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, statuses)));
    return Number(row?.total ?? 0);
  }

  async function findByKey(idempotencyKey: string): Promise<RefundRow | undefined> {
    const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, idempotencyKey)).limit(1);
    return row;
  }

  return {
    /** A refund to start, or the one already recorded under the same key. */
    async insert(values: {
      orderId: string;
      paymentId: string;
      amountPaise: number;
      idempotencyKey: string;
      reason: string;
      status: RefundRow['status'];
      providerRefundId?: string;
    }): Promise<RefundRow> {
      await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.idempotencyKey });
      const row = await findByKey(values.idempotencyKey);
      if (!row) throw new Error('refund row missing after insert');
      return row;
    },

    /** Marks a refund processed, once: false when it already was. */
    async markProcessed(id: string, providerRefundId?: string): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status: 'processed', ...(providerRefundId ? { providerRefundId } : {}), updatedAt: new Date() })
        .where(and(eq(refunds.id, id), ne(refunds.status, 'processed')))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    async update(id: string, values: Partial<Pick<RefundRow, 'status' | 'providerRefundId'>>): Promise<void> {
      await db
        .update(refunds)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(refunds.id, id));
    },

    async findByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).limit(1);
      return row;
    },

    findByKey,

    async exists(idempotencyKey: string): Promise<boolean> {
      const [row] = await db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.idempotencyKey, idempotencyKey))
        .limit(1);
      return row !== undefined;
    },

    async countFor(orderId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(refunds).where(eq(refunds.orderId, orderId));
      return Number(row?.n ?? 0);
    },

    /** Refunds recorded but never accepted by the provider (it was down), to try again. */
    async unsent(createdBefore: Date, limit: number) {
      return db
        .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId), lte(refunds.createdAt, createdBefore)),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
    },

    processedTotal(orderId: string): Promise<number> {
      return total(orderId, ['processed']);
    },

    /** Refunds made or under way (a failed one gave nothing back). */
    committedTotal(orderId: string): Promise<number> {
      return total(orderId, ['pending', 'processed']);
    },
  };
}
