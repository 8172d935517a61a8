import { lazy, type ComponentType } from 'react';

/** Waits between tries while the browser says it is online but the load still fails. */
export const IMPORT_RETRY_MS = [1_000, 2_000, 5_000, 10_000, 20_000] as const;

/**
 * Resolves when the connection is back (the `online` event) or, when `afterMs` is given, once
 * that much time has passed, whichever comes first.
 */
function nextChance(afterMs?: number): Promise<void> {
  return new Promise((resolve) => {
    const go = () => {
      window.removeEventListener('online', go);
      if (timer !== undefined) window.clearTimeout(timer);
      resolve();
    };
    window.addEventListener('online', go);
    const timer = afterMs === undefined ? undefined : window.setTimeout(go, afterMs);
  });
}

/**
 * Loads a part of the page's code that the page can do without for a while: a part hydrated
 * later, the toaster, a menu or a dialog. A phone that loses its connection must not lose the
 * page, but a failed `import()` thrown into React reaches the root's error screen. So:
 * - while the browser says it is offline, the load waits for the connection to come back;
 * - a load the browser could not fetch (a `TypeError`, how browsers report it) is tried again
 *   when the connection comes back, or after a pause (`IMPORT_RETRY_MS`, then every last one)
 *   while the browser thinks it is online: a flaky network, or a server restarting;
 * - any other error (a bug in the module) is thrown.
 * Until it resolves, a part hydrated later keeps the server's HTML and a lazy part shows its
 * Suspense fallback. On the server it is the plain load.
 */
export async function importWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  if (typeof window === 'undefined') return load();
  for (let failures = 0; ; failures += 1) {
    if (!navigator.onLine) await nextChance();
    try {
      return await load();
    } catch (error) {
      if (!(error instanceof TypeError)) throw error;
      const pause = IMPORT_RETRY_MS[Math.min(failures, IMPORT_RETRY_MS.length - 1)];
      await nextChance(navigator.onLine ? pause : undefined);
    }
  }
}

/** `React.lazy` whose code is loaded by `importWhenOnline`. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
export function lazyWhenOnline<Component extends ComponentType<any>>(load: () => Promise<{ default: Component }>) {
  return lazy(() => importWhenOnline(load));
}
