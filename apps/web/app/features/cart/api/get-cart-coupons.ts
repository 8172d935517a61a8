import { queryOptions, useQuery } from '../../../lib/query';
import type { CartResponse } from '@shop/shared/contracts/cart';
import type { CouponsResponse } from '@shop/shared/contracts/coupons';
import { browserApi, type ApiClient } from '../../../lib/api-client';

/** GET /api/v1/user/cart/coupons: the coupons judged by the server on the caller's cart. */
export function getCartCoupons(api: ApiClient = browserApi) {
  return api<CouponsResponse>('/user/cart/coupons');
}

/** Keyed on the cart's lines, so any change to them asks the server again. */
export function cartCouponsQuery(cart: CartResponse, api: ApiClient = browserApi) {
  const lines = cart.cart.map((item) => `${item.variantId}:${item.quantity}`).join();
  return queryOptions({ queryKey: ['cart', 'coupons', lines], queryFn: () => getCartCoupons(api) });
}

export function useCartCoupons(cart: CartResponse) {
  return useQuery(cartCouponsQuery(cart));
}
