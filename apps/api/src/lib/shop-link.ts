import { pathInLocale, type Locale } from '@shop/shared/locale';

/**
 * The query parameters that carry a link's proof (a signature, a one-time token). A link gets them
 * only through `shopLink`'s `secrets`, typed by this list, and `redactUrl` hides every one of them in
 * the logs: a new kind of signed link adds its name here, or it does not compile.
 */
export const LINK_SECRET_PARAMS = ['s', 'token'] as const;
type LinkSecrets = Partial<Record<(typeof LINK_SECRET_PARAMS)[number], string>>;

/**
 * A storefront address for a message, on the page of the reader's language: `/dashboard/orders/1`
 * for English, `/hi/dashboard/orders/1` for Hindi. `path` may carry a query or a fragment;
 * `secrets` are added to its query last.
 */
export function shopLink(publicUrl: string, path: string, locale: Locale, secrets: LinkSecrets = {}): string {
  const proof = Object.entries(secrets).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  const full = proof.length === 0 ? path : `${path}${path.includes('?') ? '&' : '?'}${proof.join('&')}`;
  return `${publicUrl.replace(/\/+$/, '')}${pathInLocale(full, locale)}`;
}
