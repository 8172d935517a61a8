import type { MyReviewsResponse } from '@shop/shared/contracts/reviews';
import { queryOptions, useQuery } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { REVIEWS_QUERY_KEY } from './reviews-query-key';

export const MY_REVIEWS_QUERY_KEY = [...REVIEWS_QUERY_KEY, 'mine'] as const;

/** What the shopper received, each with their review if they wrote one (GET /user/reviews). */
export function getMyReviews(api: ApiClient = browserApi) {
  return api<MyReviewsResponse>('/user/reviews');
}

export function myReviewsQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: MY_REVIEWS_QUERY_KEY, queryFn: () => getMyReviews(api) });
}

export function useMyReviews() {
  return useQuery(myReviewsQuery());
}
