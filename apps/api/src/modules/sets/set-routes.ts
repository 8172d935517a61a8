import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productSlugParamsSchema } from '@shop/shared/contracts/catalogue';
import { productsQuerySchema } from '@shop/shared/contracts/listing';
import { productSetsResponseSchema, setResponseSchema, setSlugParamsSchema } from '@shop/shared/contracts/sets';
import { requestLocale } from '../../lib/request-locale';
import { setAnswer } from './set-dto';

/**
 * Complete shringar sets as shoppers see them: GET /api/v1/sets/:slug, the sets a listing shows
 * (GET /api/v1/sets?collection=&q=&…), and the sets a product is part of
 * (GET /api/v1/products/:slug/sets). Read from the database as they are now, so a part's
 * new price or stock shows at once.
 */
export const setRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets } = app.services;

  app.get(
    '/sets/:slug',
    { schema: { params: setSlugParamsSchema, response: { 200: setResponseSchema } } },
    async (request) => ({
      success: true as const,
      data: setAnswer(await sets.bySlug(request.params.slug), requestLocale(request)),
    }),
  );

  // A listing's or search's strip of sets (decision 0160): the same filters as its products' query.
  // A sale's listing (decision 0164) lists what the sale prices; a set is priced by its own rule.
  app.get(
    '/sets',
    { schema: { querystring: productsQuerySchema, response: { 200: productSetsResponseSchema } } },
    async (request) => {
      const { collection, q, sale, ...filters } = request.query;
      const found = sale === undefined ? await sets.inListing({ collections: collection, q }, filters) : [];
      return { success: true as const, data: found.map((set) => setAnswer(set, requestLocale(request))) };
    },
  );

  app.get(
    '/products/:slug/sets',
    { schema: { params: productSlugParamsSchema, response: { 200: productSetsResponseSchema } } },
    async (request) => {
      const locale = requestLocale(request);
      const found = await sets.withProduct(request.params.slug);
      return { success: true as const, data: found.map((set) => setAnswer(set, locale)) };
    },
  );
};
