import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminFestivalInputSchema,
  adminFestivalListResponseSchema,
  adminFestivalResponseSchema,
  festivalIdParamsSchema,
} from '@shop/shared/contracts/festivals';

/** /api/v1/admin/festivals: the owner's calendar: list, add a festival, correct its name or date. */
export const adminFestivalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { festivals } = app.services;
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/festivals', { schema: { response: { 200: adminFestivalListResponseSchema } } }, async () => ({
    festivals: await festivals.list(),
  }));

  app.post(
    '/admin/festivals',
    { schema: { body: adminFestivalInputSchema, response: { 201: adminFestivalResponseSchema } } },
    async (request, reply) => reply.status(201).send({ festival: await festivals.create(request.body) }),
  );

  app.put(
    '/admin/festivals/:festivalId',
    {
      schema: {
        params: festivalIdParamsSchema,
        body: adminFestivalInputSchema,
        response: { 200: adminFestivalResponseSchema },
      },
    },
    async (request) => ({ festival: await festivals.update(request.params.festivalId, request.body) }),
  );
};
