import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { HOME_SECTION_SIZE, HOME_SECTIONS, RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { CollectionSummary, HomeSection, Product } from '@shop/shared/contracts/catalogue';
import type { CollectionEntry, CollectionKind, ListingFilters, ProductCard } from '@shop/shared/contracts/listing';
import { AppError } from '../../app-error';
import { listEntries, toEntry, type CatalogueEntry, type ListingPage } from './catalogue-listing';
import type { CatalogueRepository, ProductRow } from './catalogue-repository';
import { toProductDto, withStock } from './product-dto';

/** How long after a failed whole read (a database outage) the next request tries one again. */
const RETRY_WHOLE_READ_MS = 5_000;

type Group = CollectionSummary & { kind: CollectionKind; order: number };

type Snapshot = {
  /**
   * Changes whenever what listings show changes, so caches built on a snapshot can tell when it
   * was replaced. Changes to one product that no listing shows (its exact stock) leave it alone
   * and move that product's revision instead (productStamp()).
   */
  generation: number;
  /** Narrow changes replace entries in place (catalogue-changes.ts), keeping these in step. */
  entries: CatalogueEntry[];
  products: Product[];
  bySlug: Map<string, CatalogueEntry>;
  byId: Map<string, CatalogueEntry>;
  /** Deities first, then collections and categories, each in menu order. */
  groups: Map<string, Group>;
  groupsSignature: string;
  /** Each product's signatures (see signatures()), to tell what a later read changed. */
  signatures: Map<string, Signatures>;
  loadedAt: number;
};

/** Hashes of everything about a product (`all`), and of what listings show of it (`listed`). */
type Signatures = { all: string; listed: string };

/** Which products changed, as catalogue_changes tells: `stock` ones moved only their counts. */
export type NarrowChange = { stock: readonly string[]; products: readonly string[] };

const hash = (value: unknown) => createHash('sha1').update(JSON.stringify(value)).digest('base64');

/**
 * Listings (cards, filters, facets, related products) see a size as in stock or not, never its
 * count: a sale that leaves every size in stock changes only the product's own page.
 */
function signatures(entry: CatalogueEntry): Signatures {
  const { product, variants, salesCount } = entry;
  return {
    all: hash([product, variants, salesCount]),
    listed: hash([
      { ...product, variants: product.variants.map((v) => ({ ...v, stock: v.stock > 0 })) },
      variants.map((v) => ({ ...v, stock: v.stock > 0 })),
    ]),
  };
}

function entryOf(
  row: ProductRow,
  ratings: { average: number; count: number } | undefined,
  position: number,
  codMaxOrderPaise: number,
) {
  return toEntry({
    product: toProductDto(row, { ratings, codMaxOrderPaise }),
    variants: [...row.variants]
      .sort((a, b) => a.position - b.position)
      .map(({ size, pricePaise, originalPricePaise, stock }) => ({ size, pricePaise, originalPricePaise, stock })),
    salesCount: row.salesCount,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    position,
  });
}

/** The shop's own order, as listActiveProducts() reads it: featured, then best sellers, then by name. */
function shopOrder(a: CatalogueEntry, b: CatalogueEntry): number {
  return (
    Number(b.product.isFeatured) - Number(a.product.isFeatured) ||
    b.salesCount - a.salesCount ||
    (a.product.name < b.product.name ? -1 : a.product.name > b.product.name ? 1 : 0)
  );
}

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
  return { slug: group.slug, name: group.name, description: group.description, hi: group.hi };
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
 * Catalogue reads are served from an in-process snapshot, read whole once at start and then kept
 * current by the change log (catalogue-changes.ts): every instance, the writing one included,
 * re-reads only the products a change names (changedProducts()), and the whole catalogue only for
 * collections, deities or a gap in the log (changedElsewhere()). Nothing re-reads it on a timer.
 */
export function catalogueService({
  repository,
  log,
  codMaxOrderPaise,
  now = () => Date.now(),
}: {
  repository: CatalogueRepository;
  log: FastifyBaseLogger;
  /** The cash-on-delivery limit each product's "COD available" is judged on. */
  codMaxOrderPaise: number;
  now?: () => number;
}) {
  let snapshot: Snapshot | undefined;
  // Bumped by every change, so caches of personal answers built on the catalogue know to drop.
  let version = 0;
  let generation = 0;
  // Each product's last change, from one counter: answers and pages of that product hold its value.
  let revisionCounter = 0;
  const revisions = new Map<string, number>();
  // Whole reads, for tests and logs: a change to a few products should cost none.
  let fullReads = 0;
  let loading: Promise<Snapshot> | undefined;
  // Narrow changes apply one after another, and after any whole read in flight.
  let applying: Promise<void> = Promise.resolve();
  // A whole read asked for while one is in flight: it starts when that one ends.
  let readAgain: Promise<void> | undefined;
  // A whole read failed: the first request after this time tries again.
  let retryAt: number | undefined;
  const invalidated: Array<() => Promise<void>> = [];

  function productStamp(slug: string): number {
    const id = snapshot?.bySlug.get(slug)?.product._id;
    return id === undefined ? 0 : (revisions.get(id) ?? 0);
  }

  /** A product changed: its own answers and pages go. */
  function revise(id: string) {
    revisionCounter += 1;
    revisions.set(id, revisionCounter);
  }

  async function load(): Promise<Snapshot> {
    fullReads += 1;
    const [rows, collectionRows, deityRows, ratings] = await Promise.all([
      repository.listActiveProducts(),
      repository.listCollections(),
      repository.listDeities(),
      repository.listRatingSummaries(),
    ]);
    const entries = rows.map((row, position) => entryOf(row, ratings.get(row.id), position, codMaxOrderPaise));
    const groups = new Map<string, Group>();
    for (const d of deityRows) groups.set(d.slug, { ...d, kind: 'deity', order: d.sortOrder });
    for (const c of collectionRows) {
      if (!groups.has(c.slug)) groups.set(c.slug, { ...c, order: 1000 + c.sortOrder });
    }
    // A reload that finds the catalogue unchanged keeps its generation, so answers cached on it
    // (compressed once, see response-cache.ts) stay valid instead of being rebuilt every TTL; one
    // that finds a product's stock count changed moves only that product's revision.
    const groupsSignature = hash([...groups.values()]);
    const signed = new Map(entries.map((e) => [e.product._id, signatures(e)]));
    const before = snapshot;
    let listingChanged =
      !before || before.groupsSignature !== groupsSignature || before.signatures.size !== signed.size;
    for (const [id, signature] of signed) {
      const was = before?.signatures.get(id);
      if (was?.all !== signature.all) revise(id);
      if (was?.listed !== signature.listed) listingChanged = true;
    }
    if (listingChanged) generation += 1;
    return {
      generation,
      entries,
      products: entries.map((e) => e.product),
      bySlug: new Map(entries.map((e) => [e.product.slug, e])),
      byId: new Map(entries.map((e) => [e.product._id, e])),
      groups,
      groupsSignature,
      signatures: signed,
      loadedAt: now(),
    };
  }

  /**
   * Puts the new entries of `ids` into the snapshot (`undefined`: no longer listed), moving their
   * revisions, and the generation when a listing shows the difference.
   */
  function install(snap: Snapshot, ids: Iterable<string>, fresh: Map<string, CatalogueEntry>, reorder: boolean) {
    let listingChanged = false;
    let changed = false;
    for (const id of ids) {
      const old = snap.byId.get(id);
      const entry = fresh.get(id);
      const signature = entry ? signatures(entry) : undefined;
      const was = snap.signatures.get(id);
      if (was?.all === signature?.all) continue;
      changed = true;
      revise(id);
      if (was?.listed !== signature?.listed) listingChanged = true;
      if (old) snap.bySlug.delete(old.product.slug);
      if (entry && signature) {
        snap.signatures.set(id, signature);
        snap.byId.set(id, entry);
        snap.bySlug.set(entry.product.slug, entry);
      } else {
        snap.signatures.delete(id);
        snap.byId.delete(id);
      }
      const at = old ? snap.entries.indexOf(old) : -1;
      if (at >= 0 && entry) snap.entries[at] = entry;
      else if (at >= 0) snap.entries.splice(at, 1);
      else if (entry) snap.entries.push(entry);
    }
    if (!changed) return;
    if (reorder) {
      snap.entries.sort(shopOrder);
      snap.entries.forEach((entry, position) => (entry.position = position));
    }
    snap.products = snap.entries.map((e) => e.product);
    version += 1;
    if (listingChanged) {
      generation += 1;
      snap.generation = generation;
    }
  }

  /** Re-reads just these products: their counts only for `stock`, everything for `products`. */
  async function applyNarrow(change: NarrowChange): Promise<void> {
    const snap = snapshot;
    if (!snap) return;
    const whole = new Set(change.products);
    const counted = change.stock.filter((id) => !whole.has(id) && snap.byId.has(id));
    const fresh = new Map<string, CatalogueEntry>();
    if (counted.length > 0) {
      const counts = await repository.listCounts(counted);
      const byProduct = new Map<string, { stocks: Map<string, number>; salesCount: number }>();
      for (const row of counts) {
        const product = byProduct.get(row.productId) ?? { stocks: new Map(), salesCount: row.salesCount };
        product.stocks.set(row.variantId, row.stock);
        byProduct.set(row.productId, product);
      }
      for (const id of counted) {
        const entry = snap.byId.get(id)!;
        const read = byProduct.get(id);
        const product = read ? withStock(entry.product, read.stocks) : undefined;
        // A size added or removed meanwhile is not a count: read that product whole.
        if (!read || !product) {
          whole.add(id);
          continue;
        }
        fresh.set(
          id,
          toEntry({
            product,
            variants: entry.variants.map((v, i) => ({ ...v, stock: product.variants[i]!.stock })),
            salesCount: read.salesCount,
            createdAt: new Date(entry.createdAtMs),
            updatedAt: entry.updatedAt,
            position: entry.position,
          }),
        );
      }
    }
    if (whole.size > 0) {
      const ids = [...whole];
      const [rows, ratings] = await Promise.all([
        repository.listActiveProductsIn(ids),
        repository.listRatingSummaries(ids),
      ]);
      for (const row of rows)
        fresh.set(row.id, entryOf(row, ratings.get(row.id), snap.byId.get(row.id)?.position ?? 0, codMaxOrderPaise));
    }
    // Replaced meanwhile (a whole read, invalidate()): that read saw this change already.
    if (snapshot !== snap) return;
    install(snap, [...counted.filter((id) => !whole.has(id)), ...whole], fresh, whole.size > 0);
  }

  /**
   * Reads the catalogue again; concurrent callers share one read instead of stampeding the
   * database.
   */
  function refresh(): Promise<Snapshot> {
    if (!loading) {
      // Whole reads and narrow changes take turns in the order asked for (`applying`): a change
      // asked for during a whole read is applied on top of it.
      const started = applying
        .then(() => {
          const revisedBefore = revisionCounter;
          return load().then((loaded) => {
            const replaced = snapshot;
            snapshot = loaded;
            retryAt = undefined;
            // Personal answers built on the old snapshot go when it really changed.
            if (replaced && revisionCounter !== revisedBefore) version += 1;
            return loaded;
          });
        })
        .finally(() => {
          if (loading === started) loading = undefined;
        });
      loading = started;
      applying = started.then(
        () => undefined,
        () => undefined,
      );
    }
    return loading;
  }

  /**
   * A read no request waits for: its failure (a database outage) is logged, so a stale catalogue
   * is never served in silence, and the first request RETRY_WHOLE_READ_MS later tries again.
   */
  function refreshInBackground(): Promise<void> {
    return refresh().then(
      () => undefined,
      (err: unknown) => {
        retryAt = now() + RETRY_WHOLE_READ_MS;
        log.error({ err, staleSinceMs: snapshot ? now() - snapshot.loadedAt : undefined }, 'catalogue refresh failed');
      },
    );
  }

  /** A whole read once the one in flight (if any) is done, which may have started before the change. */
  function readWholeAgain(): Promise<void> {
    if (!loading) return refreshInBackground();
    readAgain ??= loading
      .catch(() => undefined)
      .then(() => {
        readAgain = undefined;
        return refreshInBackground();
      });
    return readAgain;
  }

  /**
   * The snapshot reads are answered from: only a missing one (the first read) is waited for. The
   * snapshot is kept current by changes, so it does not expire; after a failed whole read one
   * request starts another in the background.
   */
  async function current(): Promise<Snapshot> {
    if (!snapshot) return refresh();
    if (retryAt !== undefined && now() >= retryAt && !loading) {
      retryAt = undefined;
      void readWholeAgain();
    }
    return snapshot;
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
      if (!snapshot) await refresh();
    },

    /**
     * Identifies the snapshot reads are answered from right now, 0 when there is none (the next
     * read loads one): a response cached under a stamp is valid while the stamp stays the same.
     * A whole read that finds the catalogue unchanged keeps the stamp, so cached answers live on.
     */
    stamp(): number {
      return snapshot ? snapshot.generation : 0;
    },

    /**
     * Identifies what is known of one product right now (0 for a slug not listed): an answer or a
     * page of that product is valid while both this and stamp() stay the same.
     */
    productStamp,

    /** For the page cache: changes with stamp(), and for a product's page with that product too. */
    pageVersion(productSlug: string | undefined): string {
      return productSlug === undefined ? `${generation}` : `${generation}.${productStamp(productSlug)}`;
    },

    /** How many times the whole catalogue was read: a change to a few products adds none. */
    fullReads: () => fullReads,

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

    /**
     * This instance wrote to the catalogue (the write has committed): the others are told, and
     * this one applies the write through the change log like they do, narrowly. Resolves once
     * it is applied here, so the owner's answer and the pages after it show the edit. Without a
     * change log (a service on its own) the catalogue is read whole instead.
     */
    async invalidate(): Promise<void> {
      if (invalidated.length === 0) return readWholeAgain();
      await Promise.all(invalidated.map((listener) => listener()));
    },

    /** Called with every invalidate(), to tell the other instances and catch up here (catalogue-changes.ts). */
    onInvalidate(listener: () => Promise<void>) {
      invalidated.push(listener);
    },

    /**
     * Something search answers read besides the catalogue changed (synonyms): answers and pages
     * cached on this snapshot go; the snapshot itself stays.
     */
    searchChanged() {
      version += 1;
      generation += 1;
      if (snapshot) snapshot.generation = generation;
    },

    /**
     * The catalogue changed elsewhere in a way a few products cannot carry (collections, deities,
     * a gap in the change log): read it whole again in the background and keep serving this
     * snapshot meanwhile, so no request waits for the read; answers and pages cached on it go
     * when the new one differs. Resolves when the read is done (a failure is logged, not thrown).
     */
    changedElsewhere(): Promise<void> {
      if (!snapshot) return Promise.resolve();
      return readWholeAgain();
    },

    /**
     * These products changed elsewhere (another instance, an order's stock): only they are read
     * again, and only the answers and pages that show the difference go. Resolves once applied.
     */
    changedProducts(change: NarrowChange): Promise<void> {
      const next = applying.then(() => applyNarrow(change));
      // The caller answers a failure (with a whole read); the next change need not wait on it.
      applying = next.catch(() => undefined);
      return next;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
