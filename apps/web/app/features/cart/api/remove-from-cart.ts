import type { CartResponse, RemoveFromCartRequest } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

/** POST /api/v1/user/remove-from-cart */
export function removeFromCart(request: RemoveFromCartRequest, api: ApiClient = browserApi) {
  return api<CartResponse>('/user/remove-from-cart', { method: 'POST', body: request });
}

export function useRemoveFromCart() {
  return useCartMutation((request: RemoveFromCartRequest) => removeFromCart(request), {
    failed: 'shell.cartRemoveFailed',
    announce: true,
  });
}
