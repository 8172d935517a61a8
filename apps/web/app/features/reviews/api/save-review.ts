import type { OwnReview } from '@shop/shared/contracts/reviews';
import { useMutation, useQueryClient } from '../../../lib/query';
import { browserUpload } from '../../../lib/upload';
import { MY_REVIEWS_QUERY_KEY } from './get-my-reviews';

/**
 * POST /api/v1/user/reviews (a new review) or PATCH /user/reviews/:id (an edit), as multipart so
 * the photos travel with the fields. Either way the review waits for the owner again.
 */
export function saveReview(form: FormData, reviewId?: string) {
  return reviewId
    ? browserUpload<{ review: OwnReview }>(`/user/reviews/${encodeURIComponent(reviewId)}`, form, 'PATCH')
    : browserUpload<{ review: OwnReview }>('/user/reviews', form);
}

export function useSaveReview(reviewId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => saveReview(form, reviewId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_REVIEWS_QUERY_KEY }),
  });
}
