import type { ReviewListResponse, ReviewSort } from '@shop/shared/contracts/reviews';
import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { REVIEWS_QUERY_KEY } from './reviews-query-key';

export function productReviewsKey(productId: string) {
  return [...REVIEWS_QUERY_KEY, 'product', productId] as const;
}

/** One page of a product's approved reviews with their summary (GET /products/:id/reviews). */
export function getProductReviews(productId: string, sort: ReviewSort, page: number, api: ApiClient = browserApi) {
  const query = new URLSearchParams({ sort, page: String(page) });
  return api<ReviewListResponse>(`/products/${encodeURIComponent(productId)}/reviews?${query}`);
}

export function productReviewsQuery(productId: string, sort: ReviewSort, page: number, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...productReviewsKey(productId), sort, page],
    queryFn: () => getProductReviews(productId, sort, page, api),
    // A new sort or page keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useProductReviews(productId: string, sort: ReviewSort, page: number) {
  return useQuery(productReviewsQuery(productId, sort, page));
}
