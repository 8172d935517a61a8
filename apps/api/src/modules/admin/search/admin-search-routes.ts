import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  searchMissListResponseSchema,
  synonymIdParamsSchema,
  synonymInputSchema,
  synonymListResponseSchema,
  synonymResponseSchema,
} from '@shop/shared/contracts/admin-search';
import { signedInUser } from '../../auth/authenticate';
import { adminErrorResponses } from '../shared/admin-route-helpers';

/** /api/v1/admin/search: the synonyms search uses, and the searches that found nothing. */
export const adminSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminSearch;
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/admin/search/synonyms',
    { schema: { response: { 200: synonymListResponseSchema, ...adminErrorResponses } } },
    async () => ({ synonyms: await service.listSynonyms() }),
  );

  app.post(
    '/admin/search/synonyms',
    { schema: { body: synonymInputSchema, response: { 201: synonymResponseSchema, ...adminErrorResponses } } },
    async (request, reply) =>
      reply.status(201).send({ synonym: await service.create(signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/search/synonyms/:synonymId',
    {
      schema: {
        params: synonymIdParamsSchema,
        body: synonymInputSchema,
        response: { 200: synonymResponseSchema, ...adminErrorResponses },
      },
    },
    async (request) => ({
      synonym: await service.update(signedInUser(request).id, request.params.synonymId, request.body),
    }),
  );

  app.delete(
    '/admin/search/synonyms/:synonymId',
    { schema: { params: synonymIdParamsSchema, response: { 200: synonymListResponseSchema, ...adminErrorResponses } } },
    // Answers with the synonyms left, which the admin list shows next.
    async (request) => {
      await service.remove(signedInUser(request).id, request.params.synonymId);
      return { synonyms: await service.listSynonyms() };
    },
  );

  app.get(
    '/admin/search/misses',
    { schema: { response: { 200: searchMissListResponseSchema, ...adminErrorResponses } } },
    async () => ({ misses: await service.listMisses() }),
  );
};
