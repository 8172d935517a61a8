import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@shop/shared/contracts/api';

const startedAt = Date.now();
/** How long a health check waits for a catalogue read in flight before it says 'loading'. */
const CATALOGUE_WAIT_MS = 2_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      const up = await app.database.ping().catch((error: unknown) => {
        request.log.warn({ err: error }, 'database ping failed');
        return false;
      });
      // Healthy means able to serve the shop: an instance still reading a large catalogue is not.
      let timer: NodeJS.Timeout | undefined;
      const ready = await Promise.race([
        app.servingReady().then(
          () => true,
          () => false,
        ),
        new Promise<false>((resolve) => (timer = setTimeout(resolve, CATALOGUE_WAIT_MS, false))),
      ]).finally(() => clearTimeout(timer));
      const ok = up && ready;
      return reply.status(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'degraded',
        database: { kind: app.database.kind, status: up ? 'up' : 'down' },
        catalogue: { status: ready ? 'ready' : 'loading' },
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        version: process.env.npm_package_version ?? '0.0.0',
      });
    },
  );
};
