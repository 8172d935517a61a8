import { LocaleLink, useT } from '../../lib/i18n';

export function NotFound() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-20 text-center">
      <p className="font-display text-6xl text-saffron-700">404</p>
      <h1 className="font-display text-3xl text-maroon-800">{t('missingPage.notFoundTitle')}</h1>
      <p className="text-ink-700">{t('missingPage.notFoundBody')}</p>
      <div className="flex gap-3">
        <LocaleLink
          to="/"
          className="rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800"
        >
          {t('missingPage.notFoundHome')}
        </LocaleLink>
        <LocaleLink
          to="/collections"
          className="rounded-full border border-maroon-700 px-6 py-2 font-semibold text-maroon-700"
        >
          {t('missingPage.notFoundBrowse')}
        </LocaleLink>
      </div>
    </section>
  );
}
