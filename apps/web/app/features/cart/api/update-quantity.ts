import type { CartResponse, UpdateQuantityRequest } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { useCartMutation } from './use-cart-mutation';

/** PATCH /api/v1/user/update-quantity: `count` is the line's new quantity. */
export function updateQuantity(request: UpdateQuantityRequest, api: ApiClient = browserApi) {
  return api<CartResponse>('/user/update-quantity', { method: 'PATCH', body: request });
}

export function useUpdateQuantity() {
  return useCartMutation((request: UpdateQuantityRequest) => updateQuantity(request), {
    failed: 'shell.cartUpdateFailed',
  });
}
