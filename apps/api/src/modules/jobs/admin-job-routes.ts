import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminJobListResponseSchema,
  adminJobParamsSchema,
  adminJobRunResponseSchema,
  type AdminJob,
} from '@shop/shared/contracts/admin-jobs';
import { AppError } from '../../app-error';
import { adminErrorResponses as errors } from '../admin/shared/admin-route-helpers';
import type { JobScheduler } from './job-scheduler';

type Listed = Awaited<ReturnType<JobScheduler['list']>>[number];

function jobForOwner({ job, row, at }: Listed): AdminJob {
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  return {
    name: job.name,
    title: job.title,
    everyMinutes: Math.max(1, Math.round(job.everyMs / 60_000)),
    running: Boolean(row?.leaseUntil && row.leaseUntil > at),
    lastStartedAt: iso(row?.lastStartedAt),
    lastSucceededAt: iso(row?.lastSucceededAt),
    nextRunAt: iso(row?.nextRunAt),
    attempts: row?.attempts ?? 0,
    lastError: row?.lastError ?? null,
    lastFailedAt: iso(row?.lastFailedAt),
  };
}

/** The shop's recurring jobs for the owner, and "Run now" (decision 0153). */
export const adminJobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/jobs', { schema: { response: { 200: adminJobListResponseSchema, ...errors } } }, async () => ({
    success: true as const,
    jobs: (await app.jobs.list()).map(jobForOwner),
  }));

  app.post(
    '/admin/jobs/:name/run',
    { schema: { params: adminJobParamsSchema, response: { 200: adminJobRunResponseSchema, ...errors } } },
    async (request) => {
      const { name } = request.params;
      if (!(await app.jobs.makeDue(name))) throw new AppError('JOB_NOT_FOUND');
      // Run on whichever instance claims it first; this one looks at once.
      void app.jobs.runDue().catch((error: unknown) => app.log.error({ err: error }, 'scheduled jobs failed'));
      const listed = (await app.jobs.list()).find((entry) => entry.job.name === name)!;
      return { success: true as const, job: jobForOwner(listed) };
    },
  );
};
