import { queryOptions, useQuery } from '../../../../lib/query';
import type { AdminProductResponse } from '@shop/shared/contracts/admin-products';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';

export const adminProductKey = (id: string) => [...ADMIN_PRODUCTS_KEY, 'one', id] as const;

/** GET /api/v1/admin/products/:id */
export async function getAdminProduct(id: string) {
  return (await adminApi<AdminProductResponse>(`/products/${encodeURIComponent(id)}`)).product;
}

export const adminProductQuery = (id: string) =>
  queryOptions({ queryKey: adminProductKey(id), queryFn: () => getAdminProduct(id), staleTime: 0 });

export function useAdminProduct(id: string) {
  return useQuery(adminProductQuery(id));
}
