import { stockStatus } from '@shop/shared/catalogue-rules';
import type { ListingSort } from '@shop/shared/contracts/listing';

// What the listing index (catalogue-index.ts) holds of each listed product: its record, the
// facet codes its values share, the sort orders records are kept in, and what counts as a change.

export type ListedVariant = { size: string; pricePaise: number; originalPricePaise: number | null; stock: number };

/** One listed product as the index read (catalogue-repository.ts listIndexRows()) gives it. */
export type IndexRow = {
  id: string;
  slug: string;
  name: string;
  deity: string | null;
  category: string;
  color: string;
  /** The colour as the product's Hindi specifications name it (null: none). */
  colorHi: string | null;
  material: string;
  featured: boolean;
  salesCount: number;
  createdAtMs: number;
  updatedAtMs: number;
  /** In the sizes' own order. */
  variants: ListedVariant[];
  collections: string[];
  /** A digest of everything else about the product (its row but the sales count, its pictures). */
  detail: string;
};

/** A size as the index holds it: with its size's facet code. */
export type IndexVariant = ListedVariant & { sizeCode: number };

/**
 * Facet values (deities, categories, colours, materials, sizes) by a small number each, so a
 * listing counts 100,000 records into arrays rather than maps. Values are few and only ever added.
 */
const facetValues: string[] = [];
const facetCodes = new Map<string, number>();

export function codeOf(value: string): number {
  let code = facetCodes.get(value);
  if (code === undefined) {
    code = facetValues.length;
    facetValues.push(value);
    facetCodes.set(value, code);
  }
  return code;
}

/** The code of a value already held (undefined: no record ever had it). */
export const knownCode = (value: string) => facetCodes.get(value);
export const valueOfCode = (code: number) => facetValues[code]!;
export const facetCodeCount = () => facetValues.length;

/** Flags by facet code: 1 for the values asked for (those no record has are never met). */
export function codesOf(values: readonly string[]): Uint8Array {
  const codes = new Uint8Array(facetCodeCount());
  for (const value of values) {
    const code = knownCode(value);
    if (code !== undefined) codes[code] = 1;
  }
  return codes;
}

export type IndexRecord = {
  id: string;
  slug: string;
  name: string;
  deity: string | null;
  category: string;
  collections: string[];
  /** Shared by every record of the same material text: never changed in place. */
  materials: readonly string[];
  /** The colour as filters name it, and as the product names it. */
  color: string;
  colorName: string;
  colorNameHi: string | null;
  featured: boolean;
  salesCount: number;
  /** The sales count the shop's order placed this record by (a sale alone does not move it). */
  orderSales: number;
  createdAtMs: number;
  updatedAt: Date;
  variants: IndexVariant[];
  /** The cheapest size's price, which the card shows (0 without sizes). */
  pricePaise: number;
  /** The dearest size's price (0 without sizes). */
  highestPaise: number;
  /** Stock in all, as the product's answer counts it. */
  inStock: boolean;
  /** Some size has stock. */
  anyInStock: boolean;
  /** Facet codes (codeOf()): -1 for no deity; materials and sizes each once. */
  deityCode: number;
  categoryCode: number;
  colorCode: number;
  materialCodes: readonly number[];
  sizeCodes: number[];
  /** Index in the shop's own order: featured first, then best sellers, then by name. */
  position: number;
  detail: string;
  ratings: string;
};

/** Sorts answered from a list kept in their order (the others sort what they find). */
export type KeptSort = Exclude<ListingSort, 'relevance' | 'featured'>;
export const KEPT_SORTS: readonly KeptSort[] = ['newest', 'bestselling', 'price-asc', 'price-desc'];

/**
 * Each sort's order of records, ties in the shop's order: the kept sorts keep their lists by it,
 * and a listing sorts by it what a kept list cannot answer (catalogue-listing.ts). `relevance` is
 * the search's own order.
 */
export const RECORD_ORDER: Record<Exclude<ListingSort, 'relevance'>, (a: IndexRecord, b: IndexRecord) => number> = {
  featured: (a, b) => a.position - b.position,
  newest: (a, b) => b.createdAtMs - a.createdAtMs || a.position - b.position,
  bestselling: (a, b) => b.salesCount - a.salesCount || a.position - b.position,
  'price-asc': (a, b) => a.pricePaise - b.pricePaise || a.position - b.position,
  'price-desc': (a, b) => b.pricePaise - a.pricePaise || a.position - b.position,
};

/** Shop positions below this pack under a sort key in one number (catalogue-listing.ts too). */
export const POSITIONS = 2 ** 21;

/** Sorts whose order is one whole number per record (then the shop's order). */
export const keyOf: Partial<Record<KeptSort, (record: IndexRecord) => number>> = {
  bestselling: (r) => -r.salesCount,
  'price-asc': (r) => r.pricePaise,
  'price-desc': (r) => -r.pricePaise,
};

/** The shop's own order, as the index read sorts it: featured, then best sellers, then by name. */
export function shopOrder(a: IndexRecord, b: IndexRecord): number {
  return (
    Number(b.featured) - Number(a.featured) ||
    b.orderSales - a.orderSales ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** What listings show of a record changed: its cards, filters or order (exact stock counts aside). */
export function listedChanged(a: IndexRecord | undefined, b: IndexRecord | undefined): boolean {
  if (!a || !b) return a !== b;
  return (
    a.detail !== b.detail ||
    a.ratings !== b.ratings ||
    a.collections.join() !== b.collections.join() ||
    a.variants.length !== b.variants.length ||
    a.variants.some((v, i) => {
      const w = b.variants[i]!;
      return (
        v.size !== w.size ||
        v.pricePaise !== w.pricePaise ||
        v.originalPricePaise !== w.originalPricePaise ||
        v.stock > 0 !== w.stock > 0
      );
    }) ||
    stockStatus(totalStock(a)) !== stockStatus(totalStock(b))
  );
}

/** Anything known of a record changed: what listings show, its exact stock or its sales. */
export function recordChanged(a: IndexRecord | undefined, b: IndexRecord | undefined): boolean {
  if (!a || !b) return a !== b;
  return (
    listedChanged(a, b) || a.salesCount !== b.salesCount || a.variants.some((v, i) => v.stock !== b.variants[i]!.stock)
  );
}

function totalStock(record: IndexRecord): number {
  return record.variants.reduce((sum, v) => sum + v.stock, 0);
}
