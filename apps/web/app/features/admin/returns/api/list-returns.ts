import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminReturnsResponse, RETURN_STATUSES } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { ADMIN_RETURNS_QUERY_KEY } from '../../shared/admin-query-keys';

type ReturnsFilter = { status?: (typeof RETURN_STATUSES)[number]; page?: number; limit?: number };

/** GET /api/v1/admin/returns?status=&page=&limit= (newest first). */
export function listReturns(filter: ReturnsFilter, api: ApiClient = browserApi): Promise<AdminReturnsResponse> {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.page && filter.page !== 1) params.set('page', String(filter.page));
  if (filter.limit) params.set('limit', String(filter.limit));
  const search = params.toString();
  return api<AdminReturnsResponse>(`/admin/returns${search ? `?${search}` : ''}`);
}

export function returnsQuery(filter: ReturnsFilter, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...ADMIN_RETURNS_QUERY_KEY, filter] as const,
    queryFn: () => listReturns(filter, api),
    staleTime: 30_000,
  });
}

export function useReturns(filter: ReturnsFilter) {
  return useQuery(returnsQuery(filter));
}
