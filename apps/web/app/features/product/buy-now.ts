import type { Product, Variant } from '@shop/shared/contracts/catalogue';

/** A guest's Buy Now, kept through login (features/auth/pending-action.ts) and replayed after it. */
export type BuyNowAction = {
  type: 'buy-now';
  productId: string;
  variantId: string;
  size: string;
  quantity: number;
  slug: string;
};

/**
 * Checkout's `location.state` for Buy Now (read by features/checkout/use-checkout-order.ts). It
 * only says what to buy: checkout prices the item again from the database.
 */
export function buyNowState(product: Product, variant: Variant, quantity: number) {
  return {
    buyNow: {
      id: product._id,
      variantId: variant._id,
      quantity,
      selectedSize: variant.size,
      slug: product.slug,
      name: product.name,
      image: product.images[0] ?? null,
      price: variant.price,
      originalPrice: variant.originalPrice,
    },
  };
}
