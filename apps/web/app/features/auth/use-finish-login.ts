import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import type { UserData } from '@shop/shared/contracts/auth';
import type { Product, Variant } from '@shop/shared/contracts/catalogue';
import { ApiError } from '../../lib/api-client';
import { addToCart, type AddToCartItem } from '../cart/api/add-to-cart';
import { openCartDrawer } from '../cart/cart-drawer-events';
import { productQuery } from '../catalogue/api/get-product';
import { addToWishlist } from '../wishlist/api/add-to-wishlist';
import { mergeWishlist } from '../wishlist/api/merge-wishlist';
import { wishlistChanged } from '../wishlist/api/update-wishlist';
import { clearGuestWishlist, readGuestWishlist } from '../wishlist/guest-wishlist';
import { SESSION_QUERY_KEY } from './api/get-session';
import { takePendingAction, type PendingAction } from './pending-action';

/** Cart refusals whose own words help; anything else reads as the spec's generic failure. */
const SPECIFIC_CART_ERRORS = new Set(['SIZE_OUT_OF_STOCK', 'QUANTITY_TOO_HIGH', 'SIZE_NOT_AVAILABLE', 'INVALID_SIZE']);

/** The guest's saved products join the account; the ids that were new to it. */
async function mergeGuestWishlist(queryClient: QueryClient): Promise<Set<string>> {
  const ids = readGuestWishlist().map((item) => item._id);
  if (ids.length === 0) return new Set();
  try {
    const { added, wishlistCount } = await mergeWishlist(ids);
    clearGuestWishlist();
    await wishlistChanged(queryClient, wishlistCount);
    return new Set(added);
  } catch {
    // Kept in this browser, so the next login tries again.
    toast.error('Failed to update wishlist');
    return new Set();
  }
}

async function productAndVariant(
  queryClient: QueryClient,
  action: Extract<PendingAction, { variantId: string }>,
): Promise<{ product: Product; variant: Variant | undefined }> {
  const { data: product } = await queryClient.fetchQuery(productQuery(action.slug));
  return { product, variant: product.variants.find((v) => v._id === action.variantId) };
}

function quantityFor(wanted: number, variant: Variant): number {
  return Math.max(1, Math.min(Math.floor(wanted) || 1, variant.stock));
}

async function replayWishlist(queryClient: QueryClient, productId: string, merged: Set<string>) {
  if (merged.has(productId)) {
    toast.success('Added to wishlist');
    return;
  }
  try {
    const { wishlistCount } = await addToWishlist(productId);
    await wishlistChanged(queryClient, wishlistCount);
    toast.success('Added to wishlist');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WISHLIST_DUPLICATE') toast.info('Item already in wishlist');
    else toast.error('Failed to add to wishlist');
  }
}

async function replayAddToCart(queryClient: QueryClient, action: Extract<PendingAction, { type: 'add-to-cart' }>) {
  try {
    const { product, variant } = await productAndVariant(queryClient, action);
    if (!variant) {
      toast.error('Selected size not available');
      return;
    }
    if (variant.stock <= 0) {
      toast.error('This size is out of stock');
      return;
    }
    const item: AddToCartItem = {
      id: product._id,
      variantId: variant._id,
      quantity: quantityFor(action.quantity, variant),
      selectedSize: variant.size,
      slug: product.slug,
      name: product.name,
      image: product.images[0] ?? null,
      price: variant.price,
      originalPrice: variant.originalPrice,
      discount: variant.discount,
      sku: product.sku,
      color: product.color,
      stock: variant.stock,
      maxStock: variant.stock,
    };
    await addToCart(item);
    await queryClient.invalidateQueries({ queryKey: ['cart'] });
    toast.success('Added to cart successfully!');
    openCartDrawer();
  } catch (error) {
    const specific = error instanceof ApiError && SPECIFIC_CART_ERRORS.has(error.code);
    toast.error(specific ? error.message : 'Failed to add item to cart');
  }
}

/** Checkout's buy-now state, as the product page sends it; checkout prices it again on the server. */
async function buyNowState(queryClient: QueryClient, action: Extract<PendingAction, { type: 'buy-now' }>) {
  const { product, variant } = await productAndVariant(queryClient, action);
  if (!variant || variant.stock <= 0) return null;
  return {
    buyNow: {
      id: product._id,
      variantId: variant._id,
      quantity: quantityFor(action.quantity, variant),
      selectedSize: variant.size,
      slug: product.slug,
      name: product.name,
      image: product.images[0] ?? null,
      price: variant.price,
      originalPrice: variant.originalPrice,
    },
  };
}

/**
 * What happens once someone has logged in or signed up: they are known everywhere at once, a
 * wishlist kept as a guest joins their account, they go back where they came from, and the action
 * they were stopped on (wishlist, add to cart, buy now) completes with its product and size.
 */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  return useCallback(
    async (userData: UserData, returnTo: string) => {
      queryClient.setQueryData(SESSION_QUERY_KEY, userData);
      const merged = await mergeGuestWishlist(queryClient);
      const action = takePendingAction();

      if (action?.type === 'buy-now') {
        try {
          const state = await buyNowState(queryClient, action);
          if (state) {
            await navigate('/checkout', { replace: true, state });
            return;
          }
          toast.error('This size is out of stock');
        } catch {
          toast.error('Failed to process purchase');
        }
      }

      await navigate(returnTo, { replace: true });
      if (action?.type === 'wishlist') await replayWishlist(queryClient, action.productId, merged);
      if (action?.type === 'add-to-cart') await replayAddToCart(queryClient, action);
    },
    [queryClient, navigate],
  );
}
