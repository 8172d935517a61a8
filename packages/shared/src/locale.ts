// The shop's two languages. English lives at the shop's own addresses, Hindi under /hi; the API
// answers in the language a request names in Accept-Language (the storefront sends the page's).

export const LOCALES = ['en', 'hi'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Remembers the shopper's choice from the language switch, for a visit to `/` later. */
export const LOCALE_COOKIE = 'lang';

/** `hreflang` of each language, for alternate links and the sitemap. */
export const HREFLANG: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN' };

const HINDI_PREFIX = '/hi';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The language of a storefront address: `/hi` and everything under it is Hindi. */
export function localeOfPath(pathname: string): Locale {
  return pathname === HINDI_PREFIX || pathname.startsWith(`${HINDI_PREFIX}/`) ? 'hi' : 'en';
}

/** The address without its language prefix: `/hi/cart` → `/cart`, `/hi` → `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  return pathname.slice(HINDI_PREFIX.length) || '/';
}

/** The same page in a language: `('/cart', 'hi')` → `/hi/cart`, `('/hi/cart', 'en')` → `/cart`. */
export function pathInLocale(pathname: string, locale: Locale): string {
  const bare = pathWithoutLocale(pathname);
  if (locale === 'en') return bare;
  return bare === '/' ? HINDI_PREFIX : `${HINDI_PREFIX}${bare}`;
}

/**
 * The language an Accept-Language header prefers of ours (`hi-IN,hi;q=0.9,en;q=0.8` → hi), English
 * when it names neither.
 */
export function localeOfAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(',')) {
    const [tag = '', ...params] = part.trim().split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    if (!isLocale(language)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (!Number.isFinite(q) || q <= 0) continue;
    if (best === undefined || q > best.q) best = { locale: language, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}
