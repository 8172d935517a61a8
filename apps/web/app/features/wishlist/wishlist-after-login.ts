import type { QueryClient } from '../../lib/query';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { addToWishlist } from './api/add-to-wishlist';
import { mergeWishlist } from './api/merge-wishlist';
import { wishlistChanged } from './api/update-wishlist';
import { clearGuestWishlist, readGuestWishlist } from './guest-wishlist';

/** A guest's press on a heart, kept through login (features/auth/pending-action.ts) and replayed after it. */
export type WishlistAction = { type: 'wishlist'; productId: string; slug: string };

/** At every login the guest's saved products join the account; resolves with the ids new to it. */
export async function mergeGuestWishlist(queryClient: QueryClient): Promise<Set<string>> {
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

/** Completes the heart a guest pressed, once: the merge may already have added it. */
export async function replayWishlistAction(queryClient: QueryClient, action: WishlistAction, merged: Set<string>) {
  if (merged.has(action.productId)) {
    toast.success('Added to wishlist');
    return;
  }
  try {
    const { wishlistCount } = await addToWishlist(action.productId);
    await wishlistChanged(queryClient, wishlistCount);
    toast.success('Added to wishlist');
  } catch (error) {
    if (error instanceof ApiError && error.code === 'WISHLIST_DUPLICATE') toast.info('Item already in wishlist');
    else toast.error('Failed to add to wishlist');
  }
}
