import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminMessageListResponse } from '@shop/shared/contracts/admin-customers';
import { withSearch } from '../../shared/list-filters';
import { adminApi } from '../../shared/admin-api';

export const ADMIN_MESSAGES_QUERY_KEY = ['admin', 'messages'] as const;

export type MessageFilters = { q?: string; page: number };

/** GET /api/v1/admin/messages?q=&page= */
export function listMessages(filters: MessageFilters): Promise<AdminMessageListResponse> {
  return adminApi<AdminMessageListResponse>(withSearch('/messages', filters));
}

export function messagesQuery(filters: MessageFilters) {
  return queryOptions({
    queryKey: [...ADMIN_MESSAGES_QUERY_KEY, filters] as const,
    queryFn: () => listMessages(filters),
    staleTime: 30_000,
  });
}

export function useMessages(filters: MessageFilters) {
  return useQuery({ ...messagesQuery(filters), placeholderData: keepPreviousData });
}
