import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMetricsResponseSchema, type AdminMetrics } from '@shop/shared/contracts/admin-metrics';
import { errorResponseSchema } from '@shop/shared/contracts/api';

/** The delay histogram's sampling interval: fine enough to see a 10 ms stall, cheap enough to leave on. */
const RESOLUTION_MS = 10;
/** The histogram records each timer's whole interval: the delay is what it waited beyond it. */
const delayMs = (nanoseconds: number) => Math.max(0, Math.round((nanoseconds / 1e6 - RESOLUTION_MS) * 100) / 100);

/**
 * The instance's event-loop delay and memory, for the owner (and the bench at scale) to see whether
 * one slow piece of work holds every request up. Always on: the histogram is a timer every 10 ms.
 */
export const adminMetricsRoutes: FastifyPluginAsyncZod = async (app) => {
  const delay = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  delay.enable();
  let since = Date.now();
  app.addHook('onClose', async () => delay.disable());

  const read = (): AdminMetrics => {
    const memory = process.memoryUsage();
    const measured = delay.count > 0;
    return {
      eventLoop: {
        sinceSeconds: Math.round((Date.now() - since) / 100) / 10,
        p50Ms: measured ? delayMs(delay.percentile(50)) : 0,
        p99Ms: measured ? delayMs(delay.percentile(99)) : 0,
        maxMs: measured ? delayMs(delay.max) : 0,
        meanMs: measured ? delayMs(delay.mean) : 0,
      },
      memory: { rssBytes: memory.rss, heapUsedBytes: memory.heapUsed },
      uptimeSeconds: Math.round(process.uptime()),
    };
  };

  const schema = {
    response: { 200: adminMetricsResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
  };
  app.get('/admin/metrics', { preHandler: app.requireAdmin, schema }, async () => read());
  app.post('/admin/metrics/reset', { preHandler: app.requireAdmin, schema }, async () => {
    const metrics = read();
    delay.reset();
    since = Date.now();
    return metrics;
  });
};
