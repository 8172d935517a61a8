import { asc, eq, ne, and, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactional } from '../../../db/transactional';
import { collections, couponRedemptions, coupons } from '../../../db/schema';

export type CouponInsert = typeof coupons.$inferInsert;

// Written out in full: inside a select list Drizzle renders a column without its table, which the
// correlated subquery would read as the redemption's own id.
const COUPON_ID = sql.raw('"coupons"."id"');

function queries(db: Db) {
  const usage = sql<number>`(select count(*) from ${couponRedemptions} r where r.coupon_id = ${COUPON_ID})`.mapWith(
    Number,
  );
  return {
    list() {
      return db.select({ coupon: coupons, usageCount: usage }).from(coupons).orderBy(asc(coupons.code));
    },

    async find(id: string) {
      const [row] = await db.select({ coupon: coupons, usageCount: usage }).from(coupons).where(eq(coupons.id, id));
      return row;
    },

    async lock(id: string) {
      const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for('update');
      return row;
    },

    async codeTaken(code: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.code, code), exceptId ? ne(coupons.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async categorySlugs(): Promise<Set<string>> {
      const rows = await db.select({ slug: collections.slug }).from(collections);
      return new Set(rows.map((r) => r.slug));
    },

    async insert(values: CouponInsert): Promise<string> {
      const [row] = await db.insert(coupons).values(values).returning({ id: coupons.id });
      return row!.id;
    },

    async update(id: string, values: Partial<CouponInsert>): Promise<void> {
      await db
        .update(coupons)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(coupons.id, id));
    },
  };
}

export type AdminCouponQueries = ReturnType<typeof queries>;

export function adminCouponRepository(db: Db) {
  return {
    ...queries(db),
    transaction: transactional(db, queries),
  };
}

export type AdminCouponRepository = ReturnType<typeof adminCouponRepository>;
