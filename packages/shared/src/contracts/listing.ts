import { z } from 'zod';
import { IDOL_SIZES, SUGGESTION_QUERY_MAX } from '../constants';
import { MATERIAL_VALUES } from '../listing-rules';
import { collectionSummarySchema, productImageSchema, stockStatusSchema, untranslatedSchema } from './catalogue';
import {
  FILTER_VALUES_MAX,
  LISTING_PAGE_MAX,
  LISTING_PAGE_SIZE,
  LISTING_PAGE_SIZE_MAX,
  PRICE_MAX_RUPEES,
  SEARCH_QUERY_MAX,
  SALE_ID,
  SEARCH_SORTS,
  SLUG,
  SUGGESTIONS_MAX,
  toList,
  type ListingParams,
} from './listing-address';

// The address side (sorts, page sizes, reading and writing a listing page's filters) is in
// listing-address.ts, without zod, for the storefront; everything there is also exported here.
export * from './listing-address';

// Listings (/products, collection, category and deity pages, search): the filters a shopper
// picks, as query parameters, and the page of product cards that answers them.

const idolSizes: readonly string[] = IDOL_SIZES;

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

function listOf(item: z.ZodType<string>, what: string) {
  return z.preprocess(
    toList,
    z.array(item, { error: `${what} filter is invalid` }).max(FILTER_VALUES_MAX, `Too many ${what} filters`),
  );
}

const slugValue = (what: string) => z.string().regex(SLUG, `${what} filter is invalid`);

const sizeValue = z.string().refine((size) => idolSizes.includes(size), 'Size must be an idol size from 0 to 6');

const materialValue = z.enum(MATERIAL_VALUES, { error: `Material must be one of ${MATERIAL_VALUES.join(', ')}` });

function rupees(label: string) {
  return z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `${label} must be a number of rupees` })
      .min(0, `${label} cannot be negative`)
      .max(PRICE_MAX_RUPEES, `${label} is too large`)
      .optional(),
  );
}

function wholeNumber(message: string, min: number, max: number, fallback: number) {
  return z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback),
  );
}

export const searchTextSchema = z
  .string({ error: 'Please enter a search term' })
  .trim()
  .min(1, 'Please enter a search term')
  .max(SEARCH_QUERY_MAX, `Search text must be at most ${SEARCH_QUERY_MAX} characters`);

const filterShape = {
  size: listOf(sizeValue, 'Size'),
  /** "Fits my Thakur Ji": products made in this idol size, and those without idol sizes (decision 0148). */
  fits: z.preprocess(emptyToUndefined, sizeValue.optional()),
  minPrice: rupees('Minimum price'),
  maxPrice: rupees('Maximum price'),
  deity: listOf(slugValue('Deity'), 'Deity'),
  category: listOf(slugValue('Category'), 'Category'),
  material: listOf(materialValue, 'Material'),
  color: listOf(slugValue('Colour'), 'Colour'),
  inStock: z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0'], { error: 'inStock must be true or false' })
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  ),
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(SEARCH_SORTS, { error: `Sort must be one of ${SEARCH_SORTS.join(', ')}` }).optional(),
  ),
  page: wholeNumber(`Page must be a whole number from 1 to ${LISTING_PAGE_MAX}`, 1, LISTING_PAGE_MAX, 1),
  limit: wholeNumber(
    `Limit must be a whole number from 1 to ${LISTING_PAGE_SIZE_MAX}`,
    1,
    LISTING_PAGE_SIZE_MAX,
    LISTING_PAGE_SIZE,
  ),
};

function priceRangeInOrder(value: { minPrice?: number; maxPrice?: number }, ctx: z.RefinementCtx) {
  if (value.minPrice !== undefined && value.maxPrice !== undefined && value.minPrice > value.maxPrice) {
    ctx.addIssue({
      code: 'custom',
      path: ['minPrice'],
      message: 'Minimum price cannot be more than the maximum price',
    });
  }
}

/** A festival sale's id (decision 0164): the products it prices now, none once it has ended. */
const saleParam = z.preprocess(emptyToUndefined, z.string().regex(SALE_ID, 'Sale link is invalid').optional());

/** GET /product/collection/:slug, /product/category/:slug, /collections/:slug — q narrows the page. */
export const listingQuerySchema = z
  .object({ ...filterShape, sale: saleParam, q: searchTextSchema.optional() })
  .superRefine(priceRangeInOrder);

/** GET /products — every product, or some collections', or a search (q) among them. */
export const productsQuerySchema = z
  .object({
    ...filterShape,
    /** One or more collections, categories or deities (e.g. summer,winter): their products together. */
    collection: z.preprocess(
      toList,
      z
        .array(z.string().regex(SLUG, 'Collection not found').max(100, 'Collection not found'), {
          error: 'Collection not found',
        })
        .max(FILTER_VALUES_MAX, 'Too many collections'),
    ),
    sale: saleParam,
    q: searchTextSchema.optional(),
  })
  .superRefine(priceRangeInOrder);

/** GET /search — q is required. */
export const searchQuerySchema = z.object({ ...filterShape, q: searchTextSchema }).superRefine(priceRangeInOrder);

/** GET /search/suggestions — suggestions start at two characters (spec section 9). */
export const suggestionsQuerySchema = z.object({
  q: searchTextSchema
    .refine((q) => q.length >= 2, 'Type at least 2 characters to see suggestions')
    .refine(
      (q) => q.length <= SUGGESTION_QUERY_MAX,
      `Suggestions are shown for up to ${SUGGESTION_QUERY_MAX} characters; search for the whole text instead`,
    ),
});

export type ListingQuery = z.output<typeof productsQuerySchema>;
export type ListingFilters = Omit<ListingQuery, 'collection' | 'q' | 'sale'>;

/** listing-address.ts writes its ListingParams out by hand: it must stay the API's query, all optional. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export type ListingParamsMatchTheQuery =
  Same<ListingParams, Partial<Omit<ListingQuery, 'collection'>>> extends true ? true : never;
export const LISTING_PARAMS_MATCH_THE_QUERY: ListingParamsMatchTheQuery = true;

// ---------------------------------------------------------------- responses

/** The light shape of a product in a list: what a card shows, nothing more. */
export const productCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The lowest price among the sizes that match the filters (all sizes when none apply). */
  price: z.number(),
  /** Sizes cost different amounts, so the card says "From" before the price. */
  priceVaries: z.boolean(),
  originalPrice: z.number().nullable(),
  discount: z.number().int(),
  image: productImageSchema.nullable(),
  inStock: z.boolean(),
  stockStatus: stockStatusSchema,
  deity: z.string().nullable(),
  category: z.string(),
  color: z.string(),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  /** Sizes with stock. */
  sizes: z.array(z.string()),
  /**
   * The size a listing's size filter chose (one with stock, and the card's price): the card's link
   * opens the product with it chosen.
   */
  size: z.string().optional(),
  isBestseller: z.boolean(),
  isNewArrival: z.boolean(),
  /** As the product's `codAvailable`. */
  codAvailable: z.boolean(),
  /** The Hindi name the catalogue holds; answers never carry it (localizeCard puts it in place). */
  hi: z.object({ name: z.string().nullish() }).optional(),
  /** On an answer in Hindi: `['name']` when the card shows the English name. */
  untranslated: untranslatedSchema,
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
  /** A colour's Hindi name as the products hold it; answers never carry it (localizeFacets puts it in place). */
  hi: z.object({ label: z.string().nullish() }).optional(),
  /** On an answer in Hindi: `['label']` when the label is the English name. */
  untranslated: untranslatedSchema,
});
export type FacetValue = z.infer<typeof facetValueSchema>;

/**
 * What each filter could still narrow to: every value is counted with the shopper's other
 * filters applied (not its own), so ticking a second size adds to the list instead of emptying it.
 */
export const listingFacetsSchema = z.object({
  sizes: z.array(facetValueSchema),
  deities: z.array(facetValueSchema),
  categories: z.array(facetValueSchema),
  materials: z.array(facetValueSchema),
  colors: z.array(facetValueSchema),
  /** Lowest and highest size price in rupees; null when nothing matches. */
  price: z.object({ min: z.number(), max: z.number() }).nullable(),
  inStock: z.number().int(),
});
export type ListingFacets = z.infer<typeof listingFacetsSchema>;

export const listingResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(productCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  sort: z.enum(SEARCH_SORTS),
  facets: listingFacetsSchema,
  /** The collection, category or deity the page lists, when it lists one. */
  collection: collectionSummarySchema.nullable(),
  /** The trimmed search text, when the page is a search. */
  query: z.string().nullable(),
  /** The festival sale the page lists (`sale=`), named in the answer's language; null when it is not running. */
  sale: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type ListingResponse = z.infer<typeof listingResponseSchema>;

export const productCardsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(productCardSchema),
});
export type ProductCardsResponse = z.infer<typeof productCardsResponseSchema>;

export const COLLECTION_KINDS = ['deity', 'category', 'collection', 'occasion', 'season'] as const;
export type CollectionKind = (typeof COLLECTION_KINDS)[number];

export const collectionEntrySchema = collectionSummarySchema.extend({
  kind: z.enum(COLLECTION_KINDS),
  href: z.string(),
  productCount: z.number().int(),
  /** The first picture of its first product, for tiles. */
  image: productImageSchema.nullable(),
});
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

/** GET /collections — every deity page and collection, in menu order, with product counts. */
export const collectionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(collectionEntrySchema),
});
export type CollectionsResponse = z.infer<typeof collectionsResponseSchema>;

export const searchSuggestionSchema = z.object({
  kind: z.enum(['product', 'collection']),
  label: z.string(),
  /** On an answer in Hindi: `['label']` when the label is in English. */
  untranslated: untranslatedSchema,
  /** A collection suggestion searches for its name; a product suggestion opens the product. */
  href: z.string(),
  /** The smallest picture of a product, none for a collection. */
  thumbnail: z.string().nullable(),
});
export type SearchSuggestion = z.infer<typeof searchSuggestionSchema>;

export const suggestionsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(searchSuggestionSchema).max(SUGGESTIONS_MAX),
});
export type SuggestionsResponse = z.infer<typeof suggestionsResponseSchema>;

// ---------------------------------------------------------------- the page address

export const categorySlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Category not found')
    .transform((slug) => slug.toLowerCase()),
});
