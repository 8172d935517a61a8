import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_CHARS } from '@shop/shared/constants';
import type { SuggestionsResponse } from '@shop/shared/contracts/listing';
import { browserApi, type ApiClient } from '../../../lib/api-client';

export function getSuggestions(query: string, api: ApiClient = browserApi, signal?: AbortSignal) {
  return api<SuggestionsResponse>(`/search/suggestions?q=${encodeURIComponent(query)}`, { signal });
}

export function suggestionsQuery(query: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: ['search', 'suggestions', query.toLowerCase()],
    queryFn: ({ signal }) => getSuggestions(query, api, signal),
    // A suggestion that does not come at once is no use: typing moves on.
    retry: false,
  });
}

/** Suggestions for the text once it has two characters; the last ones stay while the next load. */
export function useSuggestions(query: string, enabled: boolean) {
  return useQuery({
    ...suggestionsQuery(query),
    enabled: enabled && query.length >= SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
