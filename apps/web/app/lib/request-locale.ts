import { localeOfPath, type Locale } from '@shop/shared/locale';

/** A loader's page language, from its address (a client navigation's `/hi/x.data` included). */
export function requestLocale(request: Request): Locale {
  const { pathname } = new URL(request.url);
  return localeOfPath(pathname.endsWith('.data') ? pathname.slice(0, -'.data'.length) : pathname);
}
