import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminNewsletterListResponse } from '@shop/shared/contracts/admin-customers';
import { adminApi, adminDownload } from '../../shared/admin-api';
import { withSearch } from '../../shared/list-filters';

export const ADMIN_SUBSCRIBERS_QUERY_KEY = ['admin', 'newsletter'] as const;

export type SubscriberFilters = { q?: string; status?: string; page: number };

/** GET /api/v1/admin/newsletter?q=&status=&page= */
export function listSubscribers(filters: SubscriberFilters): Promise<AdminNewsletterListResponse> {
  return adminApi<AdminNewsletterListResponse>(withSearch('/newsletter', filters));
}

export function subscribersQuery(filters: SubscriberFilters) {
  return queryOptions({
    queryKey: [...ADMIN_SUBSCRIBERS_QUERY_KEY, filters] as const,
    queryFn: () => listSubscribers(filters),
    staleTime: 30_000,
  });
}

export function useSubscribers(filters: SubscriberFilters) {
  return useQuery({ ...subscribersQuery(filters), placeholderData: keepPreviousData });
}

/** GET /api/v1/admin/newsletter.csv with the same search and status (every page), as a download. */
export function downloadSubscribersCsv({ q, status }: Omit<SubscriberFilters, 'page'>): Promise<void> {
  return adminDownload(withSearch('/newsletter.csv', { q, status }), 'newsletter-subscribers.csv');
}
