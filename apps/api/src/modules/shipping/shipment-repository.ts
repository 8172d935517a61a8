import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, products, shipments } from '../../db/schema';
import type { BookedParcel } from './carrier-types';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The only SQL of the `shipments` table, and the order's lines with what the courier weighs. */
export function shipmentRepository(db: Db) {
  return {
    async find(orderId: string): Promise<ShipmentRow | undefined> {
      const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      return row;
    },

    listBooked(orderIds: string[]): Promise<ShipmentRow[]> {
      if (orderIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(shipments)
        .where(and(inArray(shipments.orderId, orderIds), eq(shipments.state, 'booked')));
    },

    /**
     * Claims the order's booking for `claimToken`: a new row, or one whose earlier claim is older
     * than `staleBefore` (its holder crashed). Undefined when a booked row or a live claim is there.
     */
    async claim(orderId: string, provider: string, claimToken: string, at: Date, staleBefore: Date) {
      const [row] = await db
        .insert(shipments)
        .values({ orderId, provider, state: 'booking', claimToken, claimedAt: at })
        .onConflictDoUpdate({
          target: shipments.orderId,
          set: { provider, claimToken, claimedAt: at, updatedAt: at },
          setWhere: and(eq(shipments.state, 'booking'), lt(shipments.claimedAt, staleBefore)),
        })
        .returning();
      return row;
    },

    /** A booking that failed leaves nothing behind. */
    async release(orderId: string, claimToken: string): Promise<void> {
      await db
        .delete(shipments)
        .where(
          and(eq(shipments.orderId, orderId), eq(shipments.claimToken, claimToken), eq(shipments.state, 'booking')),
        );
    },

    async complete(
      orderId: string,
      claimToken: string,
      booked: BookedParcel,
      at: Date,
    ): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .update(shipments)
        .set({ ...booked, state: 'booked', bookedAt: at, updatedAt: at })
        .where(
          and(eq(shipments.orderId, orderId), eq(shipments.claimToken, claimToken), eq(shipments.state, 'booking')),
        )
        .returning();
      return row;
    },

    /** The order's lines with their product's shipping weight and box; null where the product is gone. */
    parcelLines(orderId: string) {
      return db
        .select({
          name: orderItems.name,
          sku: orderItems.sku,
          quantity: orderItems.quantity,
          unitPricePaise: orderItems.unitPricePaise,
          hsnCode: orderItems.hsnCode,
          weightGrams: products.shippingWeightGrams,
          dimensions: products.shippingDimensions,
        })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(eq(orderItems.orderId, orderId))
        .orderBy(orderItems.id);
    },
  };
}
