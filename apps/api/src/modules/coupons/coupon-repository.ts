import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, orders } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

export function couponRepository(db: Db) {
  return {
    async findByCode(code: string): Promise<CouponRow | undefined> {
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
      return row;
    },

    /** Coupons switched on and within their dates, smallest minimum first. */
    async listActive(now: Date): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(
          and(
            eq(coupons.active, true),
            or(isNull(coupons.startsAt), lte(coupons.startsAt, now)),
            or(isNull(coupons.endsAt), gt(coupons.endsAt, now)),
          ),
        )
        .orderBy(asc(coupons.minOrderPaise), asc(coupons.code));
    },

    /** Redemptions per coupon: by everyone, and by `userId` when given. */
    async redemptionCounts(
      couponIds: string[],
      userId: string | null,
    ): Promise<Map<string, { total: number; user: number }>> {
      const counts = new Map(couponIds.map((id) => [id, { total: 0, user: 0 }]));
      if (couponIds.length === 0) return counts;
      const totals = await db
        .select({ couponId: couponRedemptions.couponId, n: count() })
        .from(couponRedemptions)
        .where(inArray(couponRedemptions.couponId, couponIds))
        .groupBy(couponRedemptions.couponId);
      for (const row of totals) counts.get(row.couponId)!.total = Number(row.n);
      if (userId) {
        const mine = await db
          .select({ couponId: couponRedemptions.couponId, n: count() })
          .from(couponRedemptions)
          .where(and(inArray(couponRedemptions.couponId, couponIds), eq(couponRedemptions.userId, userId)))
          .groupBy(couponRedemptions.couponId);
        for (const row of mine) counts.get(row.couponId)!.user = Number(row.n);
      }
      return counts;
    },

    /** Whether the user has an order that was paid, or placed as cash on delivery. */
    async hasPlacedOrder(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), isNotNull(orders.placedAt)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type CouponRepository = ReturnType<typeof couponRepository>;
