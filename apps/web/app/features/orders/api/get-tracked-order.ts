import { queryOptions, useQuery } from '../../../lib/query';
import type { TrackOrderResponse } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { ORDERS_QUERY_KEY, ORDER_STALE_TIME_MS } from './order-query-keys';

const trackedOrderQueryKey = (orderId: string) => [...ORDERS_QUERY_KEY, 'track', orderId] as const;

/**
 * GET /api/v1/orders/:orderId/track: the tracking view for the order's signed-in owner. Anyone
 * else gets a 404 and is asked to confirm the order's email or phone instead (confirm-order-tracking.ts).
 */
export function getTrackedOrder(orderId: string, api: ApiClient = browserApi) {
  return api<TrackOrderResponse>(`/orders/${encodeURIComponent(orderId)}/track`);
}

export function trackedOrderQuery(orderId: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: trackedOrderQueryKey(orderId),
    queryFn: () => getTrackedOrder(orderId, api),
    staleTime: ORDER_STALE_TIME_MS,
    retry: false,
  });
}

/** Asked only for a signed-in visitor: a guest cannot be the owner, and goes straight to the form. */
export function useOwnTrackedOrder(orderId: string) {
  const session = useSession();
  return useQuery({ ...trackedOrderQuery(orderId), enabled: session.status === 'authenticated' });
}
