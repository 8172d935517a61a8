import { useMutation, useQueryClient } from '../../../lib/query';
import type { OrderResponse, ReturnOrderRequest } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDER_LISTS_QUERY_KEY } from './order-query-keys';

/**
 * POST /api/v1/user/orders/:orderId/return {reason}: asks the shop to take a delivered order back
 * (within the return window, checked by the server). Answers with the order and its return request.
 */
export function returnOrder(orderId: string, body: ReturnOrderRequest, api: ApiClient = browserApi) {
  return api<OrderResponse>(`/user/orders/${encodeURIComponent(orderId)}/return`, { method: 'POST', body });
}

export function useReturnOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReturnOrderRequest) => returnOrder(orderId, body),
    onSuccess: (response) => {
      queryClient.setQueryData(orderQueryKey(orderId), response);
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_QUERY_KEY });
    },
  });
}
