import type { CartResponse } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

/** DELETE /api/v1/user/cart/coupon */
export function removeCoupon(api: ApiClient = browserApi) {
  return api<CartResponse>('/user/cart/coupon', { method: 'DELETE' });
}

export function useRemoveCoupon() {
  return useCartMutation(() => removeCoupon(), {
    failed: 'shell.couponRemoveFailed',
    announce: true,
  });
}
