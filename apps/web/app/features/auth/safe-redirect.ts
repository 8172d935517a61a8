import { pathWithoutLocale } from '@shop/shared/locale';

/**
 * The page to return to after login, from `?redirect=`. Only a path on this shop is accepted
 * ("/cart", not "//evil.example" or "https://..."), so a crafted link cannot send a shopper away.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/dashboard'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  const page = pathWithoutLocale(value);
  if (page === '/login' || page.startsWith('/login?') || page === '/signup' || page.startsWith('/signup?')) {
    return fallback;
  }
  return value;
}
