import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, orders, users } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;

/** An order's use of a coupon: written when the order is placed, deleted when it is released or cancelled. */
export type CouponRedemption = { couponId: string; userId: string; orderId: string; discountPaise: number };

/** Orders that count as the shopper's: placed (paid, or cash on delivery) and not cancelled. */
const placedNotCancelled = and(isNotNull(orders.placedAt), ne(orders.status, 'cancelled'));

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

    /**
     * Redemptions per coupon: by everyone, and by `userId` when given. Unless `countOwnHolds`, the
     * user's own unpaid orders still holding a coupon are left out: the user's next checkout
     * replaces them, giving their coupons back, before it judges its own under locks.
     */
    async redemptionCounts(
      couponIds: string[],
      userId: string | null,
      { countOwnHolds = false }: { countOwnHolds?: boolean } = {},
    ): Promise<Map<string, { total: number; user: number }>> {
      const counts = new Map(couponIds.map((id) => [id, { total: 0, user: 0 }]));
      if (couponIds.length === 0) return counts;
      const ownHold =
        userId && !countOwnHolds
          ? and(
              eq(couponRedemptions.userId, userId),
              eq(orders.status, 'pending'),
              isNotNull(orders.reservationExpiresAt),
            )
          : undefined;
      const rows = await db
        .select({
          couponId: couponRedemptions.couponId,
          total: count(),
          user: sql<number>`count(*) filter (where ${couponRedemptions.userId} = ${userId})`.mapWith(Number),
        })
        .from(couponRedemptions)
        .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
        .where(and(inArray(couponRedemptions.couponId, couponIds), ownHold ? not(ownHold) : undefined))
        .groupBy(couponRedemptions.couponId);
      for (const row of rows) counts.set(row.couponId, { total: Number(row.total), user: Number(row.user) });
      return counts;
    },

    /** Whether the user has an order that was paid, or placed as cash on delivery, and not cancelled since. */
    async hasPlacedOrder(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), placedNotCancelled))
        .limit(1);
      return row !== undefined;
    },

    /**
     * Inside an order's transaction: whether the user has another order that still counts, placed
     * and not cancelled, or unpaid with its hold still running (a released hold no longer counts).
     */
    async hasOtherLiveOrder(userId: string, orderId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.userId, userId),
            ne(orders.id, orderId),
            or(placedNotCancelled, and(eq(orders.status, 'pending'), isNotNull(orders.reservationExpiresAt))),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /**
     * Locks the shopper's row, then the coupon's, until the transaction ends, and returns the
     * coupon. Every order that uses a coupon takes these two locks in this order, after its stock,
     * so two of them judge the limits one after the other and never wait on each other in a circle.
     * `no key update` makes them take turns without clashing with the `key share` locks that rows
     * referring to these take (the order's own row holds one on the shopper's since its insert:
     * `for update` there would deadlock two checkouts of one shopper).
     */
    async lockForRedemption(code: string, userId: string): Promise<CouponRow | undefined> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
      const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1).for('no key update');
      return row;
    },

    /** Counts the coupon as used by this order (once per order). */
    async redeem(redemption: CouponRedemption): Promise<void> {
      await db.insert(couponRedemptions).values(redemption).onConflictDoNothing({ target: couponRedemptions.orderId });
    },

    /** A released or cancelled order no longer uses its coupon: the shopper may use it again. */
    async release(orderId: string): Promise<void> {
      await db.delete(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    },
  };
}

export type CouponRepository = ReturnType<typeof couponRepository>;
