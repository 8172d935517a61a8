import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { SEARCH_MIN_CHARS, SUGGESTION_QUERY_MAX } from '@shop/shared/constants';
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

/**
 * Suggestions for the text from two characters to the API's most; the last ones stay while the
 * next load (and past the most, where searching is what is left to do).
 */
export function useSuggestions(query: string, enabled: boolean) {
  const length = query.trim().length;
  return useQuery({
    ...suggestionsQuery(query),
    enabled: enabled && length >= SEARCH_MIN_CHARS && length <= SUGGESTION_QUERY_MAX,
    placeholderData: keepPreviousData,
  });
}
