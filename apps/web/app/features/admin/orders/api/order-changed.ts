import type { QueryClient } from '../../../../lib/query';
import type { AdminOrder } from '@shop/shared/contracts/admin-orders';
import { ADMIN_DASHBOARD_QUERY_KEY, ADMIN_RETURNS_QUERY_KEY } from '../../shared/admin-query-keys';
import { adminOrderQueryKey } from './get-order';
import { ADMIN_ORDERS_QUERY_KEY } from './list-orders';

/** After a change: the order the server answered with is shown at once; lists and figures refetch. */
export function orderChanged(queryClient: QueryClient, order: AdminOrder) {
  queryClient.setQueryData(adminOrderQueryKey(order._id), order);
  void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_RETURNS_QUERY_KEY });
  void queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY });
}
