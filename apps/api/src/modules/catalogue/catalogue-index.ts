import { setImmediate } from 'node:timers/promises';
import { stockStatus } from '@shop/shared/catalogue-rules';
import type { ListingSort } from '@shop/shared/contracts/listing';
import { filterValue, materialFamilies } from '@shop/shared/listing-rules';

// The catalogue's listing index (decision 0063): one small record per listed product, holding what
// listings, filters, facets, sorts, related products, home sections, collection counts and the
// sitemap need, and none of a product's pages (descriptions, pictures, specifications), which are
// read on demand. The records are kept in the shop's own order and in each other sort's order,
// and a change re-places only the records it names.

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
type IndexVariant = ListedVariant & { sizeCode: number };

/**
 * Facet values (deities, categories, colours, materials, sizes) by a small number each, so a
 * listing counts 100,000 records into arrays rather than maps. Values are few and only ever added.
 */
const facetValues: string[] = [];
const facetCodes = new Map<string, number>();

function codeOf(value: string): number {
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
type KeptSort = Exclude<ListingSort, 'relevance' | 'featured'>;
const KEPT_SORTS: readonly KeptSort[] = ['newest', 'bestselling', 'price-asc', 'price-desc'];

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
const keyOf: Partial<Record<KeptSort, (record: IndexRecord) => number>> = {
  bestselling: (r) => -r.salesCount,
  'price-asc': (r) => r.pricePaise,
  'price-desc': (r) => -r.pricePaise,
};

/** The shop's own order, as the index read sorts it: featured, then best sellers, then by name. */
function shopOrder(a: IndexRecord, b: IndexRecord): number {
  return (
    Number(b.featured) - Number(a.featured) ||
    b.orderSales - a.orderSales ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Where `record` goes in `list` (sorted by `order`), after its equals. */
function insertionPoint<T>(list: readonly T[], record: T, order: (a: T, b: T) => number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (order(list[middle]!, record) <= 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** `compute` of each distinct argument, worked out once and kept. */
function memoized<T>(compute: (text: string) => T): (text: string) => T {
  const known = new Map<string, T>();
  return (text) => {
    let value = known.get(text);
    if (value === undefined) {
      value = compute(text);
      known.set(text, value);
    }
    return value;
  };
}

const SLICE = 5_000;

/** When a change names more records than this, the kept orders are sorted again instead. */
const RE_SORT_ABOVE = 64;

/**
 * The records' facet and size fields by shop position, in flat typed arrays: a listing's pass over
 * 100,000 records reads these contiguous numbers instead of reaching each record's object and its
 * arrays (three or four cache misses a record, most of the pass's time). Built with the index;
 * a change that keeps its records in their places is written over them, any other has them built
 * again, in one pass over the records, by the next listing.
 */
export type IndexColumns = {
  deity: Int32Array;
  category: Int32Array;
  color: Int32Array;
  /** Materials of position p: materials[materialsFrom[p] … materialsFrom[p + 1]). */
  materialsFrom: Int32Array;
  materials: Int32Array;
  /**
   * Sizes of position p as (facet code, price in paise, stock) triples from sizesFrom[p] to
   * sizesFrom[p + 1]: whole numbers the database holds as 32-bit integers, half the bytes to read
   * of 64-bit ones in the pass's busiest loop.
   */
  sizesFrom: Int32Array;
  sizes: Int32Array;
  /** Distinct size codes of position p, from distinctSizesFrom[p] to distinctSizesFrom[p + 1]. */
  distinctSizesFrom: Int32Array;
  distinctSizes: Int32Array;
  /** 1 where that distinct size has stock in some size of its code. */
  distinctSizesStocked: Uint8Array;
  pricePaise: Float64Array;
  highestPaise: Float64Array;
  /** The cheapest and dearest sizes with stock (Infinity and -Infinity: none). */
  stockedLowPaise: Float64Array;
  stockedHighPaise: Float64Array;
  /** 1 when some size has stock. */
  anyInStock: Uint8Array;
  /** 1 when the product names its colour in Hindi. */
  colorNamedInHindi: Uint8Array;
  /** Positions in each kept sort's order. */
  kept: Map<KeptSort, Int32Array>;
};

/** Writes the record at position `p` into the columns, its lists from where the columns start them. */
function writeColumns(columns: IndexColumns, p: number, record: IndexRecord) {
  columns.deity[p] = record.deityCode;
  columns.category[p] = record.categoryCode;
  columns.color[p] = record.colorCode;
  let m = columns.materialsFrom[p]!;
  for (const code of record.materialCodes) columns.materials[m++] = code;
  let s = columns.sizesFrom[p]!;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const v of record.variants) {
    columns.sizes[s++] = v.sizeCode;
    columns.sizes[s++] = v.pricePaise;
    columns.sizes[s++] = v.stock;
    if (v.stock > 0 && v.pricePaise < low) low = v.pricePaise;
    if (v.stock > 0 && v.pricePaise > high) high = v.pricePaise;
  }
  let d = columns.distinctSizesFrom[p]!;
  for (const code of record.sizeCodes) {
    columns.distinctSizes[d] = code;
    columns.distinctSizesStocked[d++] = record.variants.some((v) => v.sizeCode === code && v.stock > 0) ? 1 : 0;
  }
  columns.pricePaise[p] = record.pricePaise;
  columns.highestPaise[p] = record.highestPaise;
  columns.stockedLowPaise[p] = low;
  columns.stockedHighPaise[p] = high;
  columns.anyInStock[p] = record.anyInStock ? 1 : 0;
  columns.colorNamedInHindi[p] = record.colorNameHi === null ? 0 : 1;
}

/**
 * Writes a record over the one at its position (a change that keeps its place): false when it does
 * not fit, having more or fewer materials, sizes or distinct sizes, and the columns must be built again.
 */
function patchColumns(columns: IndexColumns, record: IndexRecord): boolean {
  const p = record.position;
  const { materialsFrom, sizesFrom, distinctSizesFrom } = columns;
  if (
    materialsFrom[p + 1]! - materialsFrom[p]! !== record.materialCodes.length ||
    sizesFrom[p + 1]! - sizesFrom[p]! !== record.variants.length * 3 ||
    distinctSizesFrom[p + 1]! - distinctSizesFrom[p]! !== record.sizeCodes.length
  ) {
    return false;
  }
  writeColumns(columns, p, record);
  return true;
}

/** Moves an order's entry from `from` to `to` (an index in the order without it), as splicing it out and in does. */
function moveEntry(order: Int32Array, from: number, to: number) {
  const value = order[from]!;
  if (to > from) order.copyWithin(from, from + 1, to + 1);
  else if (to < from) order.copyWithin(to + 1, to, from);
  order[to] = value;
}

function columnsOf(shop: readonly IndexRecord[], kept: ReadonlyMap<KeptSort, readonly IndexRecord[]>): IndexColumns {
  const n = shop.length;
  let materialCount = 0;
  let sizeCount = 0;
  let distinctCount = 0;
  for (const record of shop) {
    materialCount += record.materialCodes.length;
    sizeCount += record.variants.length * 3;
    distinctCount += record.sizeCodes.length;
  }
  const columns: IndexColumns = {
    deity: new Int32Array(n),
    category: new Int32Array(n),
    color: new Int32Array(n),
    materialsFrom: new Int32Array(n + 1),
    materials: new Int32Array(materialCount),
    sizesFrom: new Int32Array(n + 1),
    sizes: new Int32Array(sizeCount),
    distinctSizesFrom: new Int32Array(n + 1),
    distinctSizes: new Int32Array(distinctCount),
    distinctSizesStocked: new Uint8Array(distinctCount),
    pricePaise: new Float64Array(n),
    highestPaise: new Float64Array(n),
    stockedLowPaise: new Float64Array(n),
    stockedHighPaise: new Float64Array(n),
    anyInStock: new Uint8Array(n),
    colorNamedInHindi: new Uint8Array(n),
    kept: new Map(),
  };
  let m = 0;
  let s = 0;
  let d = 0;
  for (let p = 0; p < n; p++) {
    const record = shop[p]!;
    columns.materialsFrom[p] = m;
    columns.sizesFrom[p] = s;
    columns.distinctSizesFrom[p] = d;
    writeColumns(columns, p, record);
    m += record.materialCodes.length;
    s += record.variants.length * 3;
    d += record.sizeCodes.length;
  }
  columns.materialsFrom[n] = m;
  columns.sizesFrom[n] = s;
  columns.distinctSizesFrom[n] = d;
  for (const [sort, list] of kept)
    columns.kept.set(
      sort,
      Int32Array.from(list, (record) => record.position),
    );
  return columns;
}

export function catalogueIndex() {
  /** Repeated values (deities, categories, collections, materials, colours) held once. */
  const intern = memoized((value: string) => value);
  let shop: IndexRecord[] = [];
  const kept = new Map<KeptSort, IndexRecord[]>(KEPT_SORTS.map((sort) => [sort, []]));
  const byId = new Map<string, IndexRecord>();
  const bySlug = new Map<string, IndexRecord>();
  /** The columns of the records as they are now (undefined: changed since they were built). */
  let columns: IndexColumns | undefined;

  /** A material's families and a colour's filter value, worked out once per text (few are distinct). */
  const materialsOf = memoized((material: string) => {
    const materials = [...new Set(materialFamilies(material))].map(intern);
    return { materials, codes: materials.map(codeOf) };
  });
  const colorOf = memoized((color: string) => intern(filterValue(color)));

  // Runs 100,000 times at a start: one object per size and no arrays made only to be dropped.
  function recordOf(row: IndexRow, ratings: string, orderSales: number): IndexRecord {
    const count = row.variants.length;
    const variants: IndexVariant[] = new Array(count);
    const sizeCodes: number[] = [];
    let pricePaise = Number.POSITIVE_INFINITY;
    let highestPaise = 0;
    let stock = 0;
    let anyInStock = false;
    for (let i = 0; i < count; i++) {
      const v = row.variants[i]!;
      const size = intern(v.size);
      const sizeCode = codeOf(size);
      variants[i] = {
        size,
        pricePaise: v.pricePaise,
        originalPricePaise: v.originalPricePaise,
        stock: v.stock,
        sizeCode,
      };
      if (!sizeCodes.includes(sizeCode)) sizeCodes.push(sizeCode);
      if (v.pricePaise < pricePaise) pricePaise = v.pricePaise;
      if (v.pricePaise > highestPaise) highestPaise = v.pricePaise;
      stock += v.stock;
      if (v.stock > 0) anyInStock = true;
    }
    const deity = row.deity === null ? null : intern(row.deity);
    const category = intern(row.category);
    const { materials, codes: materialCodes } = materialsOf(row.material);
    const color = colorOf(row.color);
    return {
      id: row.id,
      slug: row.slug,
      name: row.name,
      deity,
      category,
      collections: row.collections.map(intern),
      materials,
      color,
      colorName: intern(row.color),
      colorNameHi: row.colorHi === null ? null : intern(row.colorHi),
      featured: row.featured,
      salesCount: row.salesCount,
      orderSales,
      createdAtMs: row.createdAtMs,
      updatedAt: new Date(row.updatedAtMs),
      variants,
      pricePaise: count > 0 ? pricePaise : 0,
      highestPaise,
      inStock: stock > 0,
      anyInStock,
      deityCode: deity === null ? -1 : codeOf(deity),
      categoryCode: codeOf(category),
      colorCode: codeOf(color),
      materialCodes,
      sizeCodes,
      position: 0,
      detail: row.detail,
      ratings,
    };
  }

  function renumber(from: number, to: number) {
    for (let i = Math.max(0, from); i <= to && i < shop.length; i++) shop[i]!.position = i;
  }

  /** The records by a whole-number key under 2^32, ties in the shop's order: numbers sort fast. */
  function byKey(key: (record: IndexRecord) => number): IndexRecord[] {
    const keys = new Float64Array(shop.length);
    for (let i = 0; i < shop.length; i++) keys[i] = key(shop[i]!) * POSITIONS + i;
    keys.sort();
    return Array.from(keys, (k) => shop[k - Math.floor(k / POSITIONS) * POSITIONS]!);
  }

  async function sortKept() {
    for (const sort of KEPT_SORTS) {
      const key = keyOf[sort];
      kept.set(sort, key && shop.length < POSITIONS ? byKey(key) : [...shop].sort(RECORD_ORDER[sort]));
      await setImmediate();
    }
  }

  return {
    /** Every listed record in the shop's own order. */
    get shop(): readonly IndexRecord[] {
      return shop;
    },
    get size() {
      return shop.length;
    },
    byId: (id: string) => byId.get(id),
    bySlug: (slug: string) => bySlug.get(slug),

    /** The records' facet and size fields by position (built on first demand after a change). */
    columns(): IndexColumns {
      columns ??= columnsOf(shop, kept);
      return columns;
    },

    /** Every listed record in `sort`'s order (ties in the shop's order); undefined for the sorts not kept. */
    inOrder(sort: ListingSort): readonly IndexRecord[] | undefined {
      return sort === 'featured' ? shop : sort === 'relevance' ? undefined : kept.get(sort);
    },

    /**
     * Builds the index from a whole read (rows in the shop's order), a slice at a time so the
     * event loop is never held for long.
     */
    async fill(rows: readonly IndexRow[], ratings: ReadonlyMap<string, string>): Promise<void> {
      columns = undefined;
      const records: IndexRecord[] = new Array(rows.length);
      for (let i = 0; i < rows.length; i++) {
        const row = rows[i]!;
        records[i] = recordOf(row, ratings.get(row.id) ?? '', row.salesCount);
        records[i]!.position = i;
        if (i % SLICE === SLICE - 1) await setImmediate();
      }
      shop = records;
      byId.clear();
      bySlug.clear();
      for (const record of records) {
        byId.set(record.id, record);
        bySlug.set(record.slug, record);
      }
      await sortKept();
      // Built now rather than by the first listing, which would wait for them (100-200 ms at 100,000).
      columns = columnsOf(shop, kept);
    },

    /**
     * Puts these products' new records in (`undefined`: no longer listed). `placed` ones (edits)
     * take their place in the shop's order again; the others (stock counts, sales) keep it.
     */
    async replace(
      changes: ReadonlyMap<string, { row: IndexRow; ratings: string } | undefined>,
      placed: ReadonlySet<string>,
    ) {
      const many = changes.size > RE_SORT_ABOVE;
      if (many) columns = undefined;
      for (const [id, change] of changes) {
        const old = byId.get(id);
        if (old) {
          byId.delete(id);
          bySlug.delete(old.slug);
        }
        const record = change
          ? recordOf(change.row, change.ratings, old && !placed.has(id) ? old.orderSales : change.row.salesCount)
          : undefined;
        if (record) {
          byId.set(id, record);
          bySlug.set(record.slug, record);
        }
        if (many) continue;
        let samePlace: boolean;
        if (old && record && !placed.has(id)) {
          record.position = old.position;
          shop[old.position] = record;
          samePlace = true;
        } else {
          if (old) shop.splice(old.position, 1);
          let at = shop.length;
          if (record) {
            at = insertionPoint(shop, record, shopOrder);
            shop.splice(at, 0, record);
          }
          const from = old ? Math.min(old.position, at) : at;
          renumber(from, old && record ? Math.max(old.position, at) : shop.length - 1);
          samePlace = old !== undefined && record !== undefined && at === old.position;
        }
        // A record that keeps its place is written over its old one in the columns (an owner's
        // edit, a sale, a stock count): building them again costs a listing 100-300 ms at 100,000.
        if (columns && !(samePlace && record && patchColumns(columns, record))) columns = undefined;
        for (const sort of KEPT_SORTS) {
          const list = kept.get(sort)!;
          const from = old ? list.indexOf(old) : -1;
          if (from >= 0) list.splice(from, 1);
          if (!record) continue;
          const to = insertionPoint(list, record, RECORD_ORDER[sort]);
          list.splice(to, 0, record);
          if (columns && from >= 0) moveEntry(columns.kept.get(sort)!, from, to);
          else columns = undefined;
        }
      }
      if (many) {
        shop = [...byId.values()].sort(shopOrder);
        renumber(0, shop.length - 1);
        await sortKept();
        // Also after the awaits above: a listing meanwhile may have built columns of a half-done change.
        columns = undefined;
      }
    },
  };
}

export type CatalogueIndex = ReturnType<typeof catalogueIndex>;

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
