import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminJob, AdminJobListResponse } from '@shop/shared/contracts/admin-jobs';
import { adminApi } from '../../shared/admin-api';

export const ADMIN_JOBS_QUERY_KEY = ['admin', 'jobs'] as const;

/** GET /api/v1/admin/jobs */
export async function listJobs(): Promise<AdminJob[]> {
  return (await adminApi<AdminJobListResponse>('/jobs')).jobs;
}

export function jobsQuery() {
  return queryOptions({ queryKey: ADMIN_JOBS_QUERY_KEY, queryFn: listJobs, staleTime: 15_000 });
}

export function useJobs() {
  return useQuery(jobsQuery());
}
