import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminDashboard, AdminDashboardResponse } from '@shop/shared/contracts/admin-dashboard';
import { browserApi, type ApiClient } from '../../../../lib/api-client';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../shared/admin-query-keys';

/** GET /api/v1/admin/dashboard */
export async function getDashboard(api: ApiClient = browserApi): Promise<AdminDashboard> {
  return (await api<AdminDashboardResponse>('/admin/dashboard')).dashboard;
}

export function dashboardQuery(api: ApiClient = browserApi) {
  // The owner opens the dashboard to see the shop as it is now: figures older than a minute are refetched.
  return queryOptions({ queryKey: ADMIN_DASHBOARD_QUERY_KEY, queryFn: () => getDashboard(api), staleTime: 60_000 });
}

export function useDashboard() {
  return useQuery(dashboardQuery());
}
