import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { pincodeParamsSchema, pincodeResponseSchema } from '@shop/shared/contracts/pincode';
import { requestLocale } from '../../lib/request-locale';

export const pincodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pincode/:pin',
    {
      schema: {
        params: pincodeParamsSchema,
        response: { 200: pincodeResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await app.services.pincode.lookup(request.params.pin, requestLocale(request));
      // A PIN's district and state do not change between deploys; browsers may keep the answer,
      // once per language it names the place in.
      reply.header('cache-control', 'public, max-age=86400');
      reply.header('vary', 'Accept-Language');
      return { success: true as const, data };
    },
  );
};
