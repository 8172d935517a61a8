import { pathWithoutLocale } from '@shop/shared/locale';

// Any origin of ours would do: only whether a target stays on it is asked.
const SHOP = 'https://shop.invalid';

/** `value` as the browser would read it (tabs and newlines dropped, `\` as `/`), if it stays on the shop. */
function pathOnShop(value: string): string | undefined {
  if (!value.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(value, SHOP);
  } catch {
    return undefined;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  return url.origin === SHOP && !path.startsWith('//') ? path : undefined;
}

/**
 * The page to return to after login, from `?redirect=`. Only a path on this shop is accepted, as
 * the browser would read it and again once its `/hi` is taken off ("/cart", not "//evil.example",
 * "/hi//evil.example", "/\t/evil.example" or "https://..."), so a crafted link cannot send a
 * shopper away. Every return after login goes through here (the posted form through
 * pageAfterLogin).
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  const path = value ? pathOnShop(value) : undefined;
  const page = path && pathOnShop(pathWithoutLocale(path));
  if (!path || page !== pathWithoutLocale(path)) return fallback;
  if (page === '/login' || page.startsWith('/login?') || page === '/signup' || page.startsWith('/signup?')) {
    return fallback;
  }
  return path;
}
