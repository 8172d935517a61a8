import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminJobRunResponse } from '@shop/shared/contracts/admin-jobs';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_JOBS_QUERY_KEY } from './list-jobs';

/** POST /api/v1/admin/jobs/:name/run — the job is due at once, on whichever instance takes it. */
export function runJob(name: string): Promise<AdminJobRunResponse> {
  return adminApi<AdminJobRunResponse>(`/jobs/${encodeURIComponent(name)}/run`, { method: 'POST' });
}

export function useRunJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_JOBS_QUERY_KEY }),
  });
}
