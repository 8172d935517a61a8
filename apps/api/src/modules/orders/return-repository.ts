import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, returnRequests, users } from '../../db/schema';
import { customerColumns, type ReturnRow } from './order-read-repository';

/** Return requests: asked for by the shopper, approved or rejected once by the shop owner. */
export function returnRepository(db: Db) {
  /** Return requests with their order and customer, for the admin's list and page. */
  const withOrder = () =>
    db
      .select({ request: returnRequests, order: orders, customer: customerColumns })
      .from(returnRequests)
      .innerJoin(orders, eq(orders.id, returnRequests.orderId))
      .leftJoin(users, eq(users.id, returnRequests.userId));

  return {
    async list(status: ReturnRow['status'] | undefined, page: { offset: number; limit: number }) {
      const where = status ? eq(returnRequests.status, status) : undefined;
      const [rows, totals] = await Promise.all([
        withOrder()
          .where(where)
          .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(returnRequests).where(where),
      ]);
      return { rows, total: Number(totals[0]?.n ?? 0) };
    },

    async find(returnId: string) {
      const [row] = await withOrder().where(eq(returnRequests.id, returnId)).limit(1);
      return row;
    },

    async lock(returnId: string): Promise<ReturnRow | undefined> {
      const [row] = await db.select().from(returnRequests).where(eq(returnRequests.id, returnId)).for('update');
      return row;
    },

    async latest(orderId: string): Promise<ReturnRow | undefined> {
      const [row] = await db
        .select()
        .from(returnRequests)
        .where(eq(returnRequests.orderId, orderId))
        .orderBy(desc(returnRequests.createdAt), desc(returnRequests.id))
        .limit(1);
      return row;
    },

    async insert(values: { orderId: string; userId: string; reason: string; at: Date }): Promise<ReturnRow> {
      const [row] = await db
        .insert(returnRequests)
        .values({ orderId: values.orderId, userId: values.userId, reason: values.reason, createdAt: values.at })
        .returning();
      if (!row) throw new Error('return request insert returned no row');
      return row;
    },

    /** Settles a request once: false when it was already approved or rejected. */
    async resolve(
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
  };
}
