import { createContext, startTransition, useContext, useEffect, useState } from 'react';

/** Set once the page the server sent has hydrated (root.tsx); parts that mount after start hydrated. */
let pageHydrated = false;

export function markPageHydrated() {
  pageHydrated = true;
}

/**
 * Whether a component rendering now begins as the server's HTML: the page is still hydrating, or
 * it is inside a part the server rendered that hydrates on its own later. Read it once, at the
 * component's first render.
 */
export function beginsAsServerHtml(inServerPart: boolean): boolean {
  return inServerPart || !pageHydrated;
}

/**
 * True inside a part the server rendered that hydrates on its own later (lib/hydrate-later.tsx):
 * its components hydrate after the page did, and must still begin as the server rendered them.
 */
export const ServerPartContext = createContext(false);

/**
 * False while the server renders and the browser hydrates; true from then on.
 *
 * Not `useSyncExternalStore` with a server snapshot: React re-renders every such component
 * synchronously once hydration commits, one long task in the middle of the page's start. Each
 * component here turns true in a transition instead, which React renders in short slices.
 */
export function useHydrated(): boolean {
  const inServerPart = useContext(ServerPartContext);
  const [hydrated, setHydrated] = useState(() => !beginsAsServerHtml(inServerPart));
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
