import { and, asc, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { transactional } from '../../../db/transactional';
import {
  collections,
  deities,
  orderItems,
  productCollections,
  productImages,
  products,
  stockMovements,
  variants,
} from '../../../db/schema';
import { containsPattern } from '../shared/search-pattern';
import { adminProductImageQueries } from './admin-product-image-repository';
import { adminStockQueries } from './admin-stock-repository';

type ProductInsert = typeof products.$inferInsert;

// Written out in full: inside a select list Drizzle renders a column without its table, which a
// correlated subquery would read as its own table's column.
const PRODUCT_ID = sql.raw('"products"."id"');

export type ProductFilters = {
  q?: string;
  collection?: string;
  deity?: string;
  status?: 'active' | 'draft' | 'archived';
  lowStock?: boolean;
};

function adminQueries(db: Db) {
  function productConditions(filters: ProductFilters, threshold: number): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filters.q) {
      const pattern = containsPattern(filters.q);
      conditions.push(
        or(
          ilike(products.name, pattern),
          ilike(products.sku, pattern),
          sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and v.sku ilike ${pattern})`,
        ),
      );
    }
    if (filters.collection) {
      conditions.push(
        or(
          eq(products.categorySlug, filters.collection),
          sql`exists (select 1 from ${productCollections} pc where pc.product_id = ${products.id} and pc.collection_slug = ${filters.collection})`,
        ),
      );
    }
    if (filters.deity) conditions.push(eq(products.deitySlug, filters.deity));
    if (filters.status) conditions.push(eq(products.status, filters.status));
    if (filters.lowStock) {
      conditions.push(
        sql`exists (select 1 from ${variants} v where v.product_id = ${products.id} and v.stock <= ${threshold})`,
      );
    }
    return and(...conditions);
  }

  return {
    ...adminProductImageQueries(db),
    ...adminStockQueries(db),

    async countProducts(filters: ProductFilters, threshold: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(products).where(productConditions(filters, threshold));
      return row?.n ?? 0;
    },

    listProducts(filters: ProductFilters, threshold: number, limit: number, offset: number) {
      return db
        .select({
          id: products.id,
          name: products.name,
          slug: products.slug,
          sku: products.sku,
          categorySlug: products.categorySlug,
          deitySlug: products.deitySlug,
          status: products.status,
          updatedAt: products.updatedAt,
          minPricePaise:
            sql<number>`(select coalesce(min(v.price_paise), 0) from ${variants} v where v.product_id = ${PRODUCT_ID})`.mapWith(
              Number,
            ),
          totalStock:
            sql<number>`(select coalesce(sum(v.stock), 0) from ${variants} v where v.product_id = ${PRODUCT_ID})`.mapWith(
              Number,
            ),
          variantCount: sql<number>`(select count(*) from ${variants} v where v.product_id = ${PRODUCT_ID})`.mapWith(
            Number,
          ),
          lowStock: sql<boolean>`exists (select 1 from ${variants} v where v.product_id = ${PRODUCT_ID} and v.stock <= ${threshold})`,
          imagePath: sql<
            string | null
          >`(select i.path from ${productImages} i where i.product_id = ${PRODUCT_ID} order by i.position, i.created_at limit 1)`,
          imageWidths: sql<
            number[] | null
          >`(select i.widths from ${productImages} i where i.product_id = ${PRODUCT_ID} order by i.position, i.created_at limit 1)`,
        })
        .from(products)
        .where(productConditions(filters, threshold))
        .orderBy(desc(products.updatedAt), asc(products.name))
        .limit(limit)
        .offset(offset);
    },

    findProduct(id: string) {
      return db.query.products.findFirst({
        where: eq(products.id, id),
        columns: { searchVector: false, searchCollections: false, detailDigest: false },
        with: { variants: true, images: true, collections: { columns: { collectionSlug: true } } },
      });
    },

    async lockProduct(id: string): Promise<boolean> {
      const rows = await db.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
      return rows.length > 0;
    },

    async hasOrders(productId: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(orderItems)
        .where(
          or(
            eq(orderItems.productId, productId),
            sql`${orderItems.variantId} in (select id from ${variants} where product_id = ${productId})`,
          ),
        );
      return (row?.n ?? 0) > 0;
    },

    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      const [row] = await db
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.slug, slug), exceptId ? ne(products.id, exceptId) : undefined))
        .limit(1);
      return row !== undefined;
    },

    /** The first of `skus` used by another product or by a size of another product. */
    async takenSku(skus: string[], exceptProductId?: string): Promise<string | undefined> {
      if (skus.length === 0) return undefined;
      const onProducts = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(inArray(products.sku, skus), exceptProductId ? ne(products.id, exceptProductId) : undefined))
        .limit(1);
      if (onProducts[0]) return onProducts[0].sku;
      const onVariants = await db
        .select({ sku: variants.sku })
        .from(variants)
        .where(and(inArray(variants.sku, skus), exceptProductId ? ne(variants.productId, exceptProductId) : undefined))
        .limit(1);
      return onVariants[0]?.sku;
    },

    async existingCollections(slugs: string[]): Promise<Set<string>> {
      if (slugs.length === 0) return new Set();
      const rows = await db
        .select({ slug: collections.slug })
        .from(collections)
        .where(inArray(collections.slug, slugs));
      return new Set(rows.map((r) => r.slug));
    },

    async deityExists(slug: string): Promise<boolean> {
      const rows = await db.select({ slug: deities.slug }).from(deities).where(eq(deities.slug, slug)).limit(1);
      return rows.length > 0;
    },

    listCollections() {
      return db
        .select({ slug: collections.slug, name: collections.name, kind: collections.kind })
        .from(collections)
        .orderBy(asc(collections.sortOrder), asc(collections.name));
    },

    listDeities() {
      return db
        .select({ slug: deities.slug, name: deities.name })
        .from(deities)
        .orderBy(asc(deities.sortOrder), asc(deities.name));
    },

    async insertProduct(values: ProductInsert): Promise<string> {
      const [row] = await db.insert(products).values(values).returning({ id: products.id });
      return row!.id;
    },

    async updateProduct(id: string, values: Partial<ProductInsert>): Promise<void> {
      await db
        .update(products)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(products.id, id));
    },

    async touchProduct(id: string): Promise<void> {
      await db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, id));
    },

    async deleteProduct(id: string): Promise<void> {
      await db.delete(products).where(eq(products.id, id));
    },

    async replaceCollections(productId: string, slugs: string[]): Promise<void> {
      await db.delete(productCollections).where(eq(productCollections.productId, productId));
      if (slugs.length > 0) {
        await db.insert(productCollections).values(slugs.map((collectionSlug) => ({ productId, collectionSlug })));
      }
    },

    /** The product's sizes, locked until the transaction ends (stock is set from them). */
    lockVariants(productId: string) {
      return db.select().from(variants).where(eq(variants.productId, productId)).for('update');
    },

    async insertVariant(values: typeof variants.$inferInsert): Promise<string> {
      const [row] = await db.insert(variants).values(values).returning({ id: variants.id });
      return row!.id;
    },

    async updateVariant(id: string, values: Partial<typeof variants.$inferInsert>): Promise<void> {
      await db.update(variants).set(values).where(eq(variants.id, id));
    },

    async deleteVariants(ids: string[]): Promise<void> {
      if (ids.length > 0) await db.delete(variants).where(inArray(variants.id, ids));
    },

    async recordMovement(values: typeof stockMovements.$inferInsert): Promise<void> {
      await db.insert(stockMovements).values(values);
    },
  };
}

export type AdminCatalogueQueries = ReturnType<typeof adminQueries>;

export function adminCatalogueRepository(db: Db) {
  return {
    ...adminQueries(db),
    transaction: transactional(db, adminQueries),
  };
}

export type AdminCatalogueRepository = ReturnType<typeof adminCatalogueRepository>;
export type AdminProductRecord = NonNullable<Awaited<ReturnType<AdminCatalogueQueries['findProduct']>>>;
