import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/** What a page personalises, read in one statement: the summary is the hottest personal read. */
export function meRepository(db: Db) {
  return {
    async summary(userId: string) {
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          phone: users.phone,
          whatsappUpdates: users.whatsappUpdates,
          priceDropAlerts: users.priceDropAlerts,
          cartReminders: users.cartReminders,
          avatar: users.avatar,
          isAdmin: users.isAdmin,
          emailVerifiedAt: users.emailVerifiedAt,
          emailNotifications: users.emailNotifications,
          // Written with table names: drizzle leaves columns unqualified in a one-table select,
          // and every subquery below has a user_id of its own.
          // As countsFor (auth-repository.ts): an online order still awaiting payment is not yet placed.
          orderCount: sql<number>`(select count(*) from orders o
            where o.user_id = users.id and o.status <> 'pending')::int`,
          wishlist: sql<string[]>`coalesce((select array_agg(w.product_id::text order by w.created_at)
            from wishlist_items w where w.user_id = users.id), '{}'::text[])`,
          // As the cart's own itemCount: archived products drop out of carts (cart-service.ts).
          cartCount: sql<number>`coalesce((select sum(i.quantity) from cart_items i
            join carts c on c.id = i.cart_id join products p on p.id = i.product_id
            where c.user_id = users.id and p.status = 'active'), 0)::int`,
          coupon: sql<string | null>`(select c.coupon_code from carts c where c.user_id = users.id)`,
        })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1);
      return row;
    },
  };
}
