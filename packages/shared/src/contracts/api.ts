import { z } from 'zod';

/** Every refused request answers with this body (DESIGN.md section 5). */
export const errorResponseSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const healthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['up', 'down']) }),
  /** 'loading' while the instance is still reading its catalogue: not yet one to send shoppers to. */
  catalogue: z.object({ status: z.enum(['ready', 'loading']) }),
  uptimeSeconds: z.number(),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** What keeps an instance from taking traffic: the load balancer's readiness check names it. */
export const READINESS_PARTS = ['migrations', 'catalogue', 'database', 'redis', 'storage', 'shutdown'] as const;

export const readinessResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  /** The parts not ready, by name; empty when ready. */
  waitingFor: z.array(z.enum(READINESS_PARTS)),
});
export type ReadinessResponse = z.infer<typeof readinessResponseSchema>;
