import { useMutation, useQuery, useQueryClient, queryOptions } from '../../../lib/query';
import type { AdminSetInput, AdminSetListResponse, SetStatus } from '@shop/shared/contracts/sets';
import type { AdminSet } from '@shop/shared/contracts/sets';
import { adminApi } from '../shared/admin-api';

// The set calls of the back office: list with prices and stock, save (create or edit), hide or show.

export const SETS_KEY = ['admin', 'sets'] as const;

export const setsQuery = () =>
  queryOptions({
    queryKey: SETS_KEY,
    queryFn: async () => (await adminApi<AdminSetListResponse>('/sets')).sets,
    staleTime: 0,
  });

export const useAdminSets = () => useQuery(setsQuery());

export function useSaveSet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AdminSetInput }) =>
      (id
        ? await adminApi<{ set: AdminSet }>(`/sets/${id}`, { method: 'PUT', body })
        : await adminApi<{ set: AdminSet }>('/sets', { method: 'POST', body })
      ).set,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }),
  });
}

export function useSetSetStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, status }: { id: string; status: SetStatus }) =>
      (await adminApi<{ set: AdminSet }>(`/sets/${id}/status`, { method: 'POST', body: { status } })).set,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SETS_KEY }),
  });
}
