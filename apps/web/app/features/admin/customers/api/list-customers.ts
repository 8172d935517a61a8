import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminCustomerListResponse } from '@shop/shared/contracts/admin-customers';
import { adminApi } from '../../shared/admin-api';
import { withSearch } from '../../shared/list-filters';

export const ADMIN_CUSTOMERS_QUERY_KEY = ['admin', 'customers'] as const;

export type CustomerFilters = { q?: string; page: number };

/** GET /api/v1/admin/customers?q=&page= */
export function listCustomers(filters: CustomerFilters): Promise<AdminCustomerListResponse> {
  return adminApi<AdminCustomerListResponse>(withSearch('/customers', filters));
}

export function customersQuery(filters: CustomerFilters) {
  return queryOptions({
    queryKey: [...ADMIN_CUSTOMERS_QUERY_KEY, 'list', filters] as const,
    queryFn: () => listCustomers(filters),
    staleTime: 30_000,
  });
}

/** Keeps the previous page on screen while the next one loads. */
export function useCustomers(filters: CustomerFilters) {
  return useQuery({ ...customersQuery(filters), placeholderData: keepPreviousData });
}
