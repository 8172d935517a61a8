import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminEmailResponse } from '@shop/shared/contracts/admin-customers';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_EMAILS_QUERY_KEY } from './list-emails';

/** GET /api/v1/admin/emails/:id — the message with its HTML and text parts. */
export function getEmail(id: string): Promise<AdminEmailResponse> {
  return adminApi<AdminEmailResponse>(`/emails/${encodeURIComponent(id)}`);
}

export function emailQuery(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_EMAILS_QUERY_KEY, 'detail', id] as const,
    queryFn: () => getEmail(id),
    staleTime: 15_000,
  });
}

export function useEmail(id: string | null) {
  return useQuery({ ...emailQuery(id ?? ''), enabled: id !== null });
}
