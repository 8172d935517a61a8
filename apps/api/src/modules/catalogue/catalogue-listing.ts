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
import { filterValue, MATERIAL_VALUES, materialFamilies, materialLabel } from '@shop/shared/listing-rules';
import { discountPercent, paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { cardAtSizePrice } from './product-dto';

// Listing pages are answered from the in-process catalogue (decision 3): a few hundred products
// are filtered, counted and sorted in well under a millisecond, so no request reaches the database.

type ListedVariant = { size: string; pricePaise: number; originalPricePaise: number | null; stock: number };

/** A product with what its listing needs precomputed once per catalogue load. */
export type CatalogueEntry = {
  product: Product;
  card: ProductCard;
  variants: ListedVariant[];
  /** The cheapest size's price, which the card shows (0 without sizes). */
  pricePaise: number;
  salesCount: number;
  createdAtMs: number;
  updatedAt: Date;
  /** Position in the shop's own order: featured first, then best sellers, then by name. */
  position: number;
  materials: string[];
  color: string;
};

export type EntrySource = {
  product: Product;
  variants: ListedVariant[];
  salesCount: number;
  createdAt: Date;
  updatedAt: Date;
  position: number;
};

export function toEntry({
  product,
  variants,
  salesCount,
  createdAt,
  updatedAt,
  position,
}: EntrySource): CatalogueEntry {
  const cheapest = cheapestOf(variants);
  const card: ProductCard = {
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
  return {
    product,
    card,
    variants,
    pricePaise: cheapest?.pricePaise ?? 0,
    salesCount,
    createdAtMs: createdAt.getTime(),
    updatedAt,
    position,
    materials: materialFamilies(product.material),
    color: filterValue(product.color),
  };
}

function cheapestOf(variants: readonly ListedVariant[]): ListedVariant | undefined {
  return variants.reduce<ListedVariant | undefined>(
    (best, v) => (best === undefined || v.pricePaise < best.pricePaise ? v : best),
    undefined,
  );
}

/** Names and menu order of deities and categories, for facet labels. */
type GroupLabel = (slug: string) => { name: string; order: number } | undefined;

type Facet = 'size' | 'price' | 'deity' | 'category' | 'material' | 'color' | 'inStock';
type AttributeFacet = 'deity' | 'category' | 'material' | 'color';

const attributeOf: Record<AttributeFacet, (entry: CatalogueEntry) => readonly string[]> = {
  deity: (e) => (e.product.deity ? [e.product.deity] : []),
  category: (e) => [e.product.category],
  material: (e) => e.materials,
  color: (e) => [e.color],
};

/** Size, price and stock filters hold for one and the same size of a product. */
function variantTest(filters: ListingFilters, skip: Facet | null): ((v: ListedVariant) => boolean) | null {
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

function passes(entry: CatalogueEntry, filters: ListingFilters, skip: Facet | null): boolean {
  for (const facet of ['deity', 'category', 'material', 'color'] as const) {
    if (facet === skip) continue;
    const wanted = filters[facet];
    if (wanted.length > 0 && !attributeOf[facet](entry).some((value) => wanted.includes(value))) return false;
  }
  const test = variantTest(filters, skip);
  return test === null || entry.variants.some(test);
}

function countValues(entries: readonly CatalogueEntry[], values: (e: CatalogueEntry) => readonly string[]) {
  const counts = new Map<string, number>();
  for (const entry of entries)
    for (const value of new Set(values(entry))) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
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

function facetsOf(
  entries: readonly CatalogueEntry[],
  filters: ListingFilters,
  groupLabel: GroupLabel,
  colorNames: Map<string, string>,
): ListingFacets {
  const without = (facet: Facet) => entries.filter((entry) => passes(entry, filters, facet));

  const sizeTest = variantTest(filters, 'size');
  const sizeCounts = countValues(without('size'), (e) =>
    e.variants.filter((v) => sizeTest === null || sizeTest(v)).map((v) => v.size),
  );
  const sizeIndex = (value: string) => (IDOL_SIZES as readonly string[]).indexOf(value);

  const byGroupOrder = (a: FacetValue, b: FacetValue) =>
    (groupLabel(a.value)?.order ?? Number.MAX_SAFE_INTEGER) - (groupLabel(b.value)?.order ?? Number.MAX_SAFE_INTEGER) ||
    a.label.localeCompare(b.label);
  const groupName = (value: string) => groupLabel(value)?.name ?? value;

  const priceTest = variantTest(filters, 'price');
  let minPaise = Number.POSITIVE_INFINITY;
  let maxPaise = Number.NEGATIVE_INFINITY;
  for (const entry of without('price')) {
    for (const v of entry.variants) {
      if (priceTest !== null && !priceTest(v)) continue;
      minPaise = Math.min(minPaise, v.pricePaise);
      maxPaise = Math.max(maxPaise, v.pricePaise);
    }
  }

  const inStockTest = variantTest({ ...filters, inStock: true }, null);
  return {
    sizes: facetValues(
      sizeCounts,
      filters.size,
      (value) => value,
      (a, b) => sizeIndex(a.value) - sizeIndex(b.value),
    ),
    deities: facetValues(countValues(without('deity'), attributeOf.deity), filters.deity, groupName, byGroupOrder),
    categories: facetValues(
      countValues(without('category'), attributeOf.category),
      filters.category,
      groupName,
      byGroupOrder,
    ),
    materials: facetValues(
      countValues(without('material'), attributeOf.material),
      filters.material,
      materialLabel,
      (a, b) =>
        (MATERIAL_VALUES as readonly string[]).indexOf(a.value) -
        (MATERIAL_VALUES as readonly string[]).indexOf(b.value),
    ),
    colors: facetValues(
      countValues(without('color'), attributeOf.color),
      filters.color,
      (value) => colorNames.get(value) ?? value,
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
    ),
    price: Number.isFinite(minPaise) ? { min: paiseToRupees(minPaise), max: paiseToRupees(maxPaise) } : null,
    inStock: without('inStock').filter((e) => inStockTest !== null && e.variants.some(inStockTest)).length,
  };
}

export type ListingPage = {
  items: ProductCard[];
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
};

/** One page of a listing: the base set narrowed by the shopper's filters, sorted, counted. */
export function listEntries(
  base: readonly CatalogueEntry[],
  filters: ListingFilters,
  { relevance, groupLabel }: ListingOptions,
): ListingPage {
  const sort = filters.sort ?? defaultSort(relevance !== undefined);
  const test = variantTest(filters, null);
  const matched = base
    .filter((entry) => passes(entry, filters, null))
    .map((entry) => ({ entry, variant: test === null ? undefined : cheapestOf(entry.variants.filter(test)) }));

  const priceOf = (row: (typeof matched)[number]) => row.variant?.pricePaise ?? row.entry.pricePaise;
  const compare: Record<ListingSort, (a: (typeof matched)[number], b: (typeof matched)[number]) => number> = {
    relevance: (a, b) =>
      (relevance?.get(a.entry.product._id) ?? 0) - (relevance?.get(b.entry.product._id) ?? 0) ||
      a.entry.position - b.entry.position,
    featured: (a, b) => a.entry.position - b.entry.position,
    newest: (a, b) => b.entry.createdAtMs - a.entry.createdAtMs || a.entry.position - b.entry.position,
    'price-asc': (a, b) => priceOf(a) - priceOf(b) || a.entry.position - b.entry.position,
    'price-desc': (a, b) => priceOf(b) - priceOf(a) || a.entry.position - b.entry.position,
    bestselling: (a, b) => b.entry.salesCount - a.entry.salesCount || a.entry.position - b.entry.position,
  };
  matched.sort(compare[sort]);

  const start = (filters.page - 1) * filters.limit;
  const items = matched
    .slice(start, start + filters.limit)
    .map(({ entry, variant }) => (variant === undefined ? entry.card : cardAtSizePrice(entry.card, variant)));
  const colorNames = new Map(base.map((entry) => [entry.color, entry.product.color]));
  return {
    items,
    total: matched.length,
    page: filters.page,
    limit: filters.limit,
    totalPages: Math.ceil(matched.length / filters.limit),
    sort,
    facets: facetsOf(base, filters, groupLabel, colorNames),
  };
}
