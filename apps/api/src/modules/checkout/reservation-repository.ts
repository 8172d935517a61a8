import { and, asc, eq, gte, isNotNull, lte, or, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, stockMovements, variants } from '../../db/schema';

/**
 * Stock taken by orders and given back: each size's count, changed only by conditional updates,
 * each change with its stock movement; and the hold an unpaid online order, or a cash-on-delivery
 * order waiting for its emailed confirmation, has on its stock (`orders.reservation_expires_at`),
 * ended exactly once.
 */
export function reservationRepository(db: Db) {
  /** The user's orders still holding stock while they wait: for a payment (`online`) or an emailed confirmation (`cod`). */
  async function heldBy(userId: string, paymentMethod: 'online' | 'cod'): Promise<string[]> {
    const rows = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          eq(orders.status, 'pending'),
          eq(orders.paymentMethod, paymentMethod),
          isNotNull(orders.reservationExpiresAt),
        ),
      );
    return rows.map((row) => row.id);
  }

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

    async expired(now: Date, limit: number): Promise<{ id: string; paymentMethod: 'online' | 'cod' }[]> {
      return db
        .select({ id: orders.id, paymentMethod: orders.paymentMethod })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.reservationExpiresAt, now)))
        .orderBy(asc(orders.reservationExpiresAt))
        .limit(limit);
    },

    heldBy,

    /**
     * Takes turns with every other checkout to the same delivery phone or address until the caller's
     * transaction ends, so parallel cash-on-delivery orders from many accounts cannot race past the
     * caps. Always phone before address: one order of locks, no deadlock.
     */
    async lockDelivery(phone: string | null, addressKey: string | null): Promise<void> {
      for (const key of [phone && `cod-phone:${phone}`, addressKey && `cod-address:${addressKey}`]) {
        if (key) await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
      }
    },

    /**
     * The cash-on-delivery orders still waiting for their confirmation, and still holding stock, of
     * the account, the delivery phone or the delivery address, each with its units (decision 0125).
     */
    async unconfirmedCashOnDelivery(keys: {
      userId: string;
      phone: string | null;
      addressKey: string | null;
    }): Promise<{ userId: string; phone: string | null; addressKey: string | null; units: number }[]> {
      const rows = await db
        .select({
          userId: orders.userId,
          phone: orders.codPhone,
          addressKey: orders.codAddressKey,
          units: sum(orderItems.quantity),
        })
        .from(orders)
        .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
        .where(
          and(
            eq(orders.codConfirmation, 'awaiting'),
            or(
              eq(orders.status, 'processing'),
              and(eq(orders.status, 'pending'), isNotNull(orders.reservationExpiresAt)),
            ),
            or(
              eq(orders.userId, keys.userId),
              keys.phone ? eq(orders.codPhone, keys.phone) : undefined,
              keys.addressKey ? eq(orders.codAddressKey, keys.addressKey) : undefined,
            ),
          ),
        )
        .groupBy(orders.id);
      return rows.map((row) => ({ ...row, units: Number(row.units ?? 0) }));
    },
  };
}
