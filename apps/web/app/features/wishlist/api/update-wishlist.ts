import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { UserData } from '@shop/shared/contracts/auth';
import type { UpdateWishlistResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../../auth/api/get-session';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

/** POST /api/v1/user/update-wishlist: flips the product; `status` true when it is now in the wishlist. */
export function updateWishlist(productId: string, api: ApiClient = browserApi) {
  return api<UpdateWishlistResponse>('/user/update-wishlist', { method: 'POST', body: { productId } });
}

/** After any wishlist change: the count everyone shows at once, then the list itself again. */
export function wishlistChanged(queryClient: QueryClient, wishlistCount: number): Promise<void> {
  queryClient.setQueryData<UserData | null>(SESSION_QUERY_KEY, (user) => (user ? { ...user, wishlistCount } : user));
  return queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
}

export function useUpdateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => updateWishlist(productId),
    onSuccess: (response) => wishlistChanged(queryClient, response.wishlistCount),
  });
}
