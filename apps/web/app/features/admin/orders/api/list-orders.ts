import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminOrderListResponse } from '@shop/shared/contracts/admin-orders';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { withSearch } from '../../shared/list-filters';

export const ADMIN_ORDERS_QUERY_KEY = ['admin', 'orders'] as const;

/** The list's filters as the URL holds them; blanks are left out of the request. */
export type OrderFilters = {
  status?: string;
  paymentMethod?: string;
  confirmation?: string;
  /** 'true': paid or confirmed cash on delivery, not yet booked with a courier. */
  readyToShip?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
};

/** GET /api/v1/admin/orders?status=&paymentMethod=&confirmation=&readyToShip=&from=&to=&q=&page=&limit= */
export function listOrders(filters: OrderFilters, api: ApiClient = browserApi): Promise<AdminOrderListResponse> {
  return api<AdminOrderListResponse>(withSearch('/admin/orders', filters));
}

export function ordersQuery(filters: OrderFilters, api: ApiClient = browserApi) {
  return queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, filters] as const,
    queryFn: () => listOrders(filters, api),
    staleTime: 30_000,
  });
}

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export function useOrders(filters: OrderFilters) {
  return useQuery({ ...ordersQuery(filters), placeholderData: keepPreviousData });
}
