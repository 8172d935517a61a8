import { keepPreviousData, queryOptions, useQuery } from '../../../../lib/query';
import type { AdminProductListQuery, AdminProductListResponse } from '@shop/shared/contracts/admin-products';
import { adminApi } from '../../shared/admin-api';

export const ADMIN_PRODUCTS_KEY = ['admin', 'products'] as const;

function toSearch(query: AdminProductListQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && value !== false) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/v1/admin/products with search, filters and page. */
export function getAdminProducts(query: AdminProductListQuery) {
  return adminApi<AdminProductListResponse>(`/products${toSearch(query)}`);
}

export const adminProductsQuery = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', query],
    queryFn: () => getAdminProducts(query),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery(adminProductsQuery(query));
}
