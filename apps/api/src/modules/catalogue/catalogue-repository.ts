import { and, asc, avg, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { collections, deities, products, reviews } from '../../db/schema';

const withEverything = {
  variants: true,
  images: true,
  collections: { columns: { collectionSlug: true } },
} as const;

// The search document is the database's to match against; the catalogue never reads it.
const withoutSearchColumns = { searchVector: false, searchCollections: false } as const;

export function catalogueRepository(db: Db) {
  return {
    listActiveProducts() {
      return db.query.products.findMany({
        where: eq(products.status, 'active'),
        columns: withoutSearchColumns,
        with: withEverything,
        orderBy: (p, { desc, asc }) => [desc(p.isFeatured), desc(p.salesCount), asc(p.name)],
      });
    },

    listCollections() {
      return db
        .select({
          slug: collections.slug,
          name: collections.name,
          description: collections.description,
          kind: collections.kind,
          sortOrder: collections.sortOrder,
        })
        .from(collections)
        .orderBy(asc(collections.sortOrder), asc(collections.slug));
    },

    listDeities() {
      return db
        .select({
          slug: deities.slug,
          name: deities.name,
          description: deities.description,
          sortOrder: deities.sortOrder,
        })
        .from(deities)
        .orderBy(asc(deities.sortOrder), asc(deities.slug));
    },

    /** Average and count of each product's approved reviews: the only ratings the shop shows. */
    async listRatingSummaries(): Promise<Map<string, { average: number; count: number }>> {
      const rows = await db
        .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(eq(reviews.status, 'approved'))
        .groupBy(reviews.productId);
      return new Map(
        rows.map((r) => [r.productId, { average: Math.round(Number(r.average) * 10) / 10, count: r.count }]),
      );
    },

    findActiveBySlug(slug: string) {
      return db.query.products.findFirst({
        where: and(eq(products.slug, slug), eq(products.status, 'active')),
        columns: withoutSearchColumns,
        with: withEverything,
      });
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;

/** The primary's `catalogue_version` (moved by triggers on every catalogue write) and NOTIFY. */
export function catalogueVersionRepository(db: Db) {
  return {
    async read(): Promise<number> {
      const result = (await db.execute(sql`select last_value as value from catalogue_version`)) as unknown as {
        rows: { value: string | number }[];
      };
      return Number(result.rows[0]?.value ?? 0);
    },

    async notify(channel: string, message: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${message})`);
    },
  };
}
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findActiveBySlug']>>>;
