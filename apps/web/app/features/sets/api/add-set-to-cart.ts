import type { CartResponse } from '@shop/shared/contracts/cart';
import type { ApiClient } from '../../../lib/api-client';

/** POST /user/add-to-cart with a set: the whole cart answers, as for a size. */
export function addSetToCart(input: { setId: string; quantity: number }, api: ApiClient) {
  return api<CartResponse>('/user/add-to-cart', { method: 'POST', body: input, guestHandled: true });
}
