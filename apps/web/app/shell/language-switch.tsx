import { HREFLANG, LOCALE_COOKIE, pathInLocale } from '@shop/shared/locale';
import { useLocation } from 'react-router';
import { useLocale, useT } from '../lib/i18n';
import { useHasOtherLanguage } from '../lib/page-handle';

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/**
 * The same page in the other language, with its query. A whole-page load, not a router
 * navigation: the page's words, its data and the query cache all change language together. The
 * cookie remembers the choice for the English home's next visit (decision 0068). Nothing on a page
 * with no twin (the back office).
 */
export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, search } = useLocation();
  const other = useLocale() === 'hi' ? 'en' : 'hi';
  const t = useT();
  if (!useHasOtherLanguage()) return null;
  return (
    <a
      href={pathInLocale(pathname, other) + search}
      hrefLang={HREFLANG[other]}
      lang={HREFLANG[other]}
      onClick={() => {
        document.cookie = `${LOCALE_COOKIE}=${other}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
      }}
      className={className}
    >
      {t('shell.languageSwitch')}
    </a>
  );
}
