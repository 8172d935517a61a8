import { useMutation, useQueryClient } from '../../../lib/query';
import type { WishlistCountResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { wishlistChanged } from './update-wishlist';

/** DELETE /api/v1/user/wishlist */
export function clearWishlist(api: ApiClient = browserApi) {
  return api<WishlistCountResponse>('/user/wishlist', { method: 'DELETE' });
}

export function useClearWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => clearWishlist(),
    onSuccess: (response) => wishlistChanged(queryClient, response.wishlistCount),
  });
}
