import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminOrderResponse, AdminRefundRequest } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { orderChanged } from './order-changed';

/** POST /api/v1/admin/orders/:orderId/refunds {amount (rupees), reason} */
export function refundOrder(orderId: string, body: AdminRefundRequest, api: ApiClient = browserApi) {
  return api<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}/refunds`, { method: 'POST', body });
}

export function useRefundOrder(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminRefundRequest) => refundOrder(orderId, body),
    onSuccess: (response) => orderChanged(queryClient, response.order),
  });
}
