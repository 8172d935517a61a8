import { queryOptions, useQuery } from '../../../lib/query';
import type { OrderResponse } from '@shop/shared/contracts/orders';
import { ApiError, browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { ORDERS_QUERY_KEY, ORDER_STALE_TIME_MS } from './order-query-keys';

export const orderQueryKey = (orderId: string) => [...ORDERS_QUERY_KEY, 'detail', orderId] as const;

/** GET /api/v1/user/orders/:orderId: the whole order; another shopper's order is a 404. */
export function getOrder(orderId: string, api: ApiClient = browserApi) {
  return api<OrderResponse>(`/user/orders/${encodeURIComponent(orderId)}`);
}

/** A missing order stays missing: asking again only makes the shopper wait for the same answer. */
export function isMissingOrder(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export function orderQuery(orderId: string, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: orderQueryKey(orderId),
    queryFn: () => getOrder(orderId, api),
    staleTime: ORDER_STALE_TIME_MS,
    retry: (failures, error) => !isMissingOrder(error) && failures < 1,
  });
}

/**
 * One of the shopper's orders. While a refund is on its way the order is asked for again every
 * few seconds, so 'cancelled' turns into 'refunded' on screen when the payment gateway confirms.
 */
export function useOrder(orderId: string) {
  const session = useSession();
  return useQuery({
    ...orderQuery(orderId),
    enabled: session.status === 'authenticated' && orderId !== '',
    refetchInterval: (query) =>
      query.state.data?.order.refunds.some((refund) => refund.status === 'pending') ? 5000 : false,
  });
}
