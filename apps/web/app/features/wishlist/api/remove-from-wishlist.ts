import { useMutation, useQueryClient } from '../../../lib/query';
import type { WishlistCountResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { wishlistChanged } from './update-wishlist';

/** DELETE /api/v1/user/wishlist/:productId */
export function removeFromWishlist(productId: string, api: ApiClient = browserApi) {
  return api<WishlistCountResponse>(`/user/wishlist/${encodeURIComponent(productId)}`, { method: 'DELETE' });
}

export function useRemoveFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => removeFromWishlist(productId),
    onSuccess: (response) => wishlistChanged(queryClient, response.wishlistCount),
  });
}
