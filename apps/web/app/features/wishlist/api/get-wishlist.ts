import { queryOptions, useQuery } from '../../../lib/query';
import type { WishlistEntry, WishlistResponse } from '@shop/shared/contracts/wishlist';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';

export const WISHLIST_QUERY_KEY = ['wishlist'] as const;

export async function getWishlist(api: ApiClient = browserApi): Promise<WishlistEntry[]> {
  return (await api<WishlistResponse>('/user/wishlist')).wishlist;
}

export function wishlistQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: WISHLIST_QUERY_KEY, queryFn: () => getWishlist(api) });
}

/** The signed-in shopper's wishlist; idle for a guest (theirs is in this browser). */
export function useWishlist() {
  const session = useSession();
  return useQuery({ ...wishlistQuery(), enabled: session.status === 'authenticated' });
}
