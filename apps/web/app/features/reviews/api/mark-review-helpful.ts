import { useMutation, useQueryClient } from '../../../lib/query';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { productReviewsKey } from './get-product-reviews';

/** POST /api/v1/reviews/:id/helpful: once per shopper; the server counts it. */
export function markReviewHelpful(reviewId: string, api: ApiClient = browserApi) {
  return api<{ success: true; helpfulCount: number }>(`/reviews/${encodeURIComponent(reviewId)}/helpful`, {
    method: 'POST',
    body: {},
  });
}

export function useMarkReviewHelpful(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: string) => markReviewHelpful(reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productReviewsKey(productId) }),
  });
}
