import { storedList } from '../../lib/stored-list';

// A guest's wishlist lives in this browser (spec: local storage key `guest_wishlist`) and joins
// their account's wishlist when they log in.

export type GuestWishlistItem = { _id: string; slug: string; name: string };

function isItem(value: unknown): value is GuestWishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.slug === 'string' && typeof item.name === 'string';
}

const stored = storedList('guest_wishlist', isItem);

/** The saved items; a damaged or foreign value reads as an empty list rather than breaking the page. */
export const readGuestWishlist = stored.read;

function isInGuestWishlist(productId: string): boolean {
  return readGuestWishlist().some((item) => item._id === productId);
}

export function addToGuestWishlist(item: GuestWishlistItem): void {
  if (isInGuestWishlist(item._id)) return;
  stored.write([...readGuestWishlist(), { _id: item._id, slug: item.slug, name: item.name }]);
}

export function removeFromGuestWishlist(productId: string): void {
  stored.write(readGuestWishlist().filter((item) => item._id !== productId));
}

export function clearGuestWishlist(): void {
  stored.write([]);
}

export const useGuestWishlist = stored.useList;
