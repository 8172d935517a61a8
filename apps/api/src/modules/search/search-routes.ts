import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  listingResponseSchema,
  searchQuerySchema,
  suggestionsQuerySchema,
  suggestionsResponseSchema,
} from '@shop/shared/contracts/listing';
import { listingBody } from '../catalogue/catalogue-routes';
import { responseCache } from '../catalogue/response-cache';

export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  const { catalogue, search } = app.services;
  const cache = responseCache(catalogue);
  app.sharedAnswers.add(cache.lookup);

  app.get(
    '/search',
    {
      schema: {
        querystring: searchQuerySchema,
        response: { 200: listingResponseSchema, 400: errorResponseSchema },
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
      schema: {
        querystring: suggestionsQuerySchema,
        response: { 200: suggestionsResponseSchema, 400: errorResponseSchema },
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
