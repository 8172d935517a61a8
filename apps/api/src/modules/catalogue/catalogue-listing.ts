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
import { type IndexRecord, type ListedVariant } from './catalogue-index';

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

type Facet = 'size' | 'price' | 'deity' | 'category' | 'material' | 'color' | 'inStock';
const ATTRIBUTE_FACETS = ['deity', 'category', 'material', 'color'] as const;
type AttributeFacet = (typeof ATTRIBUTE_FACETS)[number];

const attributeOf: Record<AttributeFacet, (record: IndexRecord) => readonly string[]> = {
  deity: (r) => (r.deity ? [r.deity] : []),
  category: (r) => [r.category],
  material: (r) => r.materials,
  color: (r) => [r.color],
};

type VariantTest = ((v: ListedVariant) => boolean) | null;

/** Size, price and stock filters hold for one and the same size of a product. */
function variantTest(filters: ListingFilters, skip: Facet | null): VariantTest {
  const sizes = skip === 'size' ? [] : filters.size;
  const min = skip === 'price' || filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice);
  const max = skip === 'price' || filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice);
  const inStock = skip === 'inStock' ? false : filters.inStock;
  if (sizes.length === 0 && min === undefined && max === undefined && !inStock) return null;
  const sizeSet = new Set(sizes);
  return (v) =>
    (sizeSet.size === 0 || sizeSet.has(v.size)) &&
    (min === undefined || v.pricePaise >= min) &&
    (max === undefined || v.pricePaise <= max) &&
    (!inStock || v.stock > 0);
}

const anySize = (record: IndexRecord, test: VariantTest) => test === null || record.variants.some(test);

function count(counts: Map<string, number>, values: readonly string[]) {
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (values.indexOf(value) === i) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
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
  const tests = {
    all: variantTest(filters, null),
    size: variantTest(filters, 'size'),
    price: variantTest(filters, 'price'),
    inStock: variantTest(filters, 'inStock'),
    stocked: variantTest({ ...filters, inStock: true }, null),
  };
  const wanted = ATTRIBUTE_FACETS.filter((facet) => filters[facet].length > 0);
  const counts: Record<AttributeFacet | 'size', Map<string, number>> = {
    deity: new Map(),
    category: new Map(),
    material: new Map(),
    color: new Map(),
    size: new Map(),
  };
  const colorNames = new Map<string, string>();
  let minPaise = Number.POSITIVE_INFINITY;
  let maxPaise = Number.NEGATIVE_INFINITY;
  let inStock = 0;

  const fails = (record: IndexRecord, facet: AttributeFacet) => {
    const values = attributeOf[facet](record);
    return !values.some((value) => filters[facet].includes(value));
  };

  return {
    /** Counts one record of the base; true when it passes every filter. */
    add(record: IndexRecord): boolean {
      colorNames.set(record.color, record.colorName);
      let failed: AttributeFacet | undefined;
      for (const facet of wanted) {
        if (!fails(record, facet)) continue;
        if (failed !== undefined) return false;
        failed = facet;
      }
      const passesAll = anySize(record, tests.all);
      if (failed !== undefined) {
        if (passesAll) count(counts[failed], attributeOf[failed](record));
        return false;
      }
      if (passesAll) for (const facet of ATTRIBUTE_FACETS) count(counts[facet], attributeOf[facet](record));
      if (anySize(record, tests.size)) {
        count(
          counts.size,
          record.variants.filter((v) => tests.size === null || tests.size(v)).map((v) => v.size),
        );
      }
      if (anySize(record, tests.price)) {
        for (const v of record.variants) {
          if (tests.price !== null && !tests.price(v)) continue;
          minPaise = Math.min(minPaise, v.pricePaise);
          maxPaise = Math.max(maxPaise, v.pricePaise);
        }
      }
      if (anySize(record, tests.inStock) && tests.stocked !== null && record.variants.some(tests.stocked)) inStock += 1;
      return passesAll;
    },

    facets(groupLabel: GroupLabel): ListingFacets {
      const sizeIndex = (value: string) => (IDOL_SIZES as readonly string[]).indexOf(value);
      const byGroupOrder = (a: FacetValue, b: FacetValue) =>
        (groupLabel(a.value)?.order ?? Number.MAX_SAFE_INTEGER) -
          (groupLabel(b.value)?.order ?? Number.MAX_SAFE_INTEGER) || a.label.localeCompare(b.label);
      const groupName = (value: string) => groupLabel(value)?.name ?? value;
      return {
        sizes: facetValues(
          counts.size,
          filters.size,
          (value) => value,
          (a, b) => sizeIndex(a.value) - sizeIndex(b.value),
        ),
        deities: facetValues(counts.deity, filters.deity, groupName, byGroupOrder),
        categories: facetValues(counts.category, filters.category, groupName, byGroupOrder),
        materials: facetValues(counts.material, filters.material, materialLabel, (a, b) =>
          (MATERIAL_VALUES as readonly string[]).indexOf(a.value) -
          (MATERIAL_VALUES as readonly string[]).indexOf(b.value),
        ),
        colors: facetValues(
          counts.color,
          filters.color,
          (value) => colorNames.get(value) ?? value,
          (a, b) => b.count - a.count || a.label.localeCompare(b.label),
        ),
        price: Number.isFinite(minPaise) ? { min: paiseToRupees(minPaise), max: paiseToRupees(maxPaise) } : null,
        inStock,
      };
    },
  };
}

/** One card of a page: the record, and the size its filters priced it at (none: the cheapest). */
export type ListedRecord = { record: IndexRecord; variant: ListedVariant | undefined };

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

/** Price sorts over a size filter sort by the filtered size's price: a number per record sorts fast. */
const POSITIONS = 2 ** 21;

/** One page of a listing: the base set (`inBase`) narrowed by the shopper's filters, sorted, counted. */
export function listRecords(
  inBase: (record: IndexRecord) => boolean,
  filters: ListingFilters,
  { relevance, groupLabel, shop, inOrder }: ListingOptions,
): ListingPage {
  const sort = filters.sort ?? defaultSort(relevance !== undefined);
  const test = variantTest(filters, null);
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
    const keys = new Float64Array(matched.length);
    matched.forEach((record, i) => {
      const paise = priced(record).variant?.pricePaise ?? record.pricePaise;
      keys[i] = sign * paise * POSITIONS + record.position;
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
