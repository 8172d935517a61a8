import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HOME_SECTION_SIZE, HOME_SECTIONS, RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { CollectionSummary, HomeSection, Product } from '@shop/shared/contracts/catalogue';
import type { CollectionEntry, CollectionKind, ListingFilters, ProductCard } from '@shop/shared/contracts/listing';
import { AppError } from '../../app-error';
import { listEntries, toEntry, type CatalogueEntry, type ListingPage } from './catalogue-listing';
import type { CatalogueRepository } from './catalogue-repository';
import { toProductDto } from './product-dto';

/** How long a cached catalogue may be served before it is read again (other instances' writes). */
const CATALOGUE_TTL_MS = 30_000;

type Group = CollectionSummary & { kind: CollectionKind; order: number };

type Snapshot = {
  /** Distinct for every load, so caches built on a snapshot can tell when it was replaced. */
  generation: number;
  entries: CatalogueEntry[];
  products: Product[];
  bySlug: Map<string, CatalogueEntry>;
  byId: Map<string, CatalogueEntry>;
  /** Deities first, then collections and categories, each in menu order. */
  groups: Map<string, Group>;
  loadedAt: number;
};

function pickHomeSections(all: Product[]): { sections: HomeSection[]; products: Product[] } {
  const chosen = new Map<string, Product>();
  const sections = HOME_SECTIONS.map((section) => {
    const inSection = all.filter((p) =>
      'deity' in section ? p.deity === section.deity : p.collections.includes(section.collection),
    );
    const members = inSection.slice(0, HOME_SECTION_SIZE);
    for (const p of members) chosen.set(p._id, p);
    const href = 'deity' in section ? `/collections/${section.deity}` : `/collections/${section.collection}`;
    const fromPrice = Math.min(...inSection.map((p) => p.price));
    return { key: section.key, title: section.title, href, productIds: members.map((p) => p._id), fromPrice };
  });
  return { sections: sections.filter((s) => s.productIds.length > 0), products: [...chosen.values()] };
}

function summary(group: Group): CollectionSummary {
  return { slug: group.slug, name: group.name, description: group.description };
}

function isMember(entry: CatalogueEntry, group: Group): boolean {
  const { product } = entry;
  return group.kind === 'deity'
    ? product.deity === group.slug
    : product.category === group.slug || product.collections.includes(group.slug);
}

/** Which products a listing starts from, before the shopper's filters. */
export type ListingBase = {
  /** Collection, category or deity pages: their members together. */
  collections?: readonly string[];
  /** A category page: products whose primary category it is. */
  category?: string;
  /** Search hits, best first. */
  productIds?: readonly string[];
};

export type CatalogueListing = ListingPage & { collection: CollectionSummary | null };

/**
 * Catalogue reads are served from an in-process snapshot: the catalogue is small (hundreds of
 * products) and read on every page, while it changes only when the owner edits it. Writes call
 * invalidate(); other instances hear of it through catalogue-changes.ts and call
 * changedElsewhere(); the TTL is the last resort if both the message and the version check fail.
 */
export function catalogueService({
  repository,
  log,
  codMaxOrderPaise,
  now = Date.now,
}: {
  repository: CatalogueRepository;
  log: FastifyBaseLogger;
  /** The cash-on-delivery limit each product's "COD available" is judged on. */
  codMaxOrderPaise: number;
  now?: () => number;
}) {
  let snapshot: Snapshot | undefined;
  // Bumped by every local write, so caches built on the catalogue (rendered pages) know to drop.
  let version = 0;
  let generation = 0;
  let lastFingerprint = '';
  let loading: Promise<Snapshot> | undefined;
  // Another instance changed the catalogue while a read was in flight: read once more after it.
  let readAgain = false;
  const invalidated: Array<() => void> = [];

  async function load(): Promise<Snapshot> {
    const [rows, collectionRows, deityRows, ratings] = await Promise.all([
      repository.listActiveProducts(),
      repository.listCollections(),
      repository.listDeities(),
      repository.listRatingSummaries(),
    ]);
    const entries = rows.map((row, position) =>
      toEntry({
        product: toProductDto(row, { ratings: ratings.get(row.id), codMaxOrderPaise }),
        variants: [...row.variants]
          .sort((a, b) => a.position - b.position)
          .map(({ size, pricePaise, originalPricePaise, stock }) => ({ size, pricePaise, originalPricePaise, stock })),
        salesCount: row.salesCount,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
        position,
      }),
    );
    const groups = new Map<string, Group>();
    for (const d of deityRows) groups.set(d.slug, { ...d, kind: 'deity', order: d.sortOrder });
    for (const c of collectionRows) {
      if (!groups.has(c.slug)) groups.set(c.slug, { ...c, order: 1000 + c.sortOrder });
    }
    // A reload that finds the catalogue unchanged keeps its generation, so answers cached on it
    // (compressed once, see response-cache.ts) stay valid instead of being rebuilt every TTL.
    const fingerprint = createHash('sha1')
      .update(JSON.stringify([entries.map((e) => [e.product, e.variants, e.salesCount]), [...groups.values()]]))
      .digest('base64');
    if (fingerprint !== lastFingerprint) {
      generation += 1;
      lastFingerprint = fingerprint;
    }
    return {
      generation,
      entries,
      products: entries.map((e) => e.product),
      bySlug: new Map(entries.map((e) => [e.product.slug, e])),
      byId: new Map(entries.map((e) => [e.product._id, e])),
      groups,
      loadedAt: now(),
    };
  }

  function fresh(): Snapshot | undefined {
    return snapshot && now() - snapshot.loadedAt < CATALOGUE_TTL_MS ? snapshot : undefined;
  }

  /** Reads the catalogue again; concurrent callers share one read instead of stampeding the database. */
  function refresh(): Promise<Snapshot> {
    if (!loading) {
      const requestedAt = version;
      const started = load()
        .then((loaded) => {
          // A write during the read may be missing from it: then it serves only the callers waiting on it.
          if (version === requestedAt) {
            const replaced = snapshot;
            snapshot = loaded;
            // Pages rendered on the old snapshot (storefront page cache) go when it really changed.
            if (replaced && replaced.generation !== loaded.generation) version += 1;
          }
          return loaded;
        })
        .finally(() => {
          if (loading === started) loading = undefined;
          if (readAgain) {
            readAgain = false;
            refreshInBackground();
          }
        });
      loading = started;
    }
    return loading;
  }

  /**
   * A read nobody waits for: its failure (a database outage) is logged, so a stale catalogue is
   * never served in silence; the next request past the TTL tries again.
   */
  function refreshInBackground(): void {
    refresh().catch((err: unknown) => {
      log.error({ err, staleSinceMs: snapshot ? now() - snapshot.loadedAt : undefined }, 'catalogue refresh failed');
    });
  }

  /**
   * The snapshot reads are answered from. Past its TTL it is still served while one read in the
   * background replaces it (stale-while-revalidate): expiry only bounds how long another
   * instance's write can go unseen, so no request needs to wait for it. Only a missing snapshot
   * (the first read, or after invalidate()) is waited for.
   */
  async function current(): Promise<Snapshot> {
    const valid = fresh();
    if (valid) return valid;
    if (snapshot) {
      refreshInBackground();
      return snapshot;
    }
    return refresh();
  }

  function relatedOf(snap: Snapshot, slug: string): CatalogueEntry[] {
    const product = snap.bySlug.get(slug)?.product;
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    return snap.entries
      .filter((e) => e.product.category === product.category && e.product._id !== product._id)
      .sort((a, b) => Number(b.product.inStock) - Number(a.product.inStock))
      .slice(0, RELATED_PRODUCTS_MAX);
  }

  function groupOf(snap: Snapshot, slug: string): Group {
    const group = snap.groups.get(slug);
    if (!group) throw new AppError('COLLECTION_NOT_FOUND');
    return group;
  }

  return {
    /** Loads the catalogue if it is not in memory; `stamp()` is then non-zero. */
    async ready(): Promise<void> {
      if (!fresh()) await refresh();
    },

    /**
     * Identifies the snapshot reads are answered from right now, 0 when there is none (the next
     * read loads one): a response cached under a stamp is valid while the stamp stays the same.
     * Past the TTL the old snapshot's stamp stands while a background read replaces it; a read
     * that finds the catalogue unchanged keeps the stamp, so cached answers live on.
     */
    stamp(): number {
      if (!snapshot) return 0;
      if (!fresh()) refreshInBackground();
      return snapshot.generation;
    },

    async homepage() {
      return pickHomeSections((await current()).products);
    },

    async productBySlug(slug: string): Promise<Product> {
      const entry = (await current()).bySlug.get(slug);
      if (!entry) throw new AppError('PRODUCT_NOT_FOUND');
      return entry.product;
    },

    /** Up to four others of the same category, in stock first, then the best sellers. */
    async related(slug: string): Promise<Product[]> {
      return relatedOf(await current(), slug).map((e) => e.product);
    },

    /** The same products as related(), as cards. */
    async recommended(slug: string): Promise<ProductCard[]> {
      return relatedOf(await current(), slug).map((e) => e.card);
    },

    /** One page of a listing, its facets and the collection it lists (if any). */
    async listing(base: ListingBase, filters: ListingFilters): Promise<CatalogueListing> {
      const snap = await current();
      let entries = snap.entries;
      let collection: CollectionSummary | null = null;
      if (base.collections !== undefined && base.collections.length > 0) {
        const groups = base.collections.map((slug) => groupOf(snap, slug));
        entries = entries.filter((entry) => groups.some((group) => isMember(entry, group)));
        collection = groups.length === 1 ? summary(groups[0]!) : null;
      }
      if (base.category !== undefined) {
        const group = snap.groups.get(base.category);
        if (!group || group.kind !== 'category') throw new AppError('CATEGORY_NOT_FOUND');
        entries = entries.filter((entry) => entry.product.category === group.slug);
        collection = summary(group);
      }
      let relevance: Map<string, number> | undefined;
      if (base.productIds !== undefined) {
        relevance = new Map(base.productIds.map((id, index) => [id, index]));
        const hits = relevance;
        entries = entries.filter((entry) => hits.has(entry.product._id));
      }
      const page = listEntries(entries, filters, {
        relevance,
        groupLabel: (slug) => {
          const group = snap.groups.get(slug);
          return group ? { name: group.name, order: group.order } : undefined;
        },
      });
      return { ...page, collection };
    },

    /** Every deity page and collection in menu order, with its product count and a picture. */
    async collections(): Promise<CollectionEntry[]> {
      const snap = await current();
      return [...snap.groups.values()].map((group) => {
        const members = snap.entries.filter((entry) => isMember(entry, group));
        return {
          ...summary(group),
          kind: group.kind,
          href: `/collections/${group.slug}`,
          productCount: members.length,
          image: members[0]?.card.image ?? null,
        };
      });
    },

    /** Addresses for the sitemap: every listed product with its last change. */
    async productAddresses(): Promise<{ slug: string; updatedAt: Date }[]> {
      return (await current()).entries.map((entry) => ({ slug: entry.product.slug, updatedAt: entry.updatedAt }));
    },

    /** Catalogue facts search suggestions need: a product's card, and the collections with products. */
    async lookup() {
      const snap = await current();
      return {
        card: (slug: string) => snap.bySlug.get(slug)?.card,
        hasProducts: (slug: string) => {
          const group = snap.groups.get(slug);
          return group !== undefined && snap.entries.some((entry) => isMember(entry, group));
        },
      };
    },

    version: () => version,

    /** This instance wrote to the catalogue: read it again at once here, and tell the others. */
    invalidate() {
      version += 1;
      snapshot = undefined;
      loading = undefined;
      readAgain = false;
      for (const listener of invalidated) listener();
    },

    /** Called with every invalidate(), to tell the other instances (catalogue-changes.ts). */
    onInvalidate(listener: () => void) {
      invalidated.push(listener);
    },

    /**
     * The catalogue changed elsewhere (another instance, an order's stock): read it again in the
     * background and keep serving this snapshot meanwhile, so no request waits for the read;
     * answers and pages cached on it go when the new one differs.
     */
    changedElsewhere() {
      if (!snapshot) return;
      if (loading) readAgain = true;
      else refreshInBackground();
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
