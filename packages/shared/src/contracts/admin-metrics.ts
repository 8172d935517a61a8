import { z } from 'zod';

// GET /api/v1/admin/metrics (admin only): how this instance of the shop is holding up. POST
// /api/v1/admin/metrics/reset answers the same and starts the event-loop figures afresh, so a
// measurement can cover just what happened between two calls (the bench's catalogue at scale).

/** Event-loop delay since the last reset (or start), in milliseconds: how long a ready callback waited. */
const eventLoopDelaySchema = z.object({
  sinceSeconds: z.number(),
  p50Ms: z.number(),
  p99Ms: z.number(),
  maxMs: z.number(),
  meanMs: z.number(),
});

export const adminMetricsResponseSchema = z.object({
  eventLoop: eventLoopDelaySchema,
  memory: z.object({ rssBytes: z.number(), heapUsedBytes: z.number() }),
  uptimeSeconds: z.number(),
});
export type AdminMetrics = z.infer<typeof adminMetricsResponseSchema>;
