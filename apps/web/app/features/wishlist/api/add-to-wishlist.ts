import type { WishlistCountResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/user/wishlist: adds only; 409 'Item already in wishlist' when it is there. */
export function addToWishlist(productId: string, api: ApiClient = browserApi) {
  return api<WishlistCountResponse>('/user/wishlist', { method: 'POST', body: { productId } });
}
