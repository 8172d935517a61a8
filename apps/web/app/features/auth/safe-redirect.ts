import { pathInLocale, pathWithoutLocale, type Locale } from '@shop/shared/locale';

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

/** The back office's first page; English only (it has no /hi twin). */
const ADMIN_HOME = '/admin';

/**
 * Where a login leads, scripted or posted: the page that sent the visitor to log in (`?redirect=`),
 * in the page's language; without one, the shop's owner goes to the back office and a shopper to
 * their account.
 */
export function pageAfterLogin(redirect: string | null | undefined, user: { isAdmin: boolean }, locale: Locale) {
  const asked = safeRedirect(redirect, '');
  if (asked) return pathInLocale(asked, locale);
  return user.isAdmin ? ADMIN_HOME : pathInLocale('/dashboard', locale);
}
