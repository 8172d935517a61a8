import { useMutation, useQueryClient } from '../../../../lib/query';
import type { AdminImageAlt, AdminProduct, AdminProductResponse } from '@shop/shared/contracts/admin-products';
import { adminApi, adminUpload } from '../../shared/admin-api';
import { adminProductKey } from './get-admin-product';

// The picture calls of one product: each answers with the whole product, which replaces the cached one.

/** POST /api/v1/admin/products/:id/images (multipart: file, alt) */
export async function uploadProductImage(productId: string, file: File, alt: string) {
  const form = new FormData();
  form.append('alt', alt);
  form.append('file', file);
  return (await adminUpload<AdminProductResponse>(`/products/${encodeURIComponent(productId)}/images`, form)).product;
}

type ImageChange =
  | { kind: 'upload'; file: File; alt: string }
  | { kind: 'alt'; imageId: string; alt: AdminImageAlt }
  | { kind: 'order'; imageIds: string[] }
  | { kind: 'remove'; imageId: string };

export async function changeProductImages(productId: string, change: ImageChange): Promise<AdminProduct> {
  const base = `/products/${encodeURIComponent(productId)}/images`;
  switch (change.kind) {
    case 'upload':
      return uploadProductImage(productId, change.file, change.alt);
    case 'alt':
      return (
        await adminApi<AdminProductResponse>(`${base}/${change.imageId}`, {
          method: 'PATCH',
          body: change.alt,
        })
      ).product;
    case 'order':
      return (
        await adminApi<AdminProductResponse>(`${base}/order`, { method: 'PUT', body: { imageIds: change.imageIds } })
      ).product;
    case 'remove':
      return (await adminApi<AdminProductResponse>(`${base}/${change.imageId}`, { method: 'DELETE' })).product;
  }
}

export function useProductImages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ImageChange) => changeProductImages(productId, change),
    onSuccess: (product) => queryClient.setQueryData(adminProductKey(productId), product),
  });
}
