import { and, asc, avg, count, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { catalogueChanges, collections, deities, products, reviews, variants } from '../../db/schema';

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
          hi: { name: collections.nameHi, description: collections.descriptionHi },
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
          hi: { name: deities.nameHi, description: deities.descriptionHi },
          sortOrder: deities.sortOrder,
        })
        .from(deities)
        .orderBy(asc(deities.sortOrder), asc(deities.slug));
    },

    /** The listed ones of these products, as listActiveProducts() reads them (order aside). */
    listActiveProductsIn(ids: readonly string[]) {
      return db.query.products.findMany({
        where: and(inArray(products.id, [...ids]), eq(products.status, 'active')),
        columns: withoutSearchColumns,
        with: withEverything,
      });
    },

    /** What a stock-only change moves: these products' variants' stock and their sales counts. */
    listCounts(ids: readonly string[]) {
      return db
        .select({
          productId: variants.productId,
          variantId: variants.id,
          stock: variants.stock,
          salesCount: products.salesCount,
        })
        .from(variants)
        .innerJoin(products, eq(products.id, variants.productId))
        .where(inArray(variants.productId, [...ids]));
    },

    /**
     * Average and count of each product's approved reviews: the only ratings the shop shows.
     * Only these products' with `ids`.
     */
    async listRatingSummaries(ids?: readonly string[]): Promise<Map<string, { average: number; count: number }>> {
      const approved = eq(reviews.status, 'approved');
      const rows = await db
        .select({ productId: reviews.productId, average: avg(reviews.rating), count: count() })
        .from(reviews)
        .where(ids ? and(approved, inArray(reviews.productId, [...ids])) : approved)
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

    /**
     * The changes logged after version `after` up to `upTo`, and the oldest version still logged
     * (older ones are pruned: an instance that has not seen them must read everything).
     */
    async changes(after: number, upTo: number) {
      const [rows, [oldest]] = await Promise.all([
        db
          .select({
            version: catalogueChanges.version,
            productId: catalogueChanges.productId,
            kind: catalogueChanges.kind,
          })
          .from(catalogueChanges)
          .where(and(gt(catalogueChanges.version, after), lte(catalogueChanges.version, upTo))),
        db.select({ version: sql<string | null>`min(${catalogueChanges.version})` }).from(catalogueChanges),
      ]);
      return { rows, oldest: oldest?.version ? Number(oldest.version) : undefined };
    },

    /** Forgets changes older than `olderThanMs`, keeping the newest so a gap can still be told. */
    async prune(olderThanMs: number): Promise<void> {
      await db.execute(sql`
        delete from ${catalogueChanges}
        where ${catalogueChanges.changedAt} < now() - make_interval(secs => ${olderThanMs / 1000})
          and ${catalogueChanges.version} < (select max(${catalogueChanges.version}) from ${catalogueChanges})`);
    },

    async notify(channel: string, message: string): Promise<void> {
      await db.execute(sql`select pg_notify(${channel}, ${message})`);
    },
  };
}
export type ProductRow = NonNullable<Awaited<ReturnType<CatalogueRepository['findActiveBySlug']>>>;
