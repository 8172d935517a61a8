import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@shop/shared/constants';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import {
  auditLog,
  cartItems,
  carts,
  couponRedemptions,
  coupons,
  orderItems,
  orders,
  orderStatusHistory,
  payments,
  products,
  refunds,
  variants,
  webhookEvents,
  stockMovements,
  type ShippingAddress,
} from '../../db/schema';
import { enqueueEmail, type OutgoingEmail } from '../email/email-outbox';
import type { CartLine } from '../cart/cart-service';

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type CheckoutSource = 'cart' | 'buy_now';

const CHECKOUT_ACTION = 'order.checkout';

/**
 * Updates the order only while its status is one of `from`, in one conditional statement: false,
 * with nothing changed, when it was elsewhere (or another request moved it first).
 */
export async function updateOrderFrom(
  db: Db,
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

/** Each product's units in the order, as the derived table `sold(product_id, quantity)`. */
function unitsSold(orderId: string) {
  return sql`(
    select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
    from ${orderItems}
    where ${orderItems.orderId} = ${orderId} and ${orderItems.productId} is not null
    group by ${orderItems.productId}
  ) as sold`;
}

async function refundTotal(db: Db, orderId: string, statuses: RefundRow['status'][]): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountPaise}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.status, statuses)));
  return Number(row?.total ?? 0);
}

function checkoutQueries(db: Db) {
  return {
    async insertOrder(values: {
      userId: string;
      status: 'pending' | 'processing';
      paymentMethod: PaymentMethod;
      subtotalPaise: number;
      discountPaise: number;
      shippingPaise: number;
      totalPaise: number;
      couponCode: string | null;
      shippingAddress: ShippingAddress;
      contactEmail: string;
      emailOffers: boolean;
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
          slug: line.slug,
          size: line.size,
          sku: line.sku,
          image: line.image,
          hsnCode: line.hsnCode,
          unitPricePaise: line.unitPricePaise,
          originalPricePaise: line.originalPricePaise,
          quantity: line.quantity,
        })),
      );
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

    /** Moves the order to `status` only from one of `from`: false, with nothing changed, when it was elsewhere. */
    setOrderStatus(orderId: string, status: OrderStatus, from: OrderStatus[], at: Date): Promise<boolean> {
      return updateOrderFrom(db, orderId, from, { status, updatedAt: at });
    },

    /** Remembers where the order came from, so paying for it empties the cart only when it was the cart. */
    async recordCheckout(orderId: string, userId: string, after: { source: CheckoutSource; totalPaise: number }) {
      await db
        .insert(auditLog)
        .values({ actorUserId: userId, action: CHECKOUT_ACTION, entity: 'order', entityId: orderId, after });
    },

    async checkoutSource(orderId: string): Promise<CheckoutSource> {
      const [row] = await db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId), eq(auditLog.action, CHECKOUT_ACTION)))
        .limit(1);
      return (row?.after as { source?: CheckoutSource } | null)?.source === 'cart' ? 'cart' : 'buy_now';
    },

    /**
     * Takes `quantity` units of a size if that many are there, in one conditional statement: two
     * shoppers racing for the last unit cannot both get it. False when the stock is short.
     */
    async reserveStock(variantId: string, quantity: number, orderId: string, reason: string): Promise<boolean> {
      const [row] = await db
        .update(variants)
        .set({ stock: sql`${variants.stock} - ${quantity}` })
        .where(and(eq(variants.id, variantId), gte(variants.stock, quantity)))
        .returning({ stock: variants.stock });
      if (!row) return false;
      await db.insert(stockMovements).values({ variantId, delta: -quantity, stockAfter: row.stock, reason, orderId });
      return true;
    },

    async variantStock(variantId: string): Promise<number> {
      const [row] = await db
        .select({ stock: variants.stock })
        .from(variants)
        .where(eq(variants.id, variantId))
        .limit(1);
      return row?.stock ?? 0;
    },

    /** Puts every unit of the order back on the shelf, each with its stock movement. */
    async restoreStock(orderId: string, reason: string, actorUserId: string | null = null): Promise<void> {
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

    async orderItems(orderId: string): Promise<OrderItemRow[]> {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.variantId));
    },

    /** The order, locked until the transaction ends: payment events for one order happen one at a time. */
    async lockOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).for('update');
      return row;
    },

    async findOrder(orderId: string): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return row;
    },

    async findPaymentByProviderOrderId(providerOrderId: string) {
      const [row] = await db
        .select({ payment: payments, userId: orders.userId })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .where(eq(payments.providerOrderId, providerOrderId))
        .limit(1);
      return row;
    },

    async findPaymentByProviderPaymentId(providerPaymentId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerPaymentId, providerPaymentId)).limit(1);
      return row;
    },

    async insertPayment(values: {
      orderId: string;
      provider: PaymentRow['provider'];
      providerOrderId: string | null;
      amountPaise: number;
      status: PaymentRow['status'];
    }): Promise<void> {
      await db.insert(payments).values(values);
    },

    async updatePayment(
      id: string,
      values: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId' | 'method' | 'capturedAt' | 'failureReason'>>,
    ): Promise<void> {
      await db
        .update(payments)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(payments.id, id));
    },

    /**
     * Ends an unpaid order's hold on its stock, once: only the caller whose update matched may put
     * the stock back. With `expiredBy`, only a hold that has run out is ended.
     */
    async claimReservation(orderId: string, expiredBy?: Date): Promise<boolean> {
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

    async expiredReservations(now: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.reservationExpiresAt, now)))
        .orderBy(asc(orders.reservationExpiresAt))
        .limit(limit);
      return rows.map((row) => row.id);
    },

    /** The user's unpaid orders still holding stock. */
    async heldReservations(userId: string): Promise<string[]> {
      const rows = await db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.status, 'pending'), isNotNull(orders.reservationExpiresAt)));
      return rows.map((row) => row.id);
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

    /** Counts the coupon as used by this order (once per order). */
    async insertRedemption(input: { couponCode: string; userId: string; orderId: string; discountPaise: number }) {
      const [coupon] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(eq(coupons.code, input.couponCode))
        .limit(1);
      if (!coupon) return;
      await db
        .insert(couponRedemptions)
        .values({
          couponId: coupon.id,
          userId: input.userId,
          orderId: input.orderId,
          discountPaise: input.discountPaise,
        })
        .onConflictDoNothing({ target: couponRedemptions.orderId });
    },

    /** Best sellers are counted from what was actually sold. */
    async addSales(orderId: string): Promise<void> {
      await db.execute(sql`
        update ${products} set sales_count = ${products.salesCount} + sold.quantity
        from ${unitsSold(orderId)}
        where ${products.id} = sold.product_id`);
    },

    /** Best sellers count what was kept: a cancelled or returned order's units are taken back off. */
    async subtractSales(orderId: string): Promise<void> {
      await db.execute(sql`
        update ${products} set sales_count = greatest(0, ${products.salesCount} - sold.quantity)
        from ${unitsSold(orderId)}
        where ${products.id} = sold.product_id`);
    },

    /** The bought sizes leave the cart (anything added since stays), and so does the coupon the order used. */
    async removeFromCart(userId: string, variantIds: string[], couponCode: string | null): Promise<void> {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
      if (!cart) return;
      if (variantIds.length > 0) {
        await db.delete(cartItems).where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.variantId, variantIds)));
      }
      if (couponCode) {
        await db
          .update(carts)
          .set({ couponCode: null, updatedAt: new Date() })
          .where(and(eq(carts.id, cart.id), eq(carts.couponCode, couponCode)));
      }
    },

    /** A refund to start, or the one already recorded under the same key. */
    async insertRefund(values: {
      orderId: string;
      paymentId: string;
      amountPaise: number;
      idempotencyKey: string;
      reason: string;
      status: RefundRow['status'];
      providerRefundId?: string;
    }): Promise<RefundRow> {
      await db.insert(refunds).values(values).onConflictDoNothing({ target: refunds.idempotencyKey });
      const [row] = await db.select().from(refunds).where(eq(refunds.idempotencyKey, values.idempotencyKey)).limit(1);
      if (!row) throw new Error('refund row missing after insert');
      return row;
    },

    /** Marks a refund processed, once: false when it already was. */
    async markRefundProcessed(id: string, providerRefundId?: string): Promise<boolean> {
      const rows = await db
        .update(refunds)
        .set({ status: 'processed', ...(providerRefundId ? { providerRefundId } : {}), updatedAt: new Date() })
        .where(and(eq(refunds.id, id), ne(refunds.status, 'processed')))
        .returning({ id: refunds.id });
      return rows.length === 1;
    },

    async updateRefund(id: string, values: Partial<Pick<RefundRow, 'status' | 'providerRefundId'>>): Promise<void> {
      await db
        .update(refunds)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(refunds.id, id));
    },

    async findRefundByProviderId(providerRefundId: string): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.providerRefundId, providerRefundId)).limit(1);
      return row;
    },

    /** Refunds recorded but never accepted by the provider (it was down), to try again. */
    async unsentRefunds(createdBefore: Date, limit: number) {
      return db
        .select({ refund: refunds, providerPaymentId: payments.providerPaymentId })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(
          and(eq(refunds.status, 'pending'), isNull(refunds.providerRefundId), lte(refunds.createdAt, createdBefore)),
        )
        .orderBy(asc(refunds.createdAt))
        .limit(limit);
    },

    processedRefundTotal(orderId: string): Promise<number> {
      return refundTotal(db, orderId, ['processed']);
    },

    /** Refunds made or under way (a failed one gave nothing back). */
    committedRefundTotal(orderId: string): Promise<number> {
      return refundTotal(db, orderId, ['pending', 'processed']);
    },

    async capturedTotal(orderId: string): Promise<number> {
      const [row] = await db
        .select({ total: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::int` })
        .from(payments)
        .where(and(eq(payments.orderId, orderId), notInArray(payments.status, ['created', 'failed', 'authorized'])));
      return Number(row?.total ?? 0);
    },

    async webhookSeen(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: webhookEvents.id })
        .from(webhookEvents)
        .where(eq(webhookEvents.id, id))
        .limit(1);
      return row !== undefined;
    },

    /** False when the event was already recorded (a repeated delivery). */
    async recordWebhook(values: { id: string; provider: string; type: string; payload: unknown }): Promise<boolean> {
      const rows = await db
        .insert(webhookEvents)
        .values(values)
        .onConflictDoNothing({ target: webhookEvents.id })
        .returning({ id: webhookEvents.id });
      return rows.length === 1;
    },

    enqueueEmail(email: OutgoingEmail) {
      return enqueueEmail(db, email);
    },
  };
}

function transactionQueries(tx: Db) {
  return {
    ...checkoutQueries(tx),
    savepoint: transactional(tx, checkoutQueries),
  };
}

/** The queries inside a transaction. */
export type CheckoutQueries = ReturnType<typeof transactionQueries>;

export function checkoutRepository(db: Db) {
  return {
    ...checkoutQueries(db),
    transaction: transactional(db, transactionQueries),
  };
}

export type CheckoutRepository = ReturnType<typeof checkoutRepository>;
