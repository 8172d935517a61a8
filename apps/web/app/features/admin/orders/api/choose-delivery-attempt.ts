import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminDeliveryAttemptResponse, DeliveryChoiceRequest } from '@shop/shared/contracts/delivery-attempts';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { ADMIN_DELIVERY_ATTEMPTS_QUERY_KEY } from './list-delivery-attempts';

/** POST /api/v1/admin/delivery-attempts/:attemptId/choice: the owner chooses for the shopper. */
export function chooseDeliveryAttempt(attemptId: string, body: DeliveryChoiceRequest, api: ApiClient = browserApi) {
  return api<AdminDeliveryAttemptResponse>(`/admin/delivery-attempts/${encodeURIComponent(attemptId)}/choice`, {
    method: 'POST',
    body,
  });
}

export function useChooseDeliveryAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { attemptId: string; body: DeliveryChoiceRequest }) =>
      chooseDeliveryAttempt(input.attemptId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_DELIVERY_ATTEMPTS_QUERY_KEY }),
  });
}
