import { useQuery } from '../../../../lib/query';
import type { ServiceabilityResponse } from '@shop/shared/contracts/shipping';
import { adminApi } from '../../shared/admin-api';

/**
 * GET /api/v1/admin/orders/:orderId/shipment/couriers: the couriers that take this order's own
 * parcel (its weight, PIN and payment) with price, days and cash on delivery. Asked only when shown.
 */
export function getOrderCouriers(orderId: string): Promise<ServiceabilityResponse> {
  return adminApi<ServiceabilityResponse>(`/orders/${encodeURIComponent(orderId)}/shipment/couriers`);
}

export function useOrderCouriers(orderId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'order', orderId, 'couriers'] as const,
    queryFn: () => getOrderCouriers(orderId),
    enabled,
    retry: false,
    staleTime: 60_000,
  });
}
