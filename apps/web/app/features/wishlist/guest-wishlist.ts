import { useSyncExternalStore } from 'react';

// A guest's wishlist lives in this browser (spec: local storage key `guest_wishlist`) and joins
// their account's wishlist when they log in.

export type GuestWishlistItem = { _id: string; slug: string; name: string };

const KEY = 'guest_wishlist';
const CHANGE_EVENT = 'shop:guest-wishlist-changed';
const EMPTY: GuestWishlistItem[] = [];

function isItem(value: unknown): value is GuestWishlistItem {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return typeof item._id === 'string' && typeof item.slug === 'string' && typeof item.name === 'string';
}

let cachedRaw: string | null = null;
let cachedItems: GuestWishlistItem[] = EMPTY;

/** The saved items; a damaged or foreign value reads as an empty list rather than breaking the page. */
export function readGuestWishlist(): GuestWishlistItem[] {
  if (typeof window === 'undefined') return EMPTY;
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(KEY);
  } catch {
    return EMPTY;
  }
  // The same array while nothing changed, as useSyncExternalStore requires.
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    cachedItems = Array.isArray(parsed) ? parsed.filter(isItem) : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function write(items: GuestWishlistItem[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(KEY);
    else window.localStorage.setItem(KEY, JSON.stringify(items));
  } catch {
    // Storage full or disabled: the guest's list just is not kept.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function isInGuestWishlist(productId: string): boolean {
  return readGuestWishlist().some((item) => item._id === productId);
}

export function addToGuestWishlist(item: GuestWishlistItem): void {
  if (isInGuestWishlist(item._id)) return;
  write([...readGuestWishlist(), { _id: item._id, slug: item.slug, name: item.name }]);
}

export function removeFromGuestWishlist(productId: string): void {
  write(readGuestWishlist().filter((item) => item._id !== productId));
}

export function clearGuestWishlist(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  // `storage` fires for changes made in other tabs; our own event for this one.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

export function useGuestWishlist(): GuestWishlistItem[] {
  return useSyncExternalStore(subscribe, readGuestWishlist, () => EMPTY);
}
