import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, cartItems, cartSetItems, carts, orderItems, products } from '../../db/schema';

export type CheckoutSource = 'cart' | 'buy_now';

const CHECKOUT_ACTION = 'order.checkout';

/** Each product's units in the order, as the derived table `sold(product_id, quantity)`. */
function unitsSold(orderId: string) {
  return sql`(
    select ${orderItems.productId} as product_id, sum(${orderItems.quantity})::int as quantity
    from ${orderItems}
    where ${orderItems.orderId} = ${orderId} and ${orderItems.productId} is not null
    group by ${orderItems.productId}
  ) as sold`;
}

/**
 * What an order changes outside itself once it is a sale (paid online, or placed for cash on
 * delivery), and what a cancellation or a return takes back: the best-seller counts, the bought
 * sizes in the cart; and where the order came from. (The coupon's redemption is the coupons
 * module's: it is reserved when the order is placed.)
 */
export function saleRepository(db: Db) {
  return {
    /** Remembers where the order came from, so paying for it empties the cart only when it was the cart. */
    async recordSource(orderId: string, userId: string, after: { source: CheckoutSource; totalPaise: number }) {
      await db
        .insert(auditLog)
        .values({ actorUserId: userId, action: CHECKOUT_ACTION, entity: 'order', entityId: orderId, after });
    },

    async source(orderId: string): Promise<CheckoutSource> {
      const [row] = await db
        .select({ after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, orderId), eq(auditLog.action, CHECKOUT_ACTION)))
        .limit(1);
      return (row?.after as { source?: CheckoutSource } | null)?.source === 'cart' ? 'cart' : 'buy_now';
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

    /** The bought sizes and sets leave the cart (anything added since stays), and so does the coupon the order used. */
    async removeFromCart(
      userId: string,
      bought: { variantIds: string[]; setIds: string[] },
      couponCode: string | null,
    ): Promise<void> {
      const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId)).limit(1);
      if (!cart) return;
      if (bought.variantIds.length > 0) {
        await db
          .delete(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), inArray(cartItems.variantId, bought.variantIds)));
      }
      if (bought.setIds.length > 0) {
        await db
          .delete(cartSetItems)
          .where(and(eq(cartSetItems.cartId, cart.id), inArray(cartSetItems.setId, bought.setIds)));
      }
      if (couponCode) {
        await db
          .update(carts)
          .set({ couponCode: null, updatedAt: new Date() })
          .where(and(eq(carts.id, cart.id), eq(carts.couponCode, couponCode)));
      }
    },
  };
}
