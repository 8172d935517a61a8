import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { nextFestivalQuerySchema, nextFestivalResponseSchema } from '@shop/shared/contracts/festivals';

/** GET /api/v1/festivals/next?pin=: "Arrives before Janmashtami?" for a parcel to that PIN ordered now. */
export const festivalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/festivals/next',
    {
      schema: {
        querystring: nextFestivalQuerySchema,
        response: { 200: nextFestivalResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await app.services.festivals.nextFor(request.query.pin);
      // The answer changes with the day and the owner's calendar: a few minutes in a browser is true enough.
      reply.header('cache-control', 'public, max-age=300');
      return { success: true as const, data };
    },
  );
};
