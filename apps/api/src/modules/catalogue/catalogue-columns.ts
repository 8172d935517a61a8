import type { IndexRecord, KeptSort } from './catalogue-records';

// The listing index's records by shop position in flat typed arrays (catalogue-index.ts builds
// and patches them; a listing's pass reads them).

export const SLICE = 5_000;

/** When a change names more records than this, the kept orders are sorted again instead. */
export const RE_SORT_ABOVE = 64;

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
export function writeColumns(columns: IndexColumns, p: number, record: IndexRecord) {
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
export function patchColumns(columns: IndexColumns, record: IndexRecord): boolean {
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
export function moveEntry(order: Int32Array, from: number, to: number) {
  const value = order[from]!;
  if (to > from) order.copyWithin(from, from + 1, to + 1);
  else if (to < from) order.copyWithin(to + 1, to, from);
  order[to] = value;
}

export function columnsOf(
  shop: readonly IndexRecord[],
  kept: ReadonlyMap<KeptSort, readonly IndexRecord[]>,
): IndexColumns {
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
