import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminOrderResponse, AdminOrderStatusRequest } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { orderChanged } from './order-changed';

/** POST /api/v1/admin/orders/:orderId/status */
export function updateOrderStatus(orderId: string, body: AdminOrderStatusRequest, api: ApiClient = browserApi) {
  return api<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/status`, { method: 'POST', body });
}

export function useUpdateOrderStatus(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminOrderStatusRequest) => updateOrderStatus(orderId, body),
    onSuccess: (response) => orderChanged(queryClient, response.order),
  });
}
