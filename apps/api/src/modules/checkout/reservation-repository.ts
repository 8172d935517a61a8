import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, stockMovements, variants } from '../../db/schema';

/**
 * Stock taken by orders and given back: each size's count, changed only by conditional updates,
 * each change with its stock movement; and the hold an unpaid online order has on its stock
 * (`orders.reservation_expires_at`), ended exactly once.
 */
export function reservationRepository(db: Db) {
  return {
    /**
     * Takes `quantity` units of a size if that many are there, in one conditional statement: two
     * shoppers racing for the last unit cannot both get it. False when the stock is short.
     */
    async take(variantId: string, quantity: number, orderId: string, reason: string): Promise<boolean> {
      const [row] = await db
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${quantity}` })
        .where(and(eq(variants.id, variantId), gte(variants.stock, quantity)))
        .returning({ stock: variants.stock });
      if (!row) return false;
      await db.insert(stockMovements).values({ variantId, delta: -quantity, stockAfter: row.stock, reason, orderId });
      return true;
    },

    async stockOf(variantId: string): Promise<number> {
      const [row] = await db
        .select({ stock: variants.stock })
        .from(variants)
        .where(eq(variants.id, variantId))
        .limit(1);
      return row?.stock ?? 0;
    },

    /** Puts every unit of the order back on the shelf, each with its stock movement. */
    async restore(orderId: string, reason: string, actorUserId: string | null = null): Promise<void> {
      const items = await db
        .select({ variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), isNotNull(orderItems.variantId)))
        .orderBy(asc(orderItems.variantId));
      for (const item of items) {
        if (!item.variantId) continue;
        const [row] = await db
          .update(variants)
          .set({ stock: sql`${variants.stock} + ${item.quantity}` })
          .where(eq(variants.id, item.variantId))
          .returning({ stock: variants.stock });
        if (row) {
          await db.insert(stockMovements).values({
            variantId: item.variantId,
            delta: item.quantity,
            stockAfter: row.stock,
            reason,
            actorUserId,
            orderId,
          });
        }
      }
    },

    /**
     * Ends an unpaid order's hold on its stock, once: only the caller whose update matched may put
     * the stock back. With `expiredBy`, only a hold that has run out is ended.
     */
    async claim(orderId: string, expiredBy?: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ reservationExpiresAt: null, updatedAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            isNotNull(orders.reservationExpiresAt),
            expiredBy ? lte(orders.reservationExpiresAt, expiredBy) : undefined,
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    async expired(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.reservationExpiresAt, now)))
        .orderBy(asc(orders.reservationExpiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The user's unpaid orders still holding stock. */
    async heldBy(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), isNotNull(orders.reservationExpiresAt)));
      return rows.map((row) => row.id);
    },
  };
}
