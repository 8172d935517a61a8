import { pathInLocale, type Locale } from '@shop/shared/locale';

/**
 * A storefront address for a message, on the page of the reader's language: `/dashboard/orders/1`
 * for English, `/hi/dashboard/orders/1` for Hindi. `path` may carry a query or a fragment.
 */
export function shopLink(publicUrl: string, path: string, locale: Locale): string {
  return `${publicUrl.replace(/\/+$/, '')}${pathInLocale(path, locale)}`;
}
