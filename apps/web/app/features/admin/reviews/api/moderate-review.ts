import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminReview } from '@shop/shared/contracts/reviews';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { ADMIN_REVIEWS_QUERY_KEY } from './list-reviews';

export type ModerationStep =
  { step: 'approve' } | { step: 'hide' } | { step: 'reject'; reason: string } | { step: 'reply'; reply: string };

/** POST /api/v1/admin/reviews/:id/approve|reject|hide|reply: each step is written to the audit log. */
export function moderateReview(reviewId: string, { step, ...body }: ModerationStep, api: ApiClient = browserApi) {
  return api<{ success: true; review: AdminReview }>(`/admin/reviews/${encodeURIComponent(reviewId)}/${step}`, {
    method: 'POST',
    body,
  });
}

export function useModerateReview(reviewId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (step: ModerationStep) => moderateReview(reviewId, step),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_REVIEWS_QUERY_KEY }),
  });
}
