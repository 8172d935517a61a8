import { IDOL_SIZES } from '../constants';
import { MATERIAL_VALUES } from '../listing-rules';

// A listing page's address: its sorts, page sizes and filters as the browser reads and writes
// them. No zod here: the storefront reads every listing address with these functions, and
// building the API's schemas (listing.ts) cost a phone ~100 ms when the page started. The
// rules are the API's own; listing-address.test.ts checks both read every address alike.

export const LISTING_SORTS = ['featured', 'newest', 'price-asc', 'price-desc', 'bestselling'] as const;
/** Search results may also be ordered by how well they match, their default. */
export const SEARCH_SORTS = ['relevance', ...LISTING_SORTS] as const;
export type ListingSort = (typeof SEARCH_SORTS)[number];

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Best match',
  featured: 'Featured',
  newest: 'Newest',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  bestselling: 'Best Selling',
};

export const LISTING_PAGE_SIZE = 24;
export const LISTING_PAGE_SIZE_MAX = 48;
export const LISTING_PAGE_MAX = 1000;
export const SEARCH_QUERY_MAX = 100;
export const SUGGESTIONS_MAX = 8;
/** More values than any facet has; stops a crafted URL from making every request slow. */
export const FILTER_VALUES_MAX = 50;
export const PRICE_MAX_RUPEES = 10_000_000;

export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A festival sale's id (a UUID), as `/products?sale=` takes it. */
export const SALE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** `size=2&size=3` and `size=2,3` mean the same; blanks and repeats are dropped. */
export function toList(value: unknown): unknown {
  if (value === undefined || value === null) return [];
  const raw = Array.isArray(value) ? value : [value];
  if (!raw.every((item) => typeof item === 'string')) return value;
  const items = raw.flatMap((item) => item.split(',')).map((item) => item.trim());
  return [...new Set(items.filter((item) => item !== ''))];
}

/** What a listing page's address can ask for; every field optional. */
export type ListingParams = {
  q?: string;
  size?: string[];
  fits?: string;
  minPrice?: number;
  maxPrice?: number;
  deity?: string[];
  category?: string[];
  material?: string[];
  color?: string[];
  inStock?: boolean;
  /** A festival sale's products (`/products` only). */
  sale?: string;
  sort?: ListingSort;
  page?: number;
  limit?: number;
};

const idolSizes: readonly string[] = IDOL_SIZES;
const materials: readonly string[] = MATERIAL_VALUES;
const sorts: readonly string[] = SEARCH_SORTS;

function readList(params: URLSearchParams, key: string, valid: (value: string) => boolean): string[] {
  return (toList(params.getAll(key)) as string[]).filter(valid);
}

/** A number as `z.coerce.number()` reads a query value: a blank or missing value is none. */
function readNumber(value: string | null): number | undefined {
  if (value === null || value === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

function readRupees(value: string | null): number | undefined {
  const rupees = readNumber(value);
  return rupees !== undefined && rupees >= 0 && rupees <= PRICE_MAX_RUPEES ? rupees : undefined;
}

function readWhole(value: string | null, min: number, max: number, fallback: number): number {
  const number = readNumber(value);
  return number !== undefined && Number.isInteger(number) && number >= min && number <= max ? number : fallback;
}

/**
 * A listing page's filters from its address. Unlike the API, a page keeps what it can read of a
 * shared or hand-edited link instead of refusing it: a bad value is dropped, not an error.
 */
export function readListingParams(params: URLSearchParams): ListingParams {
  const minPrice = readRupees(params.get('minPrice'));
  const maxPrice = readRupees(params.get('maxPrice'));
  const inOrder = minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
  const q = params.get('q')?.trim();
  const sort = params.get('sort') ?? '';
  const inStock = params.get('inStock');
  const sale = params.get('sale') ?? '';
  return {
    q: q && q.length <= SEARCH_QUERY_MAX ? q : undefined,
    size: readList(params, 'size', (size) => idolSizes.includes(size)),
    fits: idolSizes.includes(params.get('fits') ?? '') ? params.get('fits')! : undefined,
    minPrice,
    maxPrice: inOrder ? maxPrice : undefined,
    deity: readList(params, 'deity', (slug) => SLUG.test(slug)),
    category: readList(params, 'category', (slug) => SLUG.test(slug)),
    material: readList(params, 'material', (material) => materials.includes(material)),
    color: readList(params, 'color', (slug) => SLUG.test(slug)),
    inStock: inStock === 'true' || inStock === '1',
    sale: SALE_ID.test(sale) ? sale : undefined,
    sort: sorts.includes(sort) ? (sort as ListingSort) : undefined,
    page: readWhole(params.get('page'), 1, LISTING_PAGE_MAX, 1),
    limit: readWhole(params.get('limit'), 1, LISTING_PAGE_SIZE_MAX, LISTING_PAGE_SIZE),
  };
}

/**
 * The one written form of a listing's filters: fixed key order, sorted values, defaults left
 * out — so equal filters give equal addresses (shareable links, cache keys).
 */
export function listingSearchParams(query: ListingParams): URLSearchParams {
  const params = new URLSearchParams();
  const list = (key: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) params.set(key, [...new Set(values)].sort().join(','));
  };
  if (query.q) params.set('q', query.q);
  list('size', query.size);
  if (query.fits) params.set('fits', query.fits);
  if (query.minPrice !== undefined) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== undefined) params.set('maxPrice', String(query.maxPrice));
  list('deity', query.deity);
  list('category', query.category);
  list('material', query.material);
  list('color', query.color);
  if (query.inStock) params.set('inStock', 'true');
  if (query.sale) params.set('sale', query.sale);
  if (query.sort) params.set('sort', query.sort);
  if (query.page !== undefined && query.page > 1) params.set('page', String(query.page));
  if (query.limit !== undefined && query.limit !== LISTING_PAGE_SIZE) params.set('limit', String(query.limit));
  return params;
}

/** Whether any filter narrows the list (search text, sort and page do not count). */
export function hasActiveFilters(query: ListingParams): boolean {
  return Boolean(
    query.size?.length ||
    query.fits ||
    query.deity?.length ||
    query.category?.length ||
    query.material?.length ||
    query.color?.length ||
    query.inStock ||
    query.sale ||
    query.minPrice !== undefined ||
    query.maxPrice !== undefined,
  );
}

/** The sort a listing uses when the address names none. */
export function defaultSort(isSearch: boolean): ListingSort {
  return isSearch ? 'relevance' : 'featured';
}
