import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  idolInputSchema,
  idolParamsSchema,
  idolRemovedResponseSchema,
  idolResponseSchema,
  idolsResponseSchema,
  idolUpdateSchema,
  mergeIdolsRequestSchema,
  mergeIdolsResponseSchema,
} from '@shop/shared/contracts/idols';
import { signedInUser } from '../auth/authenticate';
import { requestMessage } from '../../lib/request-locale';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** "My Thakur Ji": the signed-in shopper's saved idols (decision 0147). */
export const idolRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is turned away before their body is even read.
  app.addHook('onRequest', app.authenticate);
  const idols = app.services.idols;

  app.get('/user/idols', { schema: { response: { 200: idolsResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    idols: await idols.list(signedInUser(request).id),
  }));

  app.post(
    '/user/idols',
    { schema: { body: idolInputSchema, response: { 201: idolResponseSchema, ...errors } } },
    async (request, reply) => {
      const idol = await idols.create(signedInUser(request).id, request.body);
      return reply.status(201).send({ success: true as const, message: requestMessage(request, 'IDOL_SAVED'), idol });
    },
  );

  app.post(
    '/user/idols/merge',
    { schema: { body: mergeIdolsRequestSchema, response: { 200: mergeIdolsResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await idols.merge(signedInUser(request).id, request.body.idols)),
    }),
  );

  app.patch(
    '/user/idols/:id',
    { schema: { params: idolParamsSchema, body: idolUpdateSchema, response: { 200: idolResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'IDOL_UPDATED'),
      idol: await idols.update(signedInUser(request).id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/user/idols/:id',
    { schema: { params: idolParamsSchema, response: { 200: idolRemovedResponseSchema, ...errors } } },
    async (request) => {
      await idols.remove(signedInUser(request).id, request.params.id);
      return { success: true as const, message: requestMessage(request, 'IDOL_REMOVED') };
    },
  );
};
