import { useMutation, useQueryClient, type QueryClient } from '../../../lib/query';
import type { UserData } from '@shop/shared/contracts/auth';
import type { MeSummaryResponse } from '@shop/shared/contracts/me';
import type { UpdateWishlistResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { SESSION_QUERY_KEY, SUMMARY_QUERY_KEY } from '../../auth/api/get-session';
import { WISHLIST_QUERY_KEY } from './get-wishlist';

/** POST /api/v1/user/update-wishlist: flips the product; `status` true when it is now in the wishlist. */
export function updateWishlist(productId: string, api: ApiClient = browserApi) {
  return api<UpdateWishlistResponse>('/user/update-wishlist', { method: 'POST', body: { productId } });
}

/** After any wishlist change: the count everyone shows at once, then the list and the hearts again. */
export async function wishlistChanged(queryClient: QueryClient, wishlistCount: number): Promise<void> {
  queryClient.setQueryData<UserData | null>(SESSION_QUERY_KEY, (user) => (user ? { ...user, wishlistCount } : user));
  // Not waited for: callers' own success steps run as the list settles, as they always have.
  void queryClient.invalidateQueries({ queryKey: SUMMARY_QUERY_KEY });
  await queryClient.invalidateQueries({ queryKey: WISHLIST_QUERY_KEY });
}

export function useUpdateWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => updateWishlist(productId),
    onSuccess: (response, productId) => {
      // The heart flips at once; the summary is read again behind it.
      queryClient.setQueryData<MeSummaryResponse>(SUMMARY_QUERY_KEY, (summary) =>
        summary
          ? {
              ...summary,
              wishlist: response.status
                ? [...summary.wishlist.filter((id) => id !== productId), productId]
                : summary.wishlist.filter((id) => id !== productId),
            }
          : summary,
      );
      return wishlistChanged(queryClient, response.wishlistCount);
    },
  });
}
