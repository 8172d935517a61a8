import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shop/shared/contracts/api';

const startedAt = Date.now();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const up = await app.database.ping().catch((error: unknown) => {
        request.log.warn({ err: error }, 'database ping failed');
        return false;
      });
      return reply.status(up ? 200 : 503).send({
        status: up ? 'ok' : 'degraded',
        database: { kind: app.database.kind, status: up ? 'up' : 'down' },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: process.env.npm_package_version ?? '0.0.0',
      });
    },
  );
};
