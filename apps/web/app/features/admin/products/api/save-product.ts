import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminProductInput, AdminProductResponse } from '@shop/shared/contracts/admin-products';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';

/** POST /api/v1/admin/products (new) or PUT /api/v1/admin/products/:id (edit). */
export async function saveProduct(input: { id?: string; body: AdminProductInput }) {
  const response = input.id
    ? await adminApi<AdminProductResponse>(`/products/${encodeURIComponent(input.id)}`, {
        method: 'PUT',
        body: input.body,
      })
    : await adminApi<AdminProductResponse>('/products', { method: 'POST', body: input.body });
  return response.product;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
