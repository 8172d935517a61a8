import { HOME_SECTION_SIZE, HOME_SECTIONS, RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { CollectionSummary, HomeSection, Product } from '@shop/shared/contracts/catalogue';
import { AppError } from '../../app-error';
import type { CatalogueRepository } from './catalogue-repository';
import { toProductDto } from './product-dto';

/** How long a cached catalogue may be served before it is read again (other instances' writes). */
const CATALOGUE_TTL_MS = 30_000;

type Snapshot = {
  products: Product[];
  bySlug: Map<string, Product>;
  groups: Map<string, CollectionSummary & { kind: 'collection' | 'deity' }>;
  loadedAt: number;
};

export function pickHomeSections(all: Product[]): { sections: HomeSection[]; products: Product[] } {
  const chosen = new Map<string, Product>();
  const sections = HOME_SECTIONS.map((section) => {
    const members = all
      .filter((p) => ('deity' in section ? p.deity === section.deity : p.collections.includes(section.collection)))
      .slice(0, HOME_SECTION_SIZE);
    for (const p of members) chosen.set(p._id, p);
    const href = 'deity' in section ? `/collections/${section.deity}` : `/collections/${section.collection}`;
    return { key: section.key, title: section.title, href, productIds: members.map((p) => p._id) };
  });
  return { sections: sections.filter((s) => s.productIds.length > 0), products: [...chosen.values()] };
}

/**
 * Catalogue reads are served from an in-process snapshot: the catalogue is small (hundreds of
 * products) and read on every page, while it changes only when the owner edits it. Writes call
 * invalidate(); the TTL bounds staleness when another instance made the write.
 */
export function catalogueService(repository: CatalogueRepository, now: () => number = Date.now) {
  let snapshot: Snapshot | undefined;
  // Bumped by every local write, so caches built on the catalogue (rendered pages) know to drop.
  let version = 0;
  let loading: Promise<Snapshot> | undefined;

  async function load(): Promise<Snapshot> {
    const [rows, collectionRows, deityRows] = await Promise.all([
      repository.listActiveProducts(),
      repository.listCollections(),
      repository.listDeities(),
    ]);
    const list = rows.map(toProductDto);
    const groups = new Map<string, CollectionSummary & { kind: 'collection' | 'deity' }>([
      ...collectionRows.map((c) => [c.slug, { ...c, kind: 'collection' as const }] as const),
      ...deityRows.map((d) => [d.slug, { ...d, kind: 'deity' as const }] as const),
    ]);
    return { products: list, bySlug: new Map(list.map((p) => [p.slug, p])), groups, loadedAt: now() };
  }

  async function current(): Promise<Snapshot> {
    if (snapshot && now() - snapshot.loadedAt < CATALOGUE_TTL_MS) return snapshot;
    // Concurrent requests after expiry share one read instead of stampeding the database.
    loading ??= load().finally(() => {
      loading = undefined;
    });
    snapshot = await loading;
    return snapshot;
  }

  return {
    async homepage() {
      return pickHomeSections((await current()).products);
    },

    async productBySlug(slug: string): Promise<Product> {
      const product = (await current()).bySlug.get(slug);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return product;
    },

    /** Up to four others of the same category, in stock first, then the best sellers. */
    async related(slug: string): Promise<Product[]> {
      const snap = await current();
      const product = snap.bySlug.get(slug);
      if (!product) throw new AppError('PRODUCT_NOT_FOUND');
      return snap.products
        .filter((p) => p.category === product.category && p._id !== product._id)
        .sort((a, b) => Number(b.inStock) - Number(a.inStock))
        .slice(0, RELATED_PRODUCTS_MAX);
    },

    /** A collection, category or deity page: its products, best first. */
    async collection(slug: string): Promise<{ collection: CollectionSummary; products: Product[] }> {
      const snap = await current();
      const group = snap.groups.get(slug);
      if (!group) throw new AppError('COLLECTION_NOT_FOUND');
      const members = snap.products.filter((p) =>
        group.kind === 'deity' ? p.deity === slug : p.category === slug || p.collections.includes(slug),
      );
      return { collection: { slug: group.slug, name: group.name, description: group.description }, products: members };
    },

    version: () => version,

    invalidate() {
      version += 1;
      snapshot = undefined;
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
