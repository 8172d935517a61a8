import { and, asc, count, desc, eq, gt, isNotNull, lt, ne, or } from 'drizzle-orm';
import type { DeliveryChoice } from '@shop/shared/contracts/delivery-attempts';
import type { Db } from '../../db/client';
import { deliveryAttempts, orders, type ShippingAddress } from '../../db/schema';

export type DeliveryAttemptRow = typeof deliveryAttempts.$inferSelect;

/** The only SQL of `delivery_attempts`, and the changed address lines an answer gives an order. */
export function deliveryAttemptRepository(db: Db) {
  return {
    async find(id: string): Promise<DeliveryAttemptRow | undefined> {
      const [row] = await db.select().from(deliveryAttempts).where(eq(deliveryAttempts.id, id));
      return row;
    },

    /** The order's latest attempt, which tells a repeated or late report from a new attempt. */
    async latest(orderId: string): Promise<DeliveryAttemptRow | undefined> {
      const [row] = await db
        .select()
        .from(deliveryAttempts)
        .where(eq(deliveryAttempts.orderId, orderId))
        .orderBy(desc(deliveryAttempts.attemptedAt))
        .limit(1);
      return row;
    },

    async countFor(orderId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(deliveryAttempts).where(eq(deliveryAttempts.orderId, orderId));
      return row?.n ?? 0;
    },

    /** Opens the attempt; undefined when it was opened already, or another is still open. */
    async open(values: { orderId: string; attemptedAt: Date; attemptNumber: number; reason: string; at: Date }) {
      const { at, ...rest } = values;
      const [row] = await db
        .insert(deliveryAttempts)
        .values({ ...rest, createdAt: at })
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /**
     * Takes an open attempt for sending a choice to the courier; one whose sending began before
     * `staleBefore` was left by a crash and is taken over. Undefined when it is not to be taken.
     */
    async claim(id: string, at: Date, staleBefore: Date): Promise<DeliveryAttemptRow | undefined> {
      const [row] = await db
        .update(deliveryAttempts)
        .set({ state: 'sending', claimedAt: at })
        .where(
          and(
            eq(deliveryAttempts.id, id),
            or(
              eq(deliveryAttempts.state, 'open'),
              and(eq(deliveryAttempts.state, 'sending'), lt(deliveryAttempts.claimedAt, staleBefore)),
            ),
          ),
        )
        .returning();
      return row;
    },

    /** The courier refused or did not answer: the attempt is open again, as it was. */
    async release(id: string, claimedAt: Date): Promise<void> {
      await db
        .update(deliveryAttempts)
        .set({ state: 'open', claimedAt: null })
        .where(
          and(
            eq(deliveryAttempts.id, id),
            eq(deliveryAttempts.state, 'sending'),
            eq(deliveryAttempts.claimedAt, claimedAt),
          ),
        );
    },

    async close(
      id: string,
      claimedAt: Date,
      taken: {
        choice: DeliveryChoice;
        chosenBy: 'shopper' | 'owner';
        chosenByUserId: string | null;
        passedToCourier: boolean;
        at: Date;
      },
    ): Promise<DeliveryAttemptRow | undefined> {
      const { at, ...rest } = taken;
      const [row] = await db
        .update(deliveryAttempts)
        .set({ ...rest, state: 'closed', closedAt: at })
        .where(
          and(
            eq(deliveryAttempts.id, id),
            eq(deliveryAttempts.state, 'sending'),
            eq(deliveryAttempts.claimedAt, claimedAt),
          ),
        )
        .returning();
      return row;
    },

    /** The parcel was delivered (or turned back) after all: nothing is left to choose. */
    async closeOpen(orderId: string, at: Date): Promise<void> {
      await db
        .update(deliveryAttempts)
        .set({ state: 'closed', closedAt: at })
        .where(and(eq(deliveryAttempts.orderId, orderId), eq(deliveryAttempts.state, 'open')));
    },

    /**
     * Every attempt still waiting for a choice (or being sent), and the choices since `handOnSince`
     * no courier was told of (the owner passes them on), oldest first, with the order.
     */
    listOpen(handOnSince: Date) {
      return db
        .select({ attempt: deliveryAttempts, order: orders })
        .from(deliveryAttempts)
        .innerJoin(orders, eq(orders.id, deliveryAttempts.orderId))
        .where(
          or(
            ne(deliveryAttempts.state, 'closed'),
            and(
              isNotNull(deliveryAttempts.choice),
              eq(deliveryAttempts.passedToCourier, false),
              gt(deliveryAttempts.closedAt, handOnSince),
            ),
          ),
        )
        .orderBy(asc(deliveryAttempts.createdAt))
        .limit(200);
    },

    /** The address lines and phone changed for the courier's next attempt; city, state and PIN kept. */
    async setDeliveryContact(orderId: string, address: ShippingAddress, at: Date): Promise<void> {
      await db.update(orders).set({ shippingAddress: address, updatedAt: at }).where(eq(orders.id, orderId));
    },
  };
}

export type DeliveryAttemptRepository = ReturnType<typeof deliveryAttemptRepository>;
