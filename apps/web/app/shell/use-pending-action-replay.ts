import type { Product, Variant } from '@shop/shared/contracts/catalogue';
import { useQueryClient, type QueryClient } from '../lib/query';
import { useCallback } from 'react';
import { isPendingAction } from '../features/auth/pending-action';
import type { AfterLogin, PendingActionReplay } from '../features/auth/use-finish-login';
import { cartProductOf, useAddToCart, type AddToCartAction } from '../features/cart/api/add-to-cart';
import { addToCartErrorMessage } from '../features/cart/api/cart-error-message';
import { productQuery } from '../features/catalogue/api/get-product';
import { buyNowState, type BuyNowAction } from '../features/product/buy-now';
import {
  mergeGuestWishlist,
  replayWishlistAction,
  type WishlistAction,
} from '../features/wishlist/wishlist-after-login';
import { mergeGuestIdols } from '../features/idols/idols-after-login';
import { useLocalePath, useT } from '../lib/i18n';
import { toast } from '../lib/toast';

type ProductAction = AddToCartAction | BuyNowAction;

/** The product and size as they are now: stock may have changed while the guest logged in. */
async function productAndVariant(
  queryClient: QueryClient,
  action: ProductAction,
): Promise<{ product: Product; variant: Variant | undefined }> {
  const { data: product } = await queryClient.fetchQuery(productQuery(action.slug));
  return { product, variant: product.variants.find((v) => v._id === action.variantId) };
}

/** The quantity the guest chose, held to what the size has in stock now. */
function quantityFor(wanted: number, variant: Variant): number {
  return Math.max(1, Math.min(Math.floor(wanted) || 1, variant.stock));
}

/**
 * After a login, completes what the guest was stopped on (spec section 6): a wishlist kept as a
 * guest joins the account at every login; a heart, or an add to cart whose session ended while the
 * page was open, completes back on the page it was pressed on; a Buy Now goes on to checkout with
 * its product and size.
 */
export function usePendingActionReplay(): PendingActionReplay {
  const queryClient = useQueryClient();
  const { mutate: addToCart } = useAddToCart();
  const t = useT();
  const localePath = useLocalePath();

  const replayBuyNow = useCallback(
    async (action: BuyNowAction): Promise<AfterLogin> => {
      try {
        const { product, variant } = await productAndVariant(queryClient, action);
        if (variant && variant.stock > 0) {
          return {
            goTo: {
              path: localePath('/checkout'),
              state: buyNowState(product, variant, quantityFor(action.quantity, variant)),
            },
          };
        }
        toast.error(t('shell.sizeOutOfStock'));
      } catch {
        toast.error(t('shell.purchaseFailed'));
      }
      return {};
    },
    [queryClient, t, localePath],
  );

  const replayAddToCart = useCallback(
    async (action: AddToCartAction) => {
      try {
        const { product, variant } = await productAndVariant(queryClient, action);
        if (!variant) {
          toast.error(t('shell.sizeNotAvailable'));
          return;
        }
        if (variant.stock <= 0) {
          toast.error(t('shell.sizeOutOfStock'));
          return;
        }
        addToCart({ product: cartProductOf(product), variant, quantity: quantityFor(action.quantity, variant) });
      } catch (error) {
        toast.error(addToCartErrorMessage(error, t('shell.addToCartFailed')));
      }
    },
    [queryClient, addToCart, t],
  );

  return useCallback(
    async (action) => {
      const [merged] = await Promise.all([mergeGuestWishlist(queryClient), mergeGuestIdols(queryClient)]);
      if (isPendingAction<BuyNowAction>(action, 'buy-now')) return replayBuyNow(action);
      if (isPendingAction<WishlistAction>(action, 'wishlist')) {
        return { onArrival: () => replayWishlistAction(queryClient, action, merged) };
      }
      if (isPendingAction<AddToCartAction>(action, 'add-to-cart')) return { onArrival: () => replayAddToCart(action) };
      return {};
    },
    [queryClient, replayBuyNow, replayAddToCart],
  );
}
