import { z } from 'zod';

// The shop's recurring jobs for the owner (decision 0153): GET /api/v1/admin/jobs lists each with
// its last run and any error; POST /api/v1/admin/jobs/:name/run makes one due at once ("Run now").

export const adminJobSchema = z.object({
  name: z.string(),
  /** What the job does, in the owner's words. */
  title: z.object({ en: z.string(), hi: z.string() }),
  everyMinutes: z.number().int().positive(),
  /** An instance holds it now. */
  running: z.boolean(),
  lastStartedAt: z.iso.datetime().nullable(),
  lastSucceededAt: z.iso.datetime().nullable(),
  nextRunAt: z.iso.datetime().nullable(),
  /** Failed runs in a row (0 once a run succeeds). */
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  lastFailedAt: z.iso.datetime().nullable(),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobListResponseSchema = z.object({
  success: z.literal(true),
  jobs: z.array(adminJobSchema),
});
export type AdminJobListResponse = z.infer<typeof adminJobListResponseSchema>;

export const adminJobParamsSchema = z.object({ name: z.string().max(100) });

export const adminJobRunResponseSchema = z.object({
  success: z.literal(true),
  job: adminJobSchema,
});
export type AdminJobRunResponse = z.infer<typeof adminJobRunResponseSchema>;
