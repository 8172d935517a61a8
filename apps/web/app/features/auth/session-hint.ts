import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';

/** The asynchronous Cookie Store API (Chromium, Safari 18.4+, Firefox 140+), where there is one. */
type CookieStoreLike = { get(name: string): Promise<unknown> };

/**
 * Whether this browser holds a login. The session cookies themselves are httpOnly (scripts cannot
 * read them); the server sets this harmless companion beside them and clears it with them, so a
 * visitor who never signed in costs no request to find out.
 *
 * Read through the Cookie Store API where the browser has it: the first `document.cookie` read of
 * a page is a synchronous round trip to the browser's cookie store, which measured 15–20 ms of a
 * start-up task on a fast machine (four times that on a mid-range phone).
 */
export const hasSessionHint = () => hasCookie(SESSION_HINT_COOKIE);

/** Whether the browser holds the readable cookie `name` (see hasSessionHint for why this way). */
export async function hasCookie(name: string): Promise<boolean> {
  if (typeof document === 'undefined') return false;
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      return Boolean(await store.get(name)); // null (or undefined, in older browsers) when absent
    } catch {
      // An insecure or opaque context refuses the API: read the cookie the old way.
    }
  }
  return document.cookie.split(';').some((part) => part.trim().startsWith(`${name}=`));
}
