import { IDOL_SIZES } from '@shop/shared/constants';
import type { Product } from '@shop/shared/contracts/catalogue';
import type {
  FacetValue,
  ListingFacets,
  ListingFilters,
  ListingSort,
  ProductCard,
} from '@shop/shared/contracts/listing';
import { defaultSort } from '@shop/shared/contracts/listing';
import { MATERIAL_VALUES, materialLabel } from '@shop/shared/listing-rules';
import { discountPercent, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import {
  facetCodeCount,
  knownCode,
  POSITIONS,
  valueOfCode,
  type CatalogueIndex,
  type IndexColumns,
  type IndexRecord,
  type ListedVariant,
} from './catalogue-index';

// Listing pages are answered from the in-process listing index (decisions 3 and 0063): one pass over
// its records in the shop's order filters and counts them, and the sorts the index keeps in order
// need no sorting, so a page deep into 100,000 products costs a few milliseconds; only the page's
// cards are read from the database (catalogue-service.ts).

/** A listing's card, as the product's own answer and its sizes (in their order) make it. */
export function cardOf(product: Product, variants: readonly ListedVariant[]): ProductCard {
  const cheapest = cheapestOf(variants);
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    priceVaries: new Set(variants.map((v) => v.pricePaise)).size > 1,
    originalPrice: product.originalPrice,
    discount: cheapest ? discountPercent(cheapest.pricePaise, cheapest.originalPricePaise) : 0,
    image: product.imageSet[0] ?? null,
    inStock: product.inStock,
    stockStatus: product.stockStatus,
    deity: product.deity,
    category: product.category,
    color: product.color,
    ratings: product.ratings,
    sizes: variants.filter((v) => v.stock > 0).map((v) => v.size),
    isBestseller: product.isBestseller,
    isNewArrival: product.isNewArrival,
    codAvailable: product.codAvailable,
    hi: { name: product.hi?.name },
  };
}

export function cheapestOf(variants: readonly ListedVariant[]): ListedVariant | undefined {
  return variants.reduce<ListedVariant | undefined>(
    (best, v) => (best === undefined || v.pricePaise < best.pricePaise ? v : best),
    undefined,
  );
}

/** Names and menu order of deities and categories, for facet labels. */
type GroupLabel = (slug: string) => { name: string; order: number } | undefined;

type AttributeFacet = 'deity' | 'category' | 'material' | 'color';

/** Size, price and stock filters hold for one and the same size of a product (null: none asked for). */
function sizeTest(filters: ListingFilters): ((v: ListedVariant) => boolean) | null {
  const { size: sizes, inStock } = filters;
  const min = filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice);
  const max = filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice);
  if (sizes.length === 0 && min === undefined && max === undefined && !inStock) return null;
  return (v) =>
    (sizes.length === 0 || sizes.includes(v.size)) &&
    (min === undefined || v.pricePaise >= min) &&
    (max === undefined || v.pricePaise <= max) &&
    (!inStock || v.stock > 0);
}

/** Flags by facet code: 1 for the values asked for (those no record has are never met). */
function codesOf(values: readonly string[]): Uint8Array {
  const codes = new Uint8Array(facetCodeCount());
  for (const value of values) {
    const code = knownCode(value);
    if (code !== undefined) codes[code] = 1;
  }
  return codes;
}

/** Counts of facet values by code (catalogue-index.ts codeOf()), and the order they were first met in. */
function tally() {
  const counts = new Int32Array(facetCodeCount());
  const met: number[] = [];
  return {
    counts,
    met,
    /** Values and counts in the order first met, as the shop's order walks the records. */
    map: () => new Map(met.map((code) => [valueOfCode(code), counts[code]!] as const)),
  };
}

type Tally = ReturnType<typeof tally>;

function count(tally: Tally, code: number) {
  if (++tally.counts[code]! === 1) tally.met.push(code);
}

/** Selected values stay listed even at zero, so a shopper can always untick them. */
function facetValues(
  counts: Map<string, number>,
  selected: readonly string[],
  label: (value: string) => string,
  order: (a: FacetValue, b: FacetValue) => number,
  hindi?: (value: string) => string | undefined,
): FacetValue[] {
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: label(value), count, ...(hindi && { hi: { label: hindi(value) } }) }))
    .sort(order);
}

/**
 * Counts each facet over the records that pass every filter but that facet's own, in one pass:
 * a record failing two or more filters counts nowhere, one failing just one counts only there.
 */
function facetCounter(filters: ListingFilters, columns: IndexColumns, shop: readonly IndexRecord[]) {
  // Size, price and stock filters: whether a size passes each is worked out once per size.
  const sizeCodes = filters.size.length > 0 ? codesOf(filters.size) : null;
  const min = filters.minPrice === undefined ? Number.NEGATIVE_INFINITY : rupeesToPaise(filters.minPrice);
  const max = filters.maxPrice === undefined ? Number.POSITIVE_INFINITY : rupeesToPaise(filters.maxPrice);
  const stockAsked = filters.inStock;
  const bySize = sizeCodes !== null || filters.minPrice !== undefined || filters.maxPrice !== undefined || stockAsked;
  // One flag array per attribute filter asked for (null: not asked). This runs once per record of
  // the base, 100,000 times for a whole catalogue: typed-array reads, no calls into records.
  const codes = (facet: AttributeFacet) => (filters[facet].length > 0 ? codesOf(filters[facet]) : null);
  const deityCodes = codes('deity');
  const categoryCodes = codes('category');
  const colorCodes = codes('color');
  const materialCodes = codes('material');
  const {
    deity,
    category,
    color,
    materialsFrom,
    materials,
    sizesFrom,
    sizes,
    distinctSizesFrom,
    distinctSizes,
    colorNamedInHindi,
  } = columns;
  const tallies = { deity: tally(), category: tally(), material: tally(), color: tally(), size: tally() };
  /** A colour's name as the first product counted with it names it, in English and in Hindi. */
  const colorNames = new Map<number, string>();
  const colorNamesHi = new Map<number, string>();
  /** Colours whose Hindi name is found (a flag by code: read for every record counted). */
  const namedInHindi = new Uint8Array(facetCodeCount());
  /** Sizes already counted for the position being counted. */
  const sizeCountedAt = new Int32Array(facetCodeCount()).fill(-1);
  let minPaise = Number.POSITIVE_INFINITY;
  let maxPaise = Number.NEGATIVE_INFINITY;
  let inStock = 0;

  const hasMaterial = (p: number, wanted: Uint8Array) => {
    for (let i = materialsFrom[p]!; i < materialsFrom[p + 1]!; i++) if (wanted[materials[i]!] === 1) return true;
    return false;
  };
  const countColor = (p: number) => {
    const code = color[p]!;
    if (tallies.color.counts[code] === 0) colorNames.set(code, shop[p]!.colorName);
    // The record itself is read only for a colour's first names: its object is far from the columns.
    if (namedInHindi[code] === 0 && colorNamedInHindi[p] === 1) {
      colorNamesHi.set(code, shop[p]!.colorNameHi!);
      namedInHindi[code] = 1;
    }
    count(tallies.color, code);
  };
  const countMaterials = (p: number) => {
    for (let i = materialsFrom[p]!; i < materialsFrom[p + 1]!; i++) count(tallies.material, materials[i]!);
  };
  const countAttribute = (p: number, facet: AttributeFacet) => {
    switch (facet) {
      case 'deity':
        if (deity[p]! >= 0) count(tallies.deity, deity[p]!);
        return;
      case 'category':
        return count(tallies.category, category[p]!);
      case 'color':
        return countColor(p);
      case 'material':
        return countMaterials(p);
    }
  };
  const countEveryAttribute = (p: number) => {
    if (deity[p]! >= 0) count(tallies.deity, deity[p]!);
    count(tallies.category, category[p]!);
    countColor(p);
    countMaterials(p);
  };

  return {
    /**
     * Counts the record at shop position `p`. When it passes every filter, the price it is listed
     * at: its cheapest size that passes them (its cheapest size when none is asked for); else -1.
     */
    add(p: number): number {
      // The one attribute filter it fails, if just one: it counts under that facet alone.
      let failed: AttributeFacet | undefined;
      if (deityCodes !== null && (deity[p]! < 0 || deityCodes[deity[p]!] !== 1)) failed = 'deity';
      if (categoryCodes !== null && categoryCodes[category[p]!] !== 1) {
        if (failed !== undefined) return -1;
        failed = 'category';
      }
      if (colorCodes !== null && colorCodes[color[p]!] !== 1) {
        if (failed !== undefined) return -1;
        failed = 'color';
      }
      if (materialCodes !== null && !hasMaterial(p, materialCodes)) {
        if (failed !== undefined) return -1;
        failed = 'material';
      }
      if (!bySize) {
        if (failed !== undefined) {
          countAttribute(p, failed);
          return -1;
        }
        countEveryAttribute(p);
        for (let i = distinctSizesFrom[p]!; i < distinctSizesFrom[p + 1]!; i++) count(tallies.size, distinctSizes[i]!);
        if (sizesFrom[p + 1]! > sizesFrom[p]!) {
          if (columns.pricePaise[p]! < minPaise) minPaise = columns.pricePaise[p]!;
          if (columns.highestPaise[p]! > maxPaise) maxPaise = columns.highestPaise[p]!;
        }
        if (columns.anyInStock[p] === 1) inStock += 1;
        return columns.pricePaise[p]!;
      }
      const to = sizesFrom[p + 1]!;
      if (failed !== undefined) {
        // It counts under the facet it fails if some one size passes the size, price and stock
        // filters: the first such size settles it (most records of a filtered listing end here).
        for (let i = sizesFrom[p]!; i < to; i += 3) {
          const paise = sizes[i + 1]!;
          if (
            (sizeCodes === null || sizeCodes[sizes[i]!] === 1) &&
            paise >= min &&
            paise <= max &&
            (!stockAsked || sizes[i + 2]! > 0)
          ) {
            countAttribute(p, failed);
            break;
          }
        }
        return -1;
      }
      // Whether some one size passes every filter, every filter but size's, but price's, but
      // stock's, and every filter with stock asked for; with the sizes and prices each facet counts.
      let cheapest = Number.POSITIVE_INFINITY;
      let stocked = false;
      for (let i = sizesFrom[p]!; i < to; i += 3) {
        const code = sizes[i]!;
        const paise = sizes[i + 1]!;
        const stock = sizes[i + 2]!;
        const sized = sizeCodes === null || sizeCodes[code] === 1;
        const priced = paise >= min && paise <= max;
        const kept = !stockAsked || stock > 0;
        if (sized && priced && kept && paise < cheapest) cheapest = paise;
        if (priced && kept && sizeCountedAt[code] !== p) {
          sizeCountedAt[code] = p;
          count(tallies.size, code);
        }
        if (sized && kept) {
          if (paise < minPaise) minPaise = paise;
          if (paise > maxPaise) maxPaise = paise;
        }
        if (sized && priced && stock > 0) stocked = true;
      }
      if (stocked) inStock += 1;
      if (cheapest === Number.POSITIVE_INFINITY) return -1;
      countEveryAttribute(p);
      return cheapest;
    },

    facets(groupLabel: GroupLabel): ListingFacets {
      const sizeIndex = (value: string) => (IDOL_SIZES as readonly string[]).indexOf(value);
      const byGroupOrder = (a: FacetValue, b: FacetValue) =>
        (groupLabel(a.value)?.order ?? Number.MAX_SAFE_INTEGER) -
          (groupLabel(b.value)?.order ?? Number.MAX_SAFE_INTEGER) || a.label.localeCompare(b.label);
      const groupName = (value: string) => groupLabel(value)?.name ?? value;
      const names = new Map([...colorNames].map(([code, name]) => [valueOfCode(code), name]));
      const namesHi = new Map([...colorNamesHi].map(([code, name]) => [valueOfCode(code), name]));
      return {
        sizes: facetValues(
          tallies.size.map(),
          filters.size,
          (value) => value,
          (a, b) => sizeIndex(a.value) - sizeIndex(b.value),
        ),
        deities: facetValues(tallies.deity.map(), filters.deity, groupName, byGroupOrder),
        categories: facetValues(tallies.category.map(), filters.category, groupName, byGroupOrder),
        materials: facetValues(
          tallies.material.map(),
          filters.material,
          materialLabel,
          (a, b) =>
            (MATERIAL_VALUES as readonly string[]).indexOf(a.value) -
            (MATERIAL_VALUES as readonly string[]).indexOf(b.value),
        ),
        colors: facetValues(
          tallies.color.map(),
          filters.color,
          (value) => names.get(value) ?? value,
          (a, b) => b.count - a.count || a.label.localeCompare(b.label),
          (value) => namesHi.get(value),
        ),
        price: Number.isFinite(minPaise) ? { min: paiseToRupees(minPaise), max: paiseToRupees(maxPaise) } : null,
        inStock,
      };
    },
  };
}

/**
 * The `count` smallest of `values`, smallest first. Below a quarter of them, through a heap of
 * `count` that most values pass by with one comparison: the pages a shopper opens are the first ones,
 * and sorting 40,000 numbers whole took a third of a listing's pass.
 */
export function smallest(values: Float64Array, count: number): Float64Array {
  if (count * 4 >= values.length) return values.slice().sort().subarray(0, count);
  // The largest kept at heap[0]; a child of i at 2i + 1 and 2i + 2.
  const heap = new Float64Array(count);
  let size = 0;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (size < count) {
      let at = size++;
      while (at > 0) {
        const parent = (at - 1) >> 1;
        if (heap[parent]! >= value) break;
        heap[at] = heap[parent]!;
        at = parent;
      }
      heap[at] = value;
    } else if (value < heap[0]!) {
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= count) break;
        if (child + 1 < count && heap[child + 1]! > heap[child]!) child += 1;
        if (heap[child]! <= value) break;
        heap[at] = heap[child]!;
        at = child;
      }
      heap[at] = value;
    }
  }
  return heap.sort();
}

/** One card of a page: the record, and the size its filters priced it at (none: the cheapest). */
type ListedRecord = { record: IndexRecord; variant: ListedVariant | undefined };

export type ListingPage = {
  items: ListedRecord[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  sort: ListingSort;
  facets: ListingFacets;
};

export type ListingOptions = {
  /** Search hits, best first: the base set is these, and `relevance` sorts by this order. */
  relevance?: ReadonlyMap<string, number>;
  groupLabel: GroupLabel;
  /** The listing index: its records in the shop's order and their columns. */
  index: Pick<CatalogueIndex, 'shop' | 'columns'>;
};

/**
 * One page of a listing: the base set (`inBase`, 1 by shop position; undefined: every record)
 * narrowed by the shopper's filters, sorted, counted.
 */
export function listRecords(
  inBase: Uint8Array | undefined,
  filters: ListingFilters,
  { relevance, groupLabel, index }: ListingOptions,
): ListingPage {
  const shop = index.shop;
  const columns = index.columns();
  const sort = filters.sort ?? defaultSort(relevance !== undefined);
  const test = sizeTest(filters);
  const start = (filters.page - 1) * filters.limit;
  const end = start + filters.limit;
  const priced = (p: number): ListedRecord => {
    const record = shop[p]!;
    return { record, variant: test === null ? undefined : cheapestOf(record.variants.filter(test)) };
  };
  const counter = facetCounter(filters, columns, shop);
  // A sort the index keeps in order, unless a size's price decides it (then it depends on the filters).
  const keptSort = test === null || !sort.startsWith('price') ? sort : undefined;
  const inShopOrder = keptSort === 'featured';
  const kept =
    keptSort === undefined || keptSort === 'featured' || keptSort === 'relevance'
      ? undefined
      : columns.kept.get(keptSort);
  // By the price each record is listed at, which the filters decide: one number per record (price,
  // then shop position), so they sort as numbers.
  const byListedPrice = !inShopOrder && !kept && (sort === 'price-asc' || sort === 'price-desc');
  const sign = sort === 'price-desc' ? -1 : 1;
  const keys = byListedPrice ? new Float64Array(shop.length) : undefined;
  // In the shop's order: facets count and the base is walked in the same order as ever.
  const matched: number[] = [];
  const chosen = kept ? new Uint8Array(shop.length) : undefined;
  const items: ListedRecord[] = [];
  let total = 0;
  for (let p = 0; p < shop.length; p++) {
    if (inBase !== undefined && inBase[p] !== 1) continue;
    const paise = counter.add(p);
    if (paise < 0) continue;
    if (inShopOrder) {
      if (total >= start && total < end) items.push(priced(p));
    } else if (chosen) chosen[p] = 1;
    else if (keys) keys[total] = sign * paise * POSITIONS + p;
    else matched.push(p);
    total += 1;
  }
  if (inShopOrder) {
    // Already the page.
  } else if (kept && chosen) {
    let seen = 0;
    for (const p of kept) {
      if (seen >= end) break;
      if (chosen[p] !== 1) continue;
      if (seen >= start) items.push(priced(p));
      seen += 1;
    }
  } else if (keys) {
    const first = smallest(keys.subarray(0, total), end);
    for (let i = start; i < first.length; i++) {
      const key = first[i]!;
      items.push(priced(key - Math.floor(key / POSITIONS) * POSITIONS));
    }
  } else {
    const rank = (record: IndexRecord) => relevance?.get(record.id) ?? 0;
    const compare: Record<ListingSort, (a: IndexRecord, b: IndexRecord) => number> = {
      relevance: (a, b) => rank(a) - rank(b) || a.position - b.position,
      featured: (a, b) => a.position - b.position,
      newest: (a, b) => b.createdAtMs - a.createdAtMs || a.position - b.position,
      'price-asc': (a, b) => a.pricePaise - b.pricePaise || a.position - b.position,
      'price-desc': (a, b) => b.pricePaise - a.pricePaise || a.position - b.position,
      bestselling: (a, b) => b.salesCount - a.salesCount || a.position - b.position,
    };
    const sorted = matched.map((p) => shop[p]!).sort(compare[sort]);
    for (const record of sorted.slice(start, end)) items.push(priced(record.position));
  }
  return {
    items,
    total,
    page: filters.page,
    limit: filters.limit,
    totalPages: Math.ceil(total / filters.limit),
    sort,
    facets: counter.facets(groupLabel),
  };
}
