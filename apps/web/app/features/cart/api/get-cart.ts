import { queryOptions, useQuery } from '../../../lib/query';
import type { CartResponse } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useSession, useSummary } from '../../auth/api/get-session';

export const CART_QUERY_KEY = ['cart'] as const;

/** GET /api/v1/user/user-cart: the whole priced cart. */
export function getCart(api: ApiClient = browserApi) {
  return api<CartResponse>('/user/user-cart');
}

export function cartQuery(api: ApiClient = browserApi) {
  return queryOptions({ queryKey: CART_QUERY_KEY, queryFn: () => getCart(api) });
}

/** The shopper's cart, or a guest's (kept on the server under an anonymous cookie). */
export function useCart() {
  const session = useSession();
  return useQuery({ ...cartQuery(), enabled: session.status !== 'loading' });
}

/**
 * Units in the cart for badges: undefined while unknown and for a guest without a cart. The
 * summary's count until the cart itself has been read (the drawer, the cart page, a change): a
 * badge costs no cart read.
 */
export function useCartCount(): number | undefined {
  const summary = useSummary();
  const cart = useQuery({ ...cartQuery(), enabled: false });
  return cart.data?.itemCount ?? summary?.cartCount;
}
