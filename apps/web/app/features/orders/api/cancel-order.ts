import { useMutation, useQueryClient } from '../../../lib/query';
import type { OrderResponse } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { orderQueryKey } from './get-order';
import { ORDER_LISTS_QUERY_KEY, ORDERS_QUERY_KEY } from './order-query-keys';

/**
 * POST /api/v1/user/orders/:orderId/cancel. The server decides whether the order may still be
 * cancelled, puts the stock back and starts the refund of a paid order; it answers with the order.
 */
export function cancelOrder(orderId: string, api: ApiClient = browserApi) {
  return api<OrderResponse>(`/user/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: {} });
}

export function useCancelOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(orderId),
    onSuccess: (response) => {
      queryClient.setQueryData(orderQueryKey(orderId), response);
      void queryClient.invalidateQueries({ queryKey: ORDER_LISTS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: [...ORDERS_QUERY_KEY, 'track', orderId] });
    },
  });
}
