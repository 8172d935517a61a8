import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, users, variants, wishlistItems } from '../../db/schema';

/** Each product's lowest price now, as the product page shows it "from". */
const lowestPrices = (db: Db) =>
  db
    .select({
      productId: variants.productId,
      pricePaise: sql<number>`min(${variants.pricePaise})::int`.as('price_paise'),
    })
    .from(variants)
    .groupBy(variants.productId)
    .as('lowest');

/** The wishlist's last seen prices and the drops below them (decision 0150). */
export function priceDropRepository(db: Db) {
  return {
    /**
     * A price that rose becomes the one seen, so the next drop below it is told. A product is
     * wishlisted with its price then (wishlist-repository.ts); a row from before that has none and
     * starts from the price now.
     */
    async catchUp(): Promise<void> {
      // Written with table names: drizzle leaves an update's columns unqualified, and the
      // subquery's table has a product_id of its own.
      const lowest = sql`(select min(v.price_paise) from variants v where v.product_id = wishlist_items.product_id)`;
      await db
        .update(wishlistItems)
        .set({ priceSeenPaise: lowest })
        .where(sql`${wishlistItems.priceSeenPaise} is null or ${wishlistItems.priceSeenPaise} < ${lowest}`);
    },

    /** Wishlisted active products whose lowest price is below the one their shopper last saw. */
    drops(limit: number) {
      const lowest = lowestPrices(db);
      return db
        .select({
          userId: wishlistItems.userId,
          productId: wishlistItems.productId,
          seenPaise: sql<number>`${wishlistItems.priceSeenPaise}`,
          pricePaise: lowest.pricePaise,
          slug: products.slug,
          name: products.name,
          nameHi: products.nameHi,
          wanted: users.priceDropAlerts,
          phone: users.phone,
          phoneVerifiedAt: users.phoneVerifiedAt,
          whatsappUpdates: users.whatsappUpdates,
          email: users.email,
          emailVerifiedAt: users.emailVerifiedAt,
          locale: users.locale,
        })
        .from(wishlistItems)
        .innerJoin(lowest, eq(lowest.productId, wishlistItems.productId))
        .innerJoin(products, and(eq(products.id, wishlistItems.productId), eq(products.status, 'active')))
        .innerJoin(users, eq(users.id, wishlistItems.userId))
        .where(lt(lowest.pricePaise, wishlistItems.priceSeenPaise))
        .limit(limit);
    },

    /** Takes one drop for this sweep alone: the price seen moves down only from the value read. */
    async claim(drop: { userId: string; productId: string; seenPaise: number; pricePaise: number }): Promise<boolean> {
      const rows = await db
        .update(wishlistItems)
        .set({ priceSeenPaise: drop.pricePaise })
        .where(
          and(
            eq(wishlistItems.userId, drop.userId),
            eq(wishlistItems.productId, drop.productId),
            eq(wishlistItems.priceSeenPaise, drop.seenPaise),
          ),
        )
        .returning({ userId: wishlistItems.userId });
      return rows.length === 1;
    },
  };
}
