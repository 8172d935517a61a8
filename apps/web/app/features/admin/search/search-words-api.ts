import { queryOptions, useMutation, useQuery, useQueryClient } from '../../../lib/query';
import type {
  SearchMissListResponse,
  Synonym,
  SynonymInput,
  SynonymListResponse,
} from '@shop/shared/contracts/admin-search';
import { adminApi } from '../shared/admin-api';

// The search calls of the back office: synonyms (list, save, delete) and the searches that found nothing.

const SEARCH_KEY = ['admin', 'search'] as const;

export const useSynonyms = () =>
  useQuery(
    queryOptions({
      queryKey: [...SEARCH_KEY, 'synonyms'],
      queryFn: async () => (await adminApi<SynonymListResponse>('/search/synonyms')).synonyms,
      staleTime: 0,
    }),
  );

export const useSearchMisses = () =>
  useQuery(
    queryOptions({
      queryKey: [...SEARCH_KEY, 'misses'],
      queryFn: async () => (await adminApi<SearchMissListResponse>('/search/misses')).misses,
      staleTime: 0,
    }),
  );

/** Saving a synonym also takes its word off the list of searches that found nothing. */
export function useSaveSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: SynonymInput }) =>
      (
        await adminApi<{ synonym: Synonym }>(id ? `/search/synonyms/${id}` : '/search/synonyms', {
          method: id ? 'PUT' : 'POST',
          body,
        })
      ).synonym,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEARCH_KEY }),
  });
}

export function useDeleteSynonym() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => adminApi<SynonymListResponse>(`/search/synonyms/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SEARCH_KEY }),
  });
}
