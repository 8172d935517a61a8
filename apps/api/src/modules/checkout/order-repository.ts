import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lte, ne, type SQL } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentProvider, PaymentStatus } from '@shop/shared/constants';
import type { Locale } from '@shop/shared/locale';
import type { Db } from '../../db/client';
import { orderItems, orders, orderStatusHistory, type ShippingAddress } from '../../db/schema';
import type { CartLine } from '../cart/cart-service';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

/**
 * Orders, their lines and their status history. Checkout writes an order first, so the one
 * repository of these tables sits here; payments and the order operations move orders on with it.
 * Every status change is one conditional statement: it reports whether it happened, so a request
 * that lost a race changes nothing.
 */
export function orderRepository(db: Db) {
  /** Updates the order only while its status is one of `from`: false, with nothing changed, when it was elsewhere. */
  async function updateFrom(
    orderId: string,
    from: OrderStatus[],
    values: Partial<typeof orders.$inferInsert>,
  ): Promise<boolean> {
    const rows = await db
      .update(orders)
      .set(values)
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning({ id: orders.id });
    return rows.length === 1;
  }

  /** Cash-on-delivery parcels sent back to the shop (refused at the door) that match `where`. */
  async function refusedCount(where: SQL): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.status, 'returned_to_origin'), eq(orders.paymentMethod, 'cod'), where));
    return row?.n ?? 0;
  }

  return {
    /**
     * Refused cash-on-delivery parcels of the account, and of the delivery phone (E.164, as
     * `cod_phone` keeps it) whoever ordered them (decision 0140).
     */
    async refusedCashOnDelivery(keys: { userId: string; phone: string | null }) {
      return {
        byAccount: await refusedCount(eq(orders.userId, keys.userId)),
        byPhone: keys.phone ? await refusedCount(eq(orders.codPhone, keys.phone)) : 0,
      };
    },

    async insert(values: {
      userId: string;
      status: 'pending' | 'processing';
      paymentMethod: PaymentMethod;
      paymentProvider: PaymentProvider;
      subtotalPaise: number;
      discountPaise: number;
      prepaidDiscountPaise: number;
      shippingPaise: number;
      codFeePaise: number;
      totalPaise: number;
      couponCode: string | null;
      shippingAddress: ShippingAddress;
      contactEmail: string;
      emailOffers: boolean;
      whatsappUpdates: boolean;
      locale: Locale;
      codConfirmation: 'awaiting' | null;
      codPhone: string | null;
      codAddressKey: string | null;
      reservationExpiresAt: Date | null;
      placedAt: Date | null;
    }): Promise<string> {
      const [row] = await db
        .insert(orders)
        .values({ ...values, shippingMethod: values.shippingAddress.shippingMethod })
        .returning({ id: orders.id });
      if (!row) throw new Error('order insert returned no row');
      return row.id;
    },

    /** The order's lines as they were sold: name, size, price and picture are kept even if the product changes. */
    async insertItems(orderId: string, lines: CartLine[]): Promise<void> {
      await db.insert(orderItems).values(
        lines.map((line) => ({
          orderId,
          productId: line.productId,
          variantId: line.variantId,
          name: line.name,
          nameHi: line.nameHi,
          slug: line.slug,
          size: line.size,
          sku: line.sku,
          image: line.image,
          hsnCode: line.hsnCode,
          unitPricePaise: line.unitPricePaise,
          originalPricePaise: line.originalPricePaise,
          quantity: line.quantity,
          campaignId: line.campaign?.id ?? null,
          campaignDiscountPaise: line.campaign?.discountPaise ?? 0,
          setId: line.set?.id ?? null,
          setSlug: line.set?.slug ?? null,
          setName: line.set?.name ?? null,
          setNameHi: line.set?.nameHi ?? null,
          setQuantity: line.set?.quantity ?? null,
        })),
      );
    },

    async items(orderId: string): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.variantId));
    },

    async insertHistory(
      orderId: string,
      status: OrderRow['status'],
      note: string,
      extra: { actorUserId?: string | null; at?: Date } = {},
    ): Promise<void> {
      await db.insert(orderStatusHistory).values({
        orderId,
        status,
        note,
        actorUserId: extra.actorUserId ?? null,
        ...(extra.at ? { createdAt: extra.at } : {}),
      });
    },

    async find(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    /** The order, locked until the transaction ends: payment events and operations on one order take turns. */
    async lock(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    /** Moves the order to `status` only from one of `from`. */
    setStatus(orderId: string, status: OrderStatus, from: OrderStatus[], at: Date): Promise<boolean> {
      return updateFrom(orderId, from, { status, updatedAt: at });
    },

    /** Paid exactly once: the update matches only an order not yet paid. */
    async markPaid(orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 'processing', paymentStatus: 'paid', placedAt: at, reservationExpiresAt: null, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), ne(orders.paymentStatus, 'paid')))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** Records the shopper's (or the owner's) answer to a cash-on-delivery order's confirmation. */
    async setCodConfirmation(orderId: string, value: 'confirmed' | 'cancelled', at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ codConfirmation: value, codConfirmationAt: at, updatedAt: at })
        .where(eq(orders.id, orderId));
    },

    /**
     * Placed cash-on-delivery orders still awaiting their confirmation that were placed by
     * `deadline`: only those whose message went to a phone (`cod_phone`, kept since migration 0026);
     * one placed earlier, or to a number that is no mobile, is left to the owner's call.
     */
    async unconfirmedCashOnDelivery(deadline: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.codConfirmation, 'awaiting'),
            eq(orders.status, 'processing'),
            lte(orders.placedAt, deadline),
            isNotNull(orders.codPhone),
          ),
        )
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /**
     * A cash-on-delivery order held for its emailed link (placed before such orders needed a proven
     * phone) becomes placed, once, and only while its hold lasts: the sweeper's release of a run-out
     * hold and this update cannot both happen.
     */
    async confirmHeldCashOnDelivery(orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        // The emailed link the shopper opened for this order is its confirmation too (decision 0046).
        .set({
          status: 'processing',
          placedAt: at,
          reservationExpiresAt: null,
          codConfirmation: 'confirmed',
          codConfirmationAt: at,
          updatedAt: at,
        })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            eq(orders.paymentMethod, 'cod'),
            gt(orders.reservationExpiresAt, at),
          ),
        )
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    /** Records a failed attempt on an unpaid order; a paid order is never moved back. */
    async markPaymentFailed(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus: 'failed', updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending'), eq(orders.paymentStatus, 'pending')));
    },

    /** An order paid for after its stock was sold elsewhere: cancelled, the money to be refunded. */
    async cancelPaidUnfulfillable(orderId: string, at: Date): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'cancelled', paymentStatus: 'paid', cancelledAt: at, reservationExpiresAt: null, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },

    async setPaymentStatus(orderId: string, paymentStatus: PaymentStatus, onlyFrom: PaymentStatus[]): Promise<void> {
      await db
        .update(orders)
        .set({ paymentStatus, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), inArray(orders.paymentStatus, onlyFrom)));
    },

    /** Cancels an order still in `from`, once; its stock hold (if any) ends with it. */
    markCancelled(orderId: string, from: OrderStatus, at: Date): Promise<boolean> {
      return updateFrom(orderId, [from], {
        status: 'cancelled',
        cancelledAt: at,
        reservationExpiresAt: null,
        updatedAt: at,
      });
    },

    markShipped(orderId: string, values: { courier: string; trackingNumber: string; at: Date }): Promise<boolean> {
      return updateFrom(orderId, ['processing'], {
        status: 'shipped',
        courier: values.courier,
        trackingNumber: values.trackingNumber,
        shippedAt: values.at,
        updatedAt: values.at,
      });
    },

    /** Delivered; a cash-on-delivery order is paid at the door at the same moment. */
    markDelivered(orderId: string, at: Date, paidOnDelivery: boolean): Promise<boolean> {
      return updateFrom(orderId, ['shipped', 'out_for_delivery'], {
        status: 'delivered',
        deliveredAt: at,
        updatedAt: at,
        ...(paidOnDelivery ? { paymentStatus: 'paid' as const } : {}),
      });
    },

    /** A parcel returned to origin, taken in by the owner: true once only, whoever presses second. */
    async markReceivedBack(orderId: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ receivedBackAt: at, updatedAt: at })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'returned_to_origin'), isNull(orders.receivedBackAt)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },

    markReturned(orderId: string, at: Date): Promise<boolean> {
      return updateFrom(orderId, ['delivered'], { status: 'returned', updatedAt: at });
    },
  };
}
