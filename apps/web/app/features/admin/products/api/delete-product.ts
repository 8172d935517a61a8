import { useMutation, useQueryClient } from '../../../../lib/query';
import { adminApi } from '../../shared/admin-api';
import { ADMIN_PRODUCTS_KEY } from './get-admin-products';

/** DELETE /api/v1/admin/products/:id: deleted without orders, archived with them. */
export function deleteProduct(id: string) {
  return adminApi<{ outcome: 'deleted' | 'archived'; message: string }>(`/products/${encodeURIComponent(id)}`, {
    method: 'DELETE',
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}
