import type { Product, Variant } from '@shop/shared/contracts/catalogue';
import type { NavigateFunction } from 'react-router';
import type { Translate } from '../../lib/i18n';
import { queryClient } from '../../lib/query';
import { sessionQuery } from '../auth/api/get-session';
import { askToLogIn } from '../auth/use-ask-to-log-in';
import { addToCartNow, cartProductOf } from '../cart/api/add-to-cart';
import { buyNowState, type BuyNowAction } from './buy-now';

// What the product page's two buying buttons do. Not among the page's first scripts: the panel
// fetches this module once the page has hydrated, and a press before it came waits for it
// (purchase-panel.tsx), as a press waits for the queries' runtime (lib/query.tsx).

/** Where the buttons were pressed: the page's navigation, its path and query, and its words. */
export type PurchasePlace = { navigate: NavigateFunction; here: string; t: Translate };

/** Add to Cart (features/cart/api/add-to-cart.ts); true once the cart has the size. */
export function addToCartFromPage(product: Product, variant: Variant, quantity: number, place: PurchasePlace) {
  return addToCartNow({ product: cartProductOf(product), variant, quantity }, place.t, (action) =>
    askToLogIn(place.navigate, place.here, action),
  );
}

/**
 * Buy Now: straight to checkout with this one size, or to log in first. It sends nothing to the
 * server before checkout, so the session is asked afresh: a login in another tab must count, a
 * stale "guest" must not.
 */
export async function buyNow(
  product: Product,
  variant: Variant,
  quantity: number,
  checkout: string,
  place: PurchasePlace,
) {
  const user = await (await queryClient()).fetchQuery({ ...sessionQuery(), staleTime: 0 });
  if (user) {
    await place.navigate(checkout, { state: buyNowState(product, variant, quantity) });
    return;
  }
  const action: BuyNowAction = {
    type: 'buy-now',
    productId: product._id,
    variantId: variant._id,
    size: variant.size,
    quantity,
    slug: product.slug,
  };
  await askToLogIn(place.navigate, place.here, action);
}
