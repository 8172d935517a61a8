import type { MergeWishlistResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** POST /api/v1/user/wishlist/merge: a guest's saved products join the account's, once, at login. */
export function mergeWishlist(productIds: string[], api: ApiClient = browserApi) {
  return api<MergeWishlistResponse>('/user/wishlist/merge', { method: 'POST', body: { productIds } });
}
