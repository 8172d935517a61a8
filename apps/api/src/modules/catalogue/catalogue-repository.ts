import { and, asc, avg, count, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  campaigns,
  catalogueChanges,
  collections,
  deities,
  productCollections,
  productImages,
  productSetParts,
  productSets,
  products,
  reviews,
  variants,
} from '../../db/schema';
import type { IndexRow } from './catalogue-records';

const withEverything = {
  variants: true,
  images: true,
  collections: { columns: { collectionSlug: true } },
} as const;

// The search document is the database's to match against; the catalogue never reads it.
const withoutSearchColumns = { searchVector: false, searchCollections: false, detailDigest: false } as const;

/** The shop's own order: featured first, then best sellers, then by name. */
const SHOP_ORDER = sql`order by p.is_featured desc, p.sales_count desc, p.name asc, p.id asc`;

/** The id at `fraction` of the way through all ids (random ids spread evenly). */
function uuidAt(fraction: number): string {
  const hex = Math.floor(fraction * 0x100000000)
    .toString(16)
    .padStart(8, '0');
  return `${hex}-0000-0000-0000-000000000000`;
}

/** An index row as the database sends it: one JSON array, in IndexRow's order of fields. */
type IndexTuple = [
  id: string,
  slug: string,
  name: string,
  deity: string | null,
  category: string,
  color: string,
  colorHi: string | null,
  material: string,
  featured: boolean,
  salesCount: number,
  createdAtMs: number,
  updatedAtMs: number,
  variants: [size: string, pricePaise: number, originalPricePaise: number | null, stock: number][],
  collections: string[],
  detail: string,
];

export function catalogueRepository(db: Db, { wholeReadSlices = 1 }: { wholeReadSlices?: number } = {}) {
  /**
   * The index rows of the listed products `where` picks (`ordered`: in the shop's order). Each row
   * comes as one JSON array: at a start's 100,000 rows the driver's work per column (a string cut
   * from the buffer, a parser called) was most of the read's time.
   */
  async function indexRows(where: SQL, ordered = false): Promise<IndexRow[]> {
    const query = sql`
      select json_build_array(p.id, p.slug, p.name, p.deity_slug, p.category_slug, p.color,
        nullif(btrim(p.specifications_hi->>'color'), ''), p.material, p.is_featured, p.sales_count,
        floor(extract(epoch from p.created_at) * 1000)::float8,
        floor(extract(epoch from p.updated_at) * 1000)::float8,
        coalesce((select json_agg(json_build_array(v.size, v.price_paise, v.original_price_paise, v.stock)
                    order by v.position, v.id)
                  from ${variants} v where v.product_id = p.id), '[]'::json),
        coalesce((select json_agg(c.collection_slug order by c.collection_slug)
                  from ${productCollections} c where c.product_id = p.id), '[]'::json),
        md5(coalesce(p.detail_digest, '')
            || coalesce((select string_agg(i.xmin::text, ',' order by i.position, i.id)
                         from ${productImages} i where i.product_id = p.id), ''))) as r
      from ${products} p
      where p.status = 'active' and ${where} ${ordered ? SHOP_ORDER : sql``}`;
    // PostgreSQL would compile this query to machine code first, which costs more than running it.
    const result = (await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      return tx.execute(query);
    })) as unknown as { rows: { r: IndexTuple }[] };
    return result.rows.map(({ r }) => ({
      id: r[0],
      slug: r[1],
      name: r[2],
      deity: r[3],
      category: r[4],
      color: r[5],
      colorHi: r[6],
      material: r[7],
      featured: r[8],
      salesCount: r[9],
      createdAtMs: r[10],
      updatedAtMs: r[11],
      variants: r[12].map(([size, pricePaise, originalPricePaise, stock]) => ({
        size,
        pricePaise,
        originalPricePaise,
        stock,
      })),
      collections: r[13],
      detail: r[14],
    }));
  }

  return {
    /**
     * The listing index's rows (catalogue-index.ts) of every listed product, in the shop's order,
     * or of these products: a few columns, the sizes and the collections, and a digest of the rest
     * (the row's own digest, which a trigger keeps, and its pictures' row versions, which any write
     * to one moves) to tell an edit by, so neither descriptions nor pictures leave the database.
     */
    async listIndexRows(ids?: readonly string[]): Promise<IndexRow[]> {
      if (ids?.length === 0) return [];
      if (ids !== undefined) {
        return indexRows(
          sql`p.id in ${sql`(${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`}`,
          true,
        );
      }
      if (wholeReadSlices === 1) return indexRows(sql`true`, true);
      // The whole read in slices by id, each on a connection of its own, so the database's cores
      // share the per-product work; one more query puts them in the shop's order. A product listed
      // or unlisted between the queries is caught up by the change that did it.
      const bounds = Array.from({ length: wholeReadSlices + 1 }, (_, i) =>
        i === 0 || i === wholeReadSlices ? undefined : uuidAt(i / wholeReadSlices),
      );
      const ordered = db.execute(sql`select p.id from ${products} p where p.status = 'active' ${SHOP_ORDER}`);
      const slices = await Promise.all(
        bounds.slice(0, -1).map((low, i) => {
          const high = bounds[i + 1];
          return indexRows(
            sql.join(
              [
                low === undefined ? sql`true` : sql`p.id >= ${low}::uuid`,
                high === undefined ? sql`true` : sql`p.id < ${high}::uuid`,
              ],
              sql` and `,
            ),
          );
        }),
      );
      const order = (await ordered) as unknown as { rows: { id: string }[] };
      const byId = new Map<string, IndexRow>();
      for (const slice of slices) for (const row of slice) byId.set(row.id, row);
      const rows: IndexRow[] = [];
      for (const { id } of order.rows) {
        const row = byId.get(id);
        if (row) rows.push(row);
      }
      return rows;
    },

    /**
     * The festival sales not yet over at `at` (decision 0145): the snapshot prices by those
     * running and schedules its next re-pricing at the first start or end among them.
     */
    listCampaigns(at: Date) {
      return db
        .select({
          id: campaigns.id,
          name: campaigns.name,
          nameHi: campaigns.nameHi,
          bannerText: campaigns.bannerText,
          bannerTextHi: campaigns.bannerTextHi,
          bannerImage: campaigns.bannerImage,
          startsAt: campaigns.startsAt,
          endsAt: campaigns.endsAt,
          productIds: campaigns.productIds,
          collectionSlug: campaigns.collectionSlug,
          discountType: campaigns.discountType,
          discountValue: campaigns.discountValue,
        })
        .from(campaigns)
        .where(gt(campaigns.endsAt, at))
        .orderBy(asc(campaigns.startsAt), asc(campaigns.id));
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

    /**
     * What a product page shows of complete sets ("Complete the shringar") changes with any set's
     * edit, and each edit touches `updated_at` (decision 0152): the snapshot keeps this to move the
     * page cache's stamp when it does.
     */
    /** Which products each set holds a size of, hidden sets too (their pages answer 404 then). */
    async listSetMembers(): Promise<{ setSlug: string; productId: string }[]> {
      return db
        .selectDistinct({ setSlug: productSets.slug, productId: variants.productId })
        .from(productSetParts)
        .innerJoin(productSets, eq(productSets.id, productSetParts.setId))
        .innerJoin(variants, eq(variants.id, productSetParts.variantId));
    },

    async setsSignature(): Promise<string> {
      const [row] = await db
        .select({ sets: count(), latest: sql<string | null>`max(${productSets.updatedAt})::text` })
        .from(productSets);
      return `${row?.sets ?? 0}@${row?.latest ?? ''}`;
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

    /** The listed ones of these products, whole: their answers and cards are made from these. */
    listActiveProductsIn(ids: readonly string[]) {
      return db.query.products.findMany({
        where: and(inArray(products.id, [...ids]), eq(products.status, 'active')),
        columns: withoutSearchColumns,
        with: withEverything,
      });
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
            changedAt: catalogueChanges.changedAt,
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
