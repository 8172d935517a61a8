import type { CartResponse } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

/** POST /api/v1/user/cart/coupon: applies (or replaces) the cart's one coupon. */
export function applyCoupon(code: string, api: ApiClient = browserApi) {
  return api<CartResponse>('/user/cart/coupon', { method: 'POST', body: { code } });
}

/** The coupon box shows its own success popup and its own error line, so nothing is toasted here. */
export function useApplyCoupon() {
  return useCartMutation((code: string) => applyCoupon(code), {});
}
