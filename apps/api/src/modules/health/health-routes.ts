import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema, readinessResponseSchema, type ReadinessResponse } from '@shop/shared/contracts/api';

const startedAt = Date.now();
/** How long a health check waits for a catalogue read in flight before it says 'loading'. */
const CATALOGUE_WAIT_MS = 2_000;
/** How long readiness waits for each service it reaches: a check that takes longer counts as down. */
const REACH_WAIT_MS = 2_000;

/** Whether `work` settles well within `ms`; a rejection or a timeout is false. */
async function within(ms: number, work: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work().then(
      () => true,
      () => false,
    ),
    new Promise<false>((resolve) => (timer = setTimeout(resolve, ms, false))),
  ]).finally(() => clearTimeout(timer));
}

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

  // Readiness, for a load balancer deciding where to send shoppers (liveness stays the cheap check
  // above): not while this build's migrations are still to run, the catalogue is loading, the
  // instance is shutting down, or the database, Redis or the picture bucket (when configured)
  // cannot be reached. Each is asked at once, each bounded by REACH_WAIT_MS.
  app.get(
    '/health/ready',
    { schema: { response: { 200: readinessResponseSchema, 503: readinessResponseSchema } } },
    async (request, reply) => {
      const parts: [ReadinessResponse['waitingFor'][number], () => Promise<unknown>][] = [
        [
          'migrations',
          async () => {
            if ((await app.database.migrationsPending()) > 0) throw new Error('migrations pending');
          },
        ],
        ['catalogue', () => app.servingReady()],
        ['database', () => app.database.ping()],
        ...app.readiness.checks(),
      ];
      const results = await Promise.all(
        parts.map(async ([part, check]) => [part, await within(REACH_WAIT_MS, check)] as const),
      );
      const waitingFor = results.filter(([, ok]) => !ok).map(([part]) => part);
      if (app.readiness.closing()) waitingFor.push('shutdown');
      if (waitingFor.length > 0) request.log.warn({ waitingFor }, 'not ready');
      return reply
        .status(waitingFor.length === 0 ? 200 : 503)
        .send({ status: waitingFor.length === 0 ? 'ready' : 'not ready', waitingFor });
    },
  );
};
