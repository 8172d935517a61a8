import { useSyncExternalStore } from 'react';

/**
 * A list kept in this browser's localStorage under `key` (a guest's wishlist, a guest's idols):
 * read through `isItem` (a damaged or foreign value reads as an empty list rather than breaking
 * the page), the same array while nothing changed (as useSyncExternalStore requires), and every
 * write announced to this tab (`storage` tells the other tabs).
 */
export function storedList<T>(key: string, isItem: (value: unknown) => value is T, max = Number.POSITIVE_INFINITY) {
  const changeEvent = `shop:${key}-changed`;
  const empty: T[] = [];
  let cachedRaw: string | null = null;
  let cachedItems: T[] = empty;

  function read(): T[] {
    if (typeof window === 'undefined') return empty;
    let raw: string | null;
    try {
      raw = window.localStorage.getItem(key);
    } catch {
      return empty;
    }
    if (raw === cachedRaw) return cachedItems;
    cachedRaw = raw;
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      cachedItems = Array.isArray(parsed) ? parsed.filter(isItem).slice(0, max) : empty;
    } catch {
      cachedItems = empty;
    }
    return cachedItems;
  }

  function write(items: T[]): void {
    try {
      if (items.length === 0) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, JSON.stringify(items));
    } catch {
      // Storage full or disabled: the list just is not kept.
    }
    window.dispatchEvent(new Event(changeEvent));
  }

  function subscribe(onChange: () => void): () => void {
    window.addEventListener('storage', onChange);
    window.addEventListener(changeEvent, onChange);
    return () => {
      window.removeEventListener('storage', onChange);
      window.removeEventListener(changeEvent, onChange);
    };
  }

  return {
    read,
    write,
    /** The list, kept current in a component; empty on the server and while hydrating. */
    useList: (): T[] => useSyncExternalStore(subscribe, read, () => empty),
  };
}
