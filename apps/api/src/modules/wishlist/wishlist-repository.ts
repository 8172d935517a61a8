import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, variants, wishlistItems } from '../../db/schema';

const productWithEverything = {
  with: { variants: true, images: true, collections: { columns: { collectionSlug: true } } },
} as const;

// Every query names the owner: a wishlist is only ever reached through its user's id.
export function wishlistRepository(db: Db) {
  return {
    async listWithProducts(userId: string) {
      const rows = await db.query.wishlistItems.findMany({
        where: eq(wishlistItems.userId, userId),
        with: { product: productWithEverything },
        orderBy: [desc(wishlistItems.createdAt), desc(wishlistItems.productId)],
      });
      // A product the shop has archived disappears from wishlists with it.
      return rows.filter((row) => row.product.status === 'active');
    },

    /** Which of `ids` are products on sale now. */
    async activeProductIds(ids: string[]): Promise<string[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, ids), eq(products.status, 'active')));
      return rows.map((row) => row.id);
    },

    /** The ids that were not there before, each remembering its lowest price now (a later drop is told). */
    async add(userId: string, productIds: string[]): Promise<string[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .insert(wishlistItems)
        .values(
          productIds.map((productId) => ({
            userId,
            productId,
            priceSeenPaise: sql<number>`(select min(${variants.pricePaise}) from ${variants} where ${variants.productId} = ${productId})`,
          })),
        )
        .onConflictDoNothing()
        .returning({ productId: wishlistItems.productId });
      return rows.map((row) => row.productId);
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const rows = await db
        .delete(wishlistItems)
        .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
        .returning({ productId: wishlistItems.productId });
      return rows.length > 0;
    },

    async clear(userId: string): Promise<void> {
      await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
    },

    async count(userId: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
      return Number(row?.n ?? 0);
    },
  };
}

export type WishlistRepository = ReturnType<typeof wishlistRepository>;
export type WishlistRow = Awaited<ReturnType<WishlistRepository['listWithProducts']>>[number];
