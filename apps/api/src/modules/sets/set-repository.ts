import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { transactional } from '../../db/transactional';
import { productSetParts, productSets, products, variants } from '../../db/schema';

export type SetRow = typeof productSets.$inferSelect;
export type SetColumns = Omit<typeof productSets.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

function setQueries(db: Db) {
  return {
    async insertSet(values: SetColumns): Promise<string> {
      const [row] = await db.insert(productSets).values(values).returning({ id: productSets.id });
      if (!row) throw new Error('set insert returned no row');
      return row.id;
    },

    async updateSet(id: string, values: Partial<SetColumns>): Promise<boolean> {
      const rows = await db
        .update(productSets)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productSets.id, id))
        .returning({ id: productSets.id });
      return rows.length === 1;
    },

    async replaceParts(setId: string, parts: { variantId: string; quantity: number }[]): Promise<void> {
      await db.delete(productSetParts).where(eq(productSetParts.setId, setId));
      await db
        .insert(productSetParts)
        .values(
          parts.map((part, position) => ({ setId, variantId: part.variantId, quantity: part.quantity, position })),
        );
    },

    async findById(id: string): Promise<SetRow | undefined> {
      const [row] = await db.select().from(productSets).where(eq(productSets.id, id)).limit(1);
      return row;
    },

    async findBySlug(slug: string): Promise<SetRow | undefined> {
      const [row] = await db.select().from(productSets).where(eq(productSets.slug, slug)).limit(1);
      return row;
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: productSets.id })
        .from(productSets)
        .where(and(eq(productSets.slug, slug), exceptId ? ne(productSets.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    async listAll(): Promise<SetRow[]> {
      return db.select().from(productSets).orderBy(asc(productSets.name));
    },

    /** The sets the owner shows, in name order (their parts' products may still be off sale). */
    async listActive(): Promise<SetRow[]> {
      return db.select().from(productSets).where(eq(productSets.status, 'active')).orderBy(asc(productSets.name));
    },

    /** The shown sets with a part of this product (by its URL), in name order. */
    async activeWithProduct(productSlug: string): Promise<SetRow[]> {
      return db
        .selectDistinct({ set: productSets })
        .from(productSets)
        .innerJoin(productSetParts, eq(productSetParts.setId, productSets.id))
        .innerJoin(variants, eq(variants.id, productSetParts.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(and(eq(productSets.status, 'active'), eq(products.slug, productSlug)))
        .then((rows) => rows.map((row) => row.set).sort((a, b) => a.name.localeCompare(b.name)));
    },

    /** The sizes asked for, as they are now, with their product's state. */
    async variantsById(variantIds: string[]) {
      if (variantIds.length === 0) return [];
      return db
        .select({ id: variants.id, productStatus: products.status })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.id, variantIds));
    },

    /** Every part of these sets as it is now: its size, price and stock, its product and cover picture. */
    async partsOf(setIds: string[]) {
      if (setIds.length === 0) return [];
      return db
        .select({
          setId: productSetParts.setId,
          quantity: productSetParts.quantity,
          variantId: variants.id,
          size: variants.size,
          sku: variants.sku,
          pricePaise: variants.pricePaise,
          originalPricePaise: variants.originalPricePaise,
          stock: variants.stock,
          productId: products.id,
          slug: products.slug,
          name: products.name,
          nameHi: products.nameHi,
          status: products.status,
          hsnCode: products.hsnCode,
          color: products.color,
          categorySlug: products.categorySlug,
          deitySlug: products.deitySlug,
          collections: sql<string[]>`array(
            select pc.collection_slug from product_collections pc where pc.product_id = ${products.id})`,
          specifications: products.specifications,
          image: sql<{ path: string; widths: number[]; alt: string; altHi: string | null } | null>`(
            select json_build_object('path', i.path, 'widths', i.widths, 'alt', i.alt, 'altHi', i.alt_hi)
            from product_images i where i.product_id = ${products.id}
            order by i.position, i.id limit 1)`,
        })
        .from(productSetParts)
        .innerJoin(variants, eq(variants.id, productSetParts.variantId))
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(productSetParts.setId, setIds))
        .orderBy(asc(productSetParts.setId), asc(productSetParts.position));
    },
  };
}

export function setRepository(db: Db) {
  return { ...setQueries(db), transaction: transactional(db, setQueries) };
}

export type SetRepository = ReturnType<typeof setRepository>;
export type SetQueries = ReturnType<typeof setQueries>;
export type SetPartRow = Awaited<ReturnType<SetQueries['partsOf']>>[number];
