import { keepPreviousData, queryOptions, useQuery } from '../../../lib/query';
import { ORDERS_PAGE_SIZE, type OrderListResponse } from '@shop/shared/contracts/orders';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { ORDER_LISTS_QUERY_KEY, ORDER_STALE_TIME_MS } from './order-query-keys';

/** GET /api/v1/user/orders?page=&limit=: the signed-in shopper's orders, newest first. */
export function getOrders(page: number, api: ApiClient = browserApi) {
  return api<OrderListResponse>(`/user/orders?page=${page}&limit=${ORDERS_PAGE_SIZE}`);
}

export function ordersQuery(page: number, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...ORDER_LISTS_QUERY_KEY, page],
    queryFn: () => getOrders(page, api),
    staleTime: ORDER_STALE_TIME_MS,
  });
}

/** One page of My Orders; the previous page stays on screen while the next one loads. */
export function useOrders(page: number) {
  const session = useSession();
  return useQuery({
    ...ordersQuery(page),
    enabled: session.status === 'authenticated',
    placeholderData: keepPreviousData,
  });
}
