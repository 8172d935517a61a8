import { HOME_SECTION_SIZE, HOME_SECTIONS, RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { CollectionSummary, HomeSection } from '@shop/shared/contracts/catalogue';
import type { CollectionEntry, CollectionKind, ListingFilters } from '@shop/shared/contracts/listing';
import { paiseToRupees } from '@shop/shared/money';
import { AppError } from '../../app-error';
import type { CatalogueIndex } from './catalogue-index';
import type { IndexRecord, IndexRow } from './catalogue-records';
import type { CatalogueRepository } from './catalogue-repository';
import { listRecords, type ListingPage } from './catalogue-listing';
import { pricedBySale, runningSale, type SnapshotCampaign } from './campaign-prices';

// The catalogue as it is held in memory (catalogue-service.ts loads it and keeps it current), and
// the reads answered from it alone: pure functions of a snapshot, which read no database and
// change nothing, so the service's part is only loading, changes, campaign boundaries and caches.

export type Group = CollectionSummary & { kind: CollectionKind; order: number };

export type Snapshot = {
  /**
   * Changes whenever what listings show changes, so caches built on a snapshot can tell when it
   * was replaced. Changes to one product that no listing shows (its exact stock) leave it alone
   * and move that product's revision instead (productStamp()).
   */
  generation: number;
  /** The listing index: narrow changes replace its records in place (catalogue-changes.ts). */
  index: CatalogueIndex;
  /** Deities first, then collections and categories, each in menu order. */
  groups: Map<string, Group>;
  groupsSignature: string;
  loadedAt: number;
  /** Festival sales not over when it was read (decision 0145), and the next start or end among them. */
  campaigns: SnapshotCampaign[];
  nextBoundary: number | undefined;
  /** The database's own rows of the products a campaign covers, to price again at a boundary. */
  saleRows: Map<string, IndexRow>;
  /** Complete sets' products: by set slug, and each product's partners in a set (setMembersOf()). */
  sets: SetMembers;
};

export type SetMembers = {
  bySet: Map<string, readonly string[]>;
  partners: Map<string, readonly string[]>;
};

/** Which products each set holds, and the other products each product shares a set with. */
export function setMembersOf(rows: readonly { setSlug: string; productId: string }[]): SetMembers {
  const bySet = new Map<string, string[]>();
  for (const { setSlug, productId } of rows) bySet.set(setSlug, [...(bySet.get(setSlug) ?? []), productId]);
  const partners = new Map<string, Set<string>>();
  for (const members of bySet.values()) {
    for (const id of members) {
      const others = partners.get(id) ?? new Set<string>();
      for (const other of members) if (other !== id) others.add(other);
      partners.set(id, others);
    }
  }
  return { bySet, partners: new Map([...partners].map(([id, others]) => [id, [...others]])) };
}

/** Which products a listing starts from, before the shopper's filters. */
export type ListingBase = {
  /** Collection, category or deity pages: their members together. */
  collections?: readonly string[];
  /** A category page: products whose primary category it is. */
  category?: string;
  /** Search hits, best first. */
  productIds?: readonly string[];
  /** A festival sale's id: the products it prices at the listing's moment (decision 0164). */
  sale?: string;
};

/** The sale a listing lists, while it runs. */
export type ListedSale = Pick<SnapshotCampaign, 'id' | 'name' | 'nameHi'>;

type Rows<K extends keyof CatalogueRepository> = Awaited<ReturnType<CatalogueRepository[K]>>;

/** Deities first, then collections and categories, each in menu order; a slug names one group. */
export function groupsOf(deities: Rows<'listDeities'>, collections: Rows<'listCollections'>): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (const d of deities) groups.set(d.slug, { ...d, kind: 'deity', order: d.sortOrder });
  for (const c of collections) {
    if (!groups.has(c.slug)) groups.set(c.slug, { ...c, order: 1000 + c.sortOrder });
  }
  return groups;
}

/** Approved reviews' summary as index records compare it. */
export const ratingsKey = (ratings: { average: number; count: number } | undefined) =>
  ratings ? `${ratings.average}/${ratings.count}` : '';

function summary(group: Group): CollectionSummary {
  return { slug: group.slug, name: group.name, description: group.description, hi: group.hi };
}

function isMember(record: IndexRecord, group: Group): boolean {
  return group.kind === 'deity'
    ? record.deity === group.slug
    : record.category === group.slug || record.collections.includes(group.slug);
}

function groupOf(snap: Snapshot, slug: string): Group {
  const group = snap.groups.get(slug);
  if (!group) throw new AppError('COLLECTION_NOT_FOUND');
  return group;
}

/** Up to four others of the same category in the shop's order, those in stock first. */
export function relatedOf(snap: Snapshot, slug: string): IndexRecord[] {
  const record = snap.index.bySlug(slug);
  if (!record) throw new AppError('PRODUCT_NOT_FOUND');
  const inStock: IndexRecord[] = [];
  const soldOut: IndexRecord[] = [];
  for (const other of snap.index.shop) {
    if (other.category !== record.category || other.id === record.id) continue;
    if (other.inStock) inStock.push(other);
    else if (soldOut.length < RELATED_PRODUCTS_MAX) soldOut.push(other);
    if (inStock.length >= RELATED_PRODUCTS_MAX) break;
  }
  return [...inStock, ...soldOut].slice(0, RELATED_PRODUCTS_MAX);
}

/** The home page's sections, each its first members in the shop's order. */
export function homeSectionsOf(snap: Snapshot): { sections: HomeSection[]; chosen: IndexRecord[] } {
  const chosen = new Map<string, IndexRecord>();
  const sections = HOME_SECTIONS.map((section) => {
    const members: IndexRecord[] = [];
    let fromPaise = Number.POSITIVE_INFINITY;
    for (const record of snap.index.shop) {
      const inSection =
        'deity' in section ? record.deity === section.deity : record.collections.includes(section.collection);
      if (!inSection) continue;
      if (members.length < HOME_SECTION_SIZE) members.push(record);
      fromPaise = Math.min(fromPaise, record.pricePaise);
    }
    for (const record of members) chosen.set(record.id, record);
    const href = 'deity' in section ? `/collections/${section.deity}` : `/collections/${section.collection}`;
    return {
      key: section.key,
      title: section.title,
      href,
      productIds: members.map((record) => record.id),
      fromPrice: Number.isFinite(fromPaise) ? paiseToRupees(fromPaise) : Number.POSITIVE_INFINITY,
    };
  });
  return { sections: sections.filter((s) => s.productIds.length > 0), chosen: [...chosen.values()] };
}

/**
 * One page of a listing's records, its facets and the collection it lists (if any), and the sale
 * (`base.sale`) while it runs at `atMs`.
 */
export function listingOf(
  snap: Snapshot,
  base: ListingBase,
  filters: ListingFilters,
  atMs: number,
): { page: ListingPage; collection: CollectionSummary | null; sale: ListedSale | null } {
  const { index } = snap;
  let collection: CollectionSummary | null = null;
  // The base as flags by shop position, each part narrowing the one before.
  let inBase: Uint8Array | undefined;
  const narrow = (member: Uint8Array) => {
    const before = inBase;
    if (before === undefined) inBase = member;
    else for (let p = 0; p < before.length; p++) before[p] = before[p]! & member[p]!;
  };
  if (base.collections !== undefined && base.collections.length > 0) {
    const groups = base.collections.map((slug) => groupOf(snap, slug));
    narrow(Uint8Array.from(index.shop, (record) => (groups.some((group) => isMember(record, group)) ? 1 : 0)));
    collection = groups.length === 1 ? summary(groups[0]!) : null;
  }
  if (base.category !== undefined) {
    const group = snap.groups.get(base.category);
    if (!group || group.kind !== 'category') throw new AppError('CATEGORY_NOT_FOUND');
    narrow(Uint8Array.from(index.shop, (record) => (record.category === group.slug ? 1 : 0)));
    collection = summary(group);
  }
  let relevance: Map<string, number> | undefined;
  if (base.productIds !== undefined) {
    relevance = new Map(base.productIds.map((id, at) => [id, at]));
    const hits = new Uint8Array(index.size);
    for (const id of base.productIds) {
      const record = index.byId(id);
      if (record) hits[record.position] = 1;
    }
    narrow(hits);
  }
  let sale: ListedSale | null = null;
  if (base.sale !== undefined) {
    // Ended or unknown: nothing is listed, rather than products no longer on sale.
    const running = runningSale(snap.campaigns, base.sale, atMs);
    const saleId = base.sale;
    narrow(
      Uint8Array.from(index.shop, (record) =>
        running !== undefined && pricedBySale(snap.campaigns, record, saleId, atMs) ? 1 : 0,
      ),
    );
    sale = running ? { id: running.id, name: running.name, nameHi: running.nameHi } : null;
  }
  const page = listRecords(inBase, filters, {
    relevance,
    groupLabel: (slug) => {
      const group = snap.groups.get(slug);
      return group ? { name: group.name, order: group.order } : undefined;
    },
    index,
  });
  return { page, collection, sale };
}

/**
 * Every deity page and collection in menu order with its product count, and the first of its
 * products in the shop's order, whose picture it shows.
 */
export function collectionsOf(snap: Snapshot): { entry: Omit<CollectionEntry, 'image'>; first: string | undefined }[] {
  const counts = new Map<string, { count: number; first: IndexRecord }>();
  for (const record of snap.index.shop) {
    for (const [i, slug] of [record.deity, record.category, ...record.collections].entries()) {
      const group = slug === null ? undefined : snap.groups.get(slug);
      if (!group || !isMember(record, group)) continue;
      // Each group once, though a slug may be both the deity or category and a collection.
      if ((i > 0 && slug === record.deity) || (i > 1 && slug === record.category)) continue;
      const counted = counts.get(group.slug);
      if (counted) counted.count += 1;
      else counts.set(group.slug, { count: 1, first: record });
    }
  }
  return [...snap.groups.values()].map((group) => {
    const counted = counts.get(group.slug);
    return {
      entry: {
        ...summary(group),
        kind: group.kind,
        href: `/collections/${group.slug}`,
        productCount: counted?.count ?? 0,
      },
      first: counted?.first.id,
    };
  });
}

/** Whether the deity page or collection `slug` lists any product. */
export function hasProducts(snap: Snapshot, slug: string): boolean {
  const group = snap.groups.get(slug);
  return group !== undefined && snap.index.shop.some((record) => isMember(record, group));
}
