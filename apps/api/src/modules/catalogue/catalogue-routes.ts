import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  collectionSlugParamsSchema,
  homepageProductsResponseSchema,
  productResponseSchema,
  productSlugParamsSchema,
  saleBannerResponseSchema,
} from '@shop/shared/contracts/catalogue';
import {
  categorySlugParamsSchema,
  collectionsResponseSchema,
  listingQuerySchema,
  listingResponseSchema,
  productCardsResponseSchema,
  productsQuerySchema,
  type ListingFilters,
  type ListingResponse,
} from '@shop/shared/contracts/listing';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { successMessageIn } from '@shop/shared/errors/localized';
import {
  localizeCard,
  localizeCollection,
  localizeFacets,
  localizeImage,
  localizeProduct,
} from '@shop/shared/catalogue-locale';
import type { Locale } from '@shop/shared/locale';
import { sizeInSearch } from '@shop/shared/size-in-search';
import type { CatalogueListing } from './catalogue-queries';
import type { CatalogueService } from './catalogue-service';
import type { ListingBase } from './catalogue-snapshot';
import { requestLocale, requestMessage } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';
import { responseCache } from './response-cache';

/** A listing's answer in the request's language (decision 0065). */
export async function listingBody(
  catalogue: CatalogueService,
  listing: CatalogueListing,
  query: string | undefined,
  locale: Locale,
): Promise<ListingResponse> {
  const hindiNames =
    locale === 'hi' ? new Map((await catalogue.collections()).map((c) => [c.slug, c.hi?.name])) : undefined;
  return {
    success: true,
    message: successMessageIn(locale, 'PRODUCTS_FETCHED'),
    data: listing.items.map((card) => localizeCard(card, locale)),
    total: listing.total,
    page: listing.page,
    limit: listing.limit,
    totalPages: listing.totalPages,
    sort: listing.sort,
    facets: localizeFacets(listing.facets, (slug) => hindiNames?.get(slug), locale),
    collection: listing.collection && localizeCollection(listing.collection, locale),
    query: query ?? null,
    sale: listing.sale && { id: listing.sale.id, name: locale === 'hi' ? listing.sale.nameHi : listing.sale.name },
  };
}

/**
 * A listing narrowed by search text: an idol size the text names ('poshak size 3') joins the size
 * filter, the rest is searched first (nothing left: no search), then the hits filtered in memory.
 */
export async function searchedListing(
  { catalogue, search }: { catalogue: CatalogueService; search: { productIds(text: string): Promise<string[]> } },
  locale: Locale,
  base: ListingBase,
  { q, ...filters }: ListingFilters & { q?: string },
): Promise<ListingResponse> {
  const named = q === undefined ? undefined : sizeInSearch(q);
  const size = named ? [...new Set([...filters.size, ...named.sizes])] : filters.size;
  const productIds = named?.text ? await search.productIds(named.text) : undefined;
  return listingBody(catalogue, await catalogue.listing({ ...base, productIds }, { ...filters, size }), q, locale);
}

export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, search } = app.services;
  // Under the search's stamp, which follows the catalogue's and the synonyms: listings take `q`.
  const cache = responseCache(search, { productStamp: catalogue.productStamp });
  app.sharedAnswers.add(cache.lookup);
  // Only answers the cache does not hold reach this hook. Each made-up parameter or slug misses it
  // and costs a build, so builds are counted per address (a page's own calls carry its visitor's).
  app.addHook(
    'preValidation',
    app.rateLimitBy([
      { name: 'catalogue:ip', max: app.config.CATALOGUE_LIMIT_PER_MINUTE, windowMs: 60_000, key: clientIp },
    ]),
  );
  const refusals = { 400: errorResponseSchema, 404: errorResponseSchema, 429: errorResponseSchema };

  const list = (locale: Locale, base: ListingBase, query: ListingFilters & { q?: string }) =>
    searchedListing(app.services, locale, base, query);

  app.get(
    '/product/homepage-products',
    { schema: { response: { 200: homepageProductsResponseSchema } } },
    (request, reply) =>
      cache.send(request, reply, homepageProductsResponseSchema, async () => {
        const { products, sections } = await catalogue.homepage();
        const data = products.map((product) => localizeProduct(product, requestLocale(request)));
        return { success: true as const, message: requestMessage(request, 'PRODUCTS_FETCHED'), data, sections };
      }),
  );

  // Cached with the catalogue's version, which moves when a sale starts or ends (decision 0145).
  app.get('/sale-banner', { schema: { response: { 200: saleBannerResponseSchema } } }, (request, reply) =>
    cache.send(request, reply, saleBannerResponseSchema, async () => ({
      success: true as const,
      data: await catalogue.saleBanner(),
    })),
  );

  app.get(
    '/products',
    { schema: { querystring: productsQuerySchema, response: { 200: listingResponseSchema, ...refusals } } },
    (request, reply) =>
      cache.send(request, reply, listingResponseSchema, () =>
        list(
          requestLocale(request),
          { collections: request.query.collection, sale: request.query.sale },
          request.query,
        ),
      ),
  );

  const collectionListing = {
    schema: {
      params: collectionSlugParamsSchema,
      querystring: listingQuerySchema,
      response: { 200: listingResponseSchema, ...refusals },
    },
  };
  app.get('/product/collection/:slug', collectionListing, (request, reply) =>
    cache.send(request, reply, listingResponseSchema, () =>
      list(requestLocale(request), { collections: [request.params.slug], sale: request.query.sale }, request.query),
    ),
  );
  // The spec's featured, bestsellers, new-arrivals and daily-wear lists, and every other collection.
  app.get('/collections/:slug', collectionListing, (request, reply) =>
    cache.send(request, reply, listingResponseSchema, () =>
      list(requestLocale(request), { collections: [request.params.slug], sale: request.query.sale }, request.query),
    ),
  );

  app.get(
    '/product/category/:slug',
    {
      schema: {
        params: categorySlugParamsSchema,
        querystring: listingQuerySchema,
        response: { 200: listingResponseSchema, ...refusals },
      },
    },
    (request, reply) =>
      cache.send(request, reply, listingResponseSchema, () =>
        list(requestLocale(request), { category: request.params.slug, sale: request.query.sale }, request.query),
      ),
  );

  app.get('/collections', { schema: { response: { 200: collectionsResponseSchema } } }, (request, reply) =>
    cache.send(request, reply, collectionsResponseSchema, async () => ({
      success: true as const,
      message: requestMessage(request, 'COLLECTIONS_FETCHED'),
      data: (await catalogue.collections()).map((entry) => ({
        ...localizeCollection(entry, requestLocale(request)),
        image: entry.image && localizeImage(entry.image, requestLocale(request)),
      })),
    })),
  );

  app.get(
    '/product/:slug',
    { schema: { params: productSlugParamsSchema, response: { 200: productResponseSchema, ...refusals } } },
    (request, reply) =>
      cache.send(
        request,
        reply,
        productResponseSchema,
        async () => ({
          success: true as const,
          message: requestMessage(request, 'PRODUCT_FETCHED'),
          data: localizeProduct(await catalogue.productBySlug(request.params.slug), requestLocale(request)),
        }),
        request.params.slug,
      ),
  );

  app.get(
    '/product/:slug/recommended',
    { schema: { params: productSlugParamsSchema, response: { 200: productCardsResponseSchema, ...refusals } } },
    (request, reply) =>
      cache.send(request, reply, productCardsResponseSchema, async () => ({
        success: true as const,
        message: requestMessage(request, 'PRODUCTS_FETCHED'),
        data: (await catalogue.recommended(request.params.slug)).map((card) =>
          localizeCard(card, requestLocale(request)),
        ),
      })),
  );
};
