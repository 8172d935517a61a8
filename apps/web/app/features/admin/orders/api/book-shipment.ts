import { useMutation, useQueryClient } from '../../../../lib/query';
import type { BookShipmentRequest, ShipmentResponse } from '@shop/shared/contracts/shipping';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../shared/admin-query-keys';
import { adminApi } from '../../shared/admin-api';
import { adminOrderQueryKey } from './get-order';
import { orderShipmentQueryKey } from './get-order-shipment';
import { ADMIN_ORDERS_QUERY_KEY } from './list-orders';

/**
 * POST /api/v1/admin/orders/:orderId/shipment: a courier picked from the list, else the rule (left
 * out: the owner's saved one); with the manual carrier, the courier and AWB typed.
 */
export function bookShipment(orderId: string, body: BookShipmentRequest): Promise<ShipmentResponse> {
  return adminApi<ShipmentResponse>(`/orders/${encodeURIComponent(orderId)}/shipment`, { method: 'POST', body });
}

export function useBookShipment(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BookShipmentRequest) => bookShipment(orderId, body),
    onSuccess: (response) => {
      queryClient.setQueryData(orderShipmentQueryKey(orderId), { success: true, shipment: response.shipment });
      void queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(orderId), exact: true });
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY });
    },
  });
}
