import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminReviewListResponse, ReviewStatus } from '@shop/shared/contracts/reviews';
import { browserApi, type ApiClient } from '../../../../lib/api-client';

export const ADMIN_REVIEWS_QUERY_KEY = ['admin', 'reviews'] as const;

/** GET /api/v1/admin/reviews?status=&page= (waiting reviews oldest first, others newest first). */
export function listReviews(status: ReviewStatus, page: number, api: ApiClient = browserApi) {
  return api<AdminReviewListResponse>(`/admin/reviews?status=${status}&page=${page}`);
}

export function reviewsQuery(status: ReviewStatus, page: number, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...ADMIN_REVIEWS_QUERY_KEY, status, page] as const,
    queryFn: () => listReviews(status, page, api),
    staleTime: 30_000,
  });
}

export function useReviews(status: ReviewStatus, page: number) {
  return useQuery(reviewsQuery(status, page));
}
