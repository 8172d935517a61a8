import { setImmediate } from 'node:timers/promises';
import type { ListingSort } from '@shop/shared/contracts/listing';
import { filterValue, materialFamilies } from '@shop/shared/listing-rules';
import { columnsOf, moveEntry, patchColumns, RE_SORT_ABOVE, SLICE, type IndexColumns } from './catalogue-columns';
import {
  codeOf,
  KEPT_SORTS,
  keyOf,
  POSITIONS,
  RECORD_ORDER,
  shopOrder,
  type IndexRecord,
  type IndexRow,
  type IndexVariant,
  type KeptSort,
} from './catalogue-records';

// The catalogue's listing index (decision 0063): one small record per listed product, holding what
// listings, filters, facets, sorts, related products, home sections, collection counts and the
// sitemap need, and none of a product's pages (descriptions, pictures, specifications), which are
// read on demand. The records are kept in the shop's own order and in each other sort's order,
// and a change re-places only the records it names.

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
