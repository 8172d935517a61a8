import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CartResponse } from '@shop/shared/contracts/cart';
import { browserApi, type ApiClient } from '../../../lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

/**
 * The spec's cart item as the product page sends it (section 3). The server prices the cart
 * from the database: price and the rest are descriptive, never trusted.
 */
export type AddToCartItem = {
  id: string;
  variantId: string;
  quantity: number;
  selectedSize: string;
  slug: string;
  name: string;
  image: string | null;
  price: number;
  originalPrice: number | null;
  discount: number;
  sku: string;
  color: string;
  stock: number;
  maxStock: number;
};

/** POST /api/v1/user/add-to-cart: answers with the whole cart, which replaces the client's copy. */
export function addToCart(item: AddToCartItem, api: ApiClient = browserApi) {
  return api<CartResponse>('/user/add-to-cart', { method: 'POST', body: item });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: AddToCartItem) => addToCart(item),
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
