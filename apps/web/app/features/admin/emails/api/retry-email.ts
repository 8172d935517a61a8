import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminEmailRetryResponse } from '@shop/shared/contracts/admin-customers';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_EMAILS_QUERY_KEY } from './list-emails';

/** POST /api/v1/admin/emails/:id/retry — a failed email goes back in the queue. */
export function retryEmail(id: string): Promise<AdminEmailRetryResponse> {
  return adminApi<AdminEmailRetryResponse>(`/emails/${encodeURIComponent(id)}/retry`, { method: 'POST' });
}

export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_EMAILS_QUERY_KEY }),
  });
}
