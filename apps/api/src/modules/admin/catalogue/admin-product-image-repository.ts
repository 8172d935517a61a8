import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { orderItems, productImages } from '../../../db/schema';
import { imageUrl } from '../../../storage/image-storage';

/** A product's picture rows; admin-catalogue-repository.ts binds them into its transactions. */
export function adminProductImageQueries(db: Db) {
  return {
    async insertImage(values: typeof productImages.$inferInsert) {
      const [row] = await db.insert(productImages).values(values).returning();
      return row!;
    },

    /**
     * Whether a past order shows this picture: an order line keeps the address of one of its
     * widths, `imageUrl(pictureKey(path, width))`, which all begin `imageUrl(path)-`.
     */
    async imageInOrders(path: string): Promise<boolean> {
      const [row] = await db
        .select({ one: sql`1` })
        .from(orderItems)
        .where(sql`starts_with(${orderItems.image}, ${`${imageUrl(path)}-`})`)
        .limit(1);
      return row !== undefined;
    },

    async nextImagePosition(productId: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${productImages.position}) + 1, 0)`.mapWith(Number) })
        .from(productImages)
        .where(eq(productImages.productId, productId));
      return row?.n ?? 0;
    },

    listImages(productId: string) {
      return db
        .select()
        .from(productImages)
        .where(eq(productImages.productId, productId))
        .orderBy(asc(productImages.position), asc(productImages.createdAt));
    },

    async updateImage(id: string, values: { alt?: string; altHi?: string | null; position?: number }): Promise<void> {
      await db.update(productImages).set(values).where(eq(productImages.id, id));
    },

    async deleteImage(id: string): Promise<void> {
      await db.delete(productImages).where(eq(productImages.id, id));
    },
  };
}
