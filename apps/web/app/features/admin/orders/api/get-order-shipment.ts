import { queryOptions, useQuery } from '../../../../lib/query';
import type { OrderShipmentResponse } from '@shop/shared/contracts/shipping';
import { adminApi } from '../../shared/admin-api';

export const orderShipmentQueryKey = (orderId: string) => ['admin', 'order', orderId, 'shipment'] as const;

/** GET /api/v1/admin/orders/:orderId/shipment: the booked parcel (label, pickup, dates), or null. */
export function getOrderShipment(orderId: string): Promise<OrderShipmentResponse> {
  return adminApi<OrderShipmentResponse>(`/orders/${encodeURIComponent(orderId)}/shipment`);
}

export function orderShipmentQuery(orderId: string) {
  return queryOptions({ queryKey: orderShipmentQueryKey(orderId), queryFn: () => getOrderShipment(orderId) });
}

export function useOrderShipment(orderId: string) {
  return useQuery(orderShipmentQuery(orderId));
}
