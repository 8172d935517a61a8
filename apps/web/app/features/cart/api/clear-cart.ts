import type { CartResponse } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

/** DELETE /api/v1/user/clear-cart */
export function clearCart(api: ApiClient = browserApi) {
  return api<CartResponse>('/user/clear-cart', { method: 'DELETE' });
}

export function useClearCart() {
  return useCartMutation(() => clearCart(), {
    failed: 'shell.cartClearFailed',
    announce: true,
  });
}
