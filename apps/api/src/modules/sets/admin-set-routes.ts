import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminSetInputSchema,
  adminSetListResponseSchema,
  adminSetResponseSchema,
  adminSetStatusSchema,
  setIdParamsSchema,
} from '@shop/shared/contracts/sets';
import { signedInUser } from '../auth/authenticate';
import { adminSetOf } from './set-dto';

/** The owner's sets: /api/v1/admin/sets (create, edit, hide or show, list), each write audited. */
export const adminSetRoutes: FastifyPluginAsyncZod = async (app) => {
  const { sets } = app.services;
  app.addHook('onRequest', app.requireAdmin);
  const actor = (request: Parameters<typeof signedInUser>[0]) => signedInUser(request).id;

  app.get('/admin/sets', { schema: { response: { 200: adminSetListResponseSchema } } }, async () => ({
    sets: (await sets.list()).map(adminSetOf),
  }));

  app.post(
    '/admin/sets',
    { schema: { body: adminSetInputSchema, response: { 201: adminSetResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ set: adminSetOf(await sets.create(actor(request), request.body)) }),
  );

  app.get(
    '/admin/sets/:setId',
    { schema: { params: setIdParamsSchema, response: { 200: adminSetResponseSchema } } },
    async (request) => ({ set: adminSetOf(await sets.get(request.params.setId)) }),
  );

  app.put(
    '/admin/sets/:setId',
    { schema: { params: setIdParamsSchema, body: adminSetInputSchema, response: { 200: adminSetResponseSchema } } },
    async (request) => ({ set: adminSetOf(await sets.update(actor(request), request.params.setId, request.body)) }),
  );

  app.post(
    '/admin/sets/:setId/status',
    { schema: { params: setIdParamsSchema, body: adminSetStatusSchema, response: { 200: adminSetResponseSchema } } },
    async (request) => ({
      set: adminSetOf(await sets.setStatus(actor(request), request.params.setId, request.body.status)),
    }),
  );
};
