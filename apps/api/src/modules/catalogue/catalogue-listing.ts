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

const ATTRIBUTE_FACETS = ['deity', 'category', 'material', 'color'] as const;
type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number];

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
    add(code: number) {
      const count = (counts[code] ?? 0) + 1;
      counts[code] = count;
      if (count === 1) met.push(code);
    },
    /** Values and counts in the order first met, as the shop's order walks the records. */
    map: () => new Map(met.map((code) => [valueOfCode(code), counts[code]!] as const)),
  };
}

/** Selected values stay listed even at zero, so a shopper can always untick them. */
function facetValues(
  counts: Map<string, number>,
  selected: readonly string[],
  label: (value: string) => string,
  order: (a: FacetValue, b: FacetValue) => number,
): FacetValue[] {
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return [...counts.entries()].map(([value, count]) => ({ value, label: label(value), count })).sort(order);
}

/**
 * Counts each facet over the records that pass every filter but that facet's own, in one pass:
 * a record failing two or more filters counts nowhere, one failing just one counts only there.
 */
function facetCounter(filters: ListingFilters) {
  // Size, price and stock filters: whether a size passes each is worked out once per size.
  const sizeCodes = filters.size.length > 0 ? codesOf(filters.size) : null;
  const min = filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice);
  const max = filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice);
  const bySize = sizeCodes !== null || min !== undefined || max !== undefined || filters.inStock;
  const wanted = ATTRIBUTE_FACETS.filter((facet) => filters[facet].length > 0).map((facet) => ({
    facet,
    codes: codesOf(filters[facet]),
  }));
  const tallies = { deity: tally(), category: tally(), material: tally(), color: tally(), size: tally() };
  const colorNames = new Map<number, string>();
  let minPaise = Number.POSITIVE_INFINITY;
  let maxPaise = Number.NEGATIVE_INFINITY;
  let inStock = 0;

  const fails = (record: IndexRecord, facet: AttributeFacet, codes: Uint8Array) => {
    switch (facet) {
      case 'deity':
        return record.deityCode < 0 || codes[record.deityCode] !== 1;
      case 'category':
        return codes[record.categoryCode] !== 1;
      case 'color':
        return codes[record.colorCode] !== 1;
      case 'material':
        return !record.materialCodes.some((code) => codes[code] === 1);
    }
  };
  const countAttribute = (record: IndexRecord, facet: AttributeFacet) => {
    switch (facet) {
      case 'deity':
        if (record.deityCode >= 0) tallies.deity.add(record.deityCode);
        return;
      case 'category':
        return tallies.category.add(record.categoryCode);
      case 'color':
        return tallies.color.add(record.colorCode);
      case 'material':
        for (const code of record.materialCodes) tallies.material.add(code);
    }
  };

  return {
    /** Counts one record of the base; true when it passes every filter. */
    add(record: IndexRecord): boolean {
      colorNames.set(record.colorCode, record.colorName);
      let failed: AttributeFacet | undefined;
      for (const { facet, codes } of wanted) {
        if (!fails(record, facet, codes)) continue;
        if (failed !== undefined) return false;
        failed = facet;
      }
      if (!bySize) {
        if (failed !== undefined) {
          countAttribute(record, failed);
          return false;
        }
        for (const facet of ATTRIBUTE_FACETS) countAttribute(record, facet);
        for (const code of record.sizeCodes) tallies.size.add(code);
        if (record.variants.length > 0) {
          minPaise = Math.min(minPaise, record.pricePaise);
          maxPaise = Math.max(maxPaise, record.highestPaise);
        }
        if (record.anyInStock) inStock += 1;
        return true;
      }
      // Whether some one size passes every filter, every filter but size's, but price's, but
      // stock's, and every filter with stock asked for; with the sizes and prices each facet counts.
      let passesAll = false;
      let stocked = false;
      const sizesCounted: number[] = [];
      const sizes = record.packed;
      for (let i = 0; i < sizes.length; i += 3) {
        const code = sizes[i]!;
        const paise = sizes[i + 1]!;
        const stock = sizes[i + 2]!;
        const sized = sizeCodes === null || sizeCodes[code] === 1;
        const priced = (min === undefined || paise >= min) && (max === undefined || paise <= max);
        const kept = !filters.inStock || stock > 0;
        if (sized && priced && kept) passesAll = true;
        if (failed !== undefined) continue;
        if (priced && kept && !sizesCounted.includes(code)) sizesCounted.push(code);
        if (sized && kept) {
          minPaise = Math.min(minPaise, paise);
          maxPaise = Math.max(maxPaise, paise);
        }
        if (sized && priced && stock > 0) stocked = true;
      }
      if (failed !== undefined) {
        if (passesAll) countAttribute(record, failed);
        return false;
      }
      if (passesAll) for (const facet of ATTRIBUTE_FACETS) countAttribute(record, facet);
      for (const code of sizesCounted) tallies.size.add(code);
      if (stocked) inStock += 1;
      return passesAll;
    },

    facets(groupLabel: GroupLabel): ListingFacets {
      const sizeIndex = (value: string) => (IDOL_SIZES as readonly string[]).indexOf(value);
      const byGroupOrder = (a: FacetValue, b: FacetValue) =>
        (groupLabel(a.value)?.order ?? Number.MAX_SAFE_INTEGER) -
          (groupLabel(b.value)?.order ?? Number.MAX_SAFE_INTEGER) || a.label.localeCompare(b.label);
      const groupName = (value: string) => groupLabel(value)?.name ?? value;
      const names = new Map([...colorNames].map(([code, name]) => [valueOfCode(code), name]));
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
        ),
        price: Number.isFinite(minPaise) ? { min: paiseToRupees(minPaise), max: paiseToRupees(maxPaise) } : null,
        inStock,
      };
    },
  };
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
  /** Every record in the shop's order, and in the order of the sort asked for when one is kept. */
  shop: readonly IndexRecord[];
  inOrder: (sort: ListingSort) => readonly IndexRecord[] | undefined;
};

/** One page of a listing: the base set (`inBase`) narrowed by the shopper's filters, sorted, counted. */
export function listRecords(
  inBase: (record: IndexRecord) => boolean,
  filters: ListingFilters,
  { relevance, groupLabel, shop, inOrder }: ListingOptions,
): ListingPage {
  const sort = filters.sort ?? defaultSort(relevance !== undefined);
  const test = sizeTest(filters);
  const start = (filters.page - 1) * filters.limit;
  const end = start + filters.limit;
  const priced = (record: IndexRecord): ListedRecord => ({
    record,
    variant: test === null ? undefined : cheapestOf(record.variants.filter(test)),
  });
  const counter = facetCounter(filters);
  const kept = test === null || !sort.startsWith('price') ? inOrder(sort) : undefined;
  // In the shop's order: facets count and the base is walked in the same order as ever.
  const matched: IndexRecord[] = [];
  const chosen = kept && kept !== shop ? new Uint8Array(shop.length) : undefined;
  let items: ListedRecord[] = [];
  let total = 0;
  for (const record of shop) {
    if (!inBase(record) || !counter.add(record)) continue;
    if (kept === shop) {
      if (total >= start && total < end) items.push(priced(record));
    } else if (chosen) chosen[record.position] = 1;
    else matched.push(record);
    total += 1;
  }
  if (kept === shop) {
    // Already the page.
  } else if (kept && chosen) {
    let seen = 0;
    for (const record of kept) {
      if (seen >= end) break;
      if (chosen[record.position] !== 1) continue;
      if (seen >= start) items.push(priced(record));
      seen += 1;
    }
  } else if (sort === 'price-asc' || sort === 'price-desc') {
    const sign = sort === 'price-asc' ? 1 : -1;
    // By the filtered size's price: one number per record (price, then shop position) sorts fast.
    const keys = new Float64Array(matched.length);
    const sizeCodes = filters.size.length > 0 ? codesOf(filters.size) : null;
    const min = filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice);
    const max = filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice);
    matched.forEach((record, i) => {
      let cheapest = Number.POSITIVE_INFINITY;
      const sizes = record.packed;
      for (let j = 0; j < sizes.length; j += 3) {
        const paise = sizes[j + 1]!;
        if (
          paise < cheapest &&
          (sizeCodes === null || sizeCodes[sizes[j]!] === 1) &&
          (min === undefined || paise >= min) &&
          (max === undefined || paise <= max) &&
          (!filters.inStock || sizes[j + 2]! > 0)
        ) {
          cheapest = paise;
        }
      }
      keys[i] = sign * cheapest * POSITIONS + record.position;
    });
    keys.sort();
    for (let i = start; i < end && i < keys.length; i++) {
      const key = keys[i]!;
      items.push(priced(shop[key - Math.floor(key / POSITIONS) * POSITIONS]!));
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
    items = matched.sort(compare[sort]).slice(start, end).map(priced);
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
