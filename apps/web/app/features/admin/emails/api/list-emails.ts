import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminEmailListResponse } from '@shop/shared/contracts/admin-customers';
import { withSearch } from '../../shared/list-filters';
import { adminApi } from '../../shared/admin-api';

export const ADMIN_EMAILS_QUERY_KEY = ['admin', 'emails'] as const;

export type EmailFilters = { channel?: string; status?: string; template?: string; q?: string; page: number };

/** GET /api/v1/admin/emails?channel=&status=&template=&q=&page= */
export function listEmails(filters: EmailFilters): Promise<AdminEmailListResponse> {
  return adminApi<AdminEmailListResponse>(withSearch('/emails', filters));
}

export function emailsQuery(filters: EmailFilters) {
  return queryOptions({
    queryKey: [...ADMIN_EMAILS_QUERY_KEY, 'list', filters] as const,
    queryFn: () => listEmails(filters),
    staleTime: 15_000,
  });
}

export function useEmails(filters: EmailFilters) {
  return useQuery({ ...emailsQuery(filters), placeholderData: keepPreviousData });
}
