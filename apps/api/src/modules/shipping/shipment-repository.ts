import { DEFAULT_COURIER_RULE, COURIER_RULES, type CourierRule } from '@shop/shared/contracts/shipping';
import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders, products, shipmentScans, shipments, shopSettings } from '../../db/schema';
import type { BookedParcel, TrackingUpdate } from './carrier-types';

export type ShipmentRow = typeof shipments.$inferSelect;

/** The owner's courier rule, one `shop_settings` row. */
const COURIER_RULE_KEY = 'courierRule';

/**
 * The only writes of the `shipments` and `shipment_scans` tables (the order pages read them in
 * `orders/order-read-repository.ts`), the owner's courier rule, and the
 * order's lines with what the courier weighs.
 */
export function shipmentRepository(db: Db) {
  return {
    async find(orderId: string): Promise<ShipmentRow | undefined> {
      const [row] = await db.select().from(shipments).where(eq(shipments.orderId, orderId));
      return row;
    },

    async courierRule(): Promise<CourierRule> {
      const [row] = await db.select().from(shopSettings).where(eq(shopSettings.key, COURIER_RULE_KEY));
      return COURIER_RULES.find((rule) => rule === row?.value) ?? DEFAULT_COURIER_RULE;
    },

    async setCourierRule(rule: CourierRule): Promise<void> {
      await db
        .insert(shopSettings)
        .values({ key: COURIER_RULE_KEY, value: rule })
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: rule, updatedAt: new Date() } });
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

    /** Taken back with the carrier (the order was cancelled): its tracking updates are no longer the shop's. */
    async cancel(orderId: string, at: Date): Promise<void> {
      await db.update(shipments).set({ state: 'cancelled', updatedAt: at }).where(eq(shipments.orderId, orderId));
    },

    async findByAwb(awb: string): Promise<ShipmentRow | undefined> {
      const [row] = await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.awb, awb), eq(shipments.state, 'booked')));
      return row;
    },

    /** Keeps each scan once: answers only the scans not seen before. */
    insertScans(orderId: string, scans: TrackingUpdate['scans']) {
      if (scans.length === 0) return Promise.resolve([]);
      return db
        .insert(shipmentScans)
        .values(scans.map((scan) => ({ orderId, scannedAt: scan.at, ...scan })))
        .onConflictDoNothing()
        .returning();
    },

    async markTracked(orderId: string, expectedBy: string | null, at: Date): Promise<void> {
      await db
        .update(shipments)
        .set({ trackedAt: at, updatedAt: at, ...(expectedBy ? { expectedBy } : {}) })
        .where(eq(shipments.orderId, orderId));
    },

    /** Parcels on their way whose courier has said nothing since `silentSince`. */
    quietParcels(silentSince: Date, limit: number) {
      return db
        .select({ orderId: shipments.orderId, awb: shipments.awb, trackedAt: shipments.trackedAt })
        .from(shipments)
        .innerJoin(orders, eq(orders.id, shipments.orderId))
        .where(
          and(
            eq(shipments.state, 'booked'),
            inArray(orders.status, ['shipped', 'out_for_delivery']),
            or(
              lt(shipments.trackedAt, silentSince),
              and(isNull(shipments.trackedAt), lt(shipments.bookedAt, silentSince)),
            ),
          ),
        )
        .orderBy(asc(shipments.bookedAt))
        .limit(limit);
    },

    /**
     * Takes a quiet parcel for this sweep: only one instance's conditional update matches it, so
     * several instances never ask the courier about one parcel twice.
     */
    async takeForSweep(orderId: string, seenTrackedAt: Date | null, at: Date): Promise<boolean> {
      const rows = await db
        .update(shipments)
        .set({ trackedAt: at })
        .where(
          and(
            eq(shipments.orderId, orderId),
            seenTrackedAt ? eq(shipments.trackedAt, seenTrackedAt) : isNull(shipments.trackedAt),
          ),
        )
        .returning({ orderId: shipments.orderId });
      return rows.length === 1;
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
