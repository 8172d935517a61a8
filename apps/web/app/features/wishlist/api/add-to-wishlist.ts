import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WishlistCountResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { wishlistChanged } from './update-wishlist';

/** POST /api/v1/user/wishlist: adds only; 409 'Item already in wishlist' when it is there. */
export function addToWishlist(productId: string, api: ApiClient = browserApi) {
  return api<WishlistCountResponse>('/user/wishlist', { method: 'POST', body: { productId } });
}

export function useAddToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => addToWishlist(productId),
    onSuccess: (response) => wishlistChanged(queryClient, response.wishlistCount),
  });
}
