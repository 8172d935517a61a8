import type { ReviewHighlightsResponse } from '@shop/shared/contracts/reviews';
import { queryOptions } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { REVIEWS_QUERY_KEY } from './reviews-query-key';

/** The approved reviews the home page quotes (GET /reviews/highlights): the same for everyone. */
export function reviewHighlightsQuery(api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...REVIEWS_QUERY_KEY, 'highlights'],
    queryFn: async () => (await api<ReviewHighlightsResponse>('/reviews/highlights')).reviews,
  });
}
