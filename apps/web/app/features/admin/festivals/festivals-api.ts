import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type { AdminFestival, AdminFestivalInput } from '@shop/shared/contracts/festivals';
import { adminApi } from '../shared/admin-api';

// The festival calendar of the back office: list, add, correct.

const FESTIVALS_KEY = ['admin', 'festivals'] as const;

const festivalsQuery = () =>
  queryOptions({
    queryKey: FESTIVALS_KEY,
    queryFn: async () => (await adminApi<{ festivals: AdminFestival[] }>('/festivals')).festivals,
    staleTime: 0,
  });

export const useAdminFestivals = () => useQuery(festivalsQuery());

export function useSaveFestival() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: AdminFestivalInput }) =>
      (id
        ? await adminApi<{ festival: AdminFestival }>(`/festivals/${id}`, { method: 'PUT', body })
        : await adminApi<{ festival: AdminFestival }>('/festivals', { method: 'POST', body })
      ).festival,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FESTIVALS_KEY }),
  });
}
