import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminOrder, AdminOrderResponse } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';

export const adminOrderQueryKey = (orderId: string) => ['admin', 'order', orderId] as const;

/** GET /api/v1/admin/orders/:orderId */
export async function getOrder(orderId: string, api: ApiClient = browserApi): Promise<AdminOrder> {
  return (await api<AdminOrderResponse>(`/admin/orders/${encodeURIComponent(orderId)}`)).order;
}

export function orderQuery(orderId: string, api: ApiClient = browserApi) {
  return queryOptions({ queryKey: adminOrderQueryKey(orderId), queryFn: () => getOrder(orderId, api), staleTime: 0 });
}

export function useOrder(orderId: string) {
  return useQuery({ ...orderQuery(orderId), retry: false });
}
