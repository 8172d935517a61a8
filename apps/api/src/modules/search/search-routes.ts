import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  listingResponseSchema,
  searchQuerySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@shop/shared/contracts/listing';
import { clientIp } from '../../plugins/rate-limit';
import { listingBody } from '../catalogue/catalogue-routes';
import { responseCache } from '../catalogue/response-cache';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, search } = app.services;
  const cache = responseCache(catalogue);
  app.sharedAnswers.add(cache.lookup);
  // Only searches the shop has to run reach this hook: an answer already held is sent by the
  // front cache first. Random words each cost a database search, so they are counted per address
  // (the search page's own request included: it carries the visitor's address).
  const searchLimit = app.rateLimitBy([
    { name: 'search:ip', max: app.config.SEARCH_LIMIT_PER_MINUTE, windowMs: 60_000, key: clientIp },
  ]);

  app.get(
    '/search',
    {
      preValidation: searchLimit,
      schema: {
        querystring: searchQuerySchema,
        response: { 200: listingResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, listingResponseSchema, async () => {
        const { q, ...filters } = request.query;
        const productIds = await search.productIds(q);
        return listingBody(await catalogue.listing({ productIds }, filters), q);
      }),
  );

  app.get(
    '/search/suggestions',
    {
      preValidation: searchLimit,
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    (request, reply) =>
      cache.send(request, reply, suggestionsResponseSchema, async () => ({
        success: true as const,
        message: 'Suggestions fetched successfully',
        data: await search.suggest(request.query.q),
      })),
  );
};
