import { pathInLocale, type Locale } from '@shop/shared/locale';
import { safeRedirect } from './safe-redirect';

// Kept apart from safe-redirect.ts, which every page loads for the pending action's return: only
// the login pages need this.

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
