import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminCustomerResponse } from '@shop/shared/contracts/admin-customers';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_CUSTOMERS_QUERY_KEY } from './list-customers';

/** GET /api/v1/admin/customers/:userId */
export function getCustomer(userId: string): Promise<AdminCustomerResponse> {
  return adminApi<AdminCustomerResponse>(`/customers/${encodeURIComponent(userId)}`);
}

export function customerQuery(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_CUSTOMERS_QUERY_KEY, 'detail', userId] as const,
    queryFn: () => getCustomer(userId),
    staleTime: 30_000,
  });
}

export function useCustomer(userId: string) {
  return useQuery(customerQuery(userId));
}
