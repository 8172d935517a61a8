import { formatDayAndTime } from '@shop/shared/date-format';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { useSaleBanner } from '../api/get-sale-banner';

/**
 * The running festival sale at the top of the home page (decision 0155): its picture, when the
 * owner gave one, holds its place by its width and height (3 : 1), and loads at once since it is
 * near the top of a phone's screen; then its name, words and end in India time (a moment, not a
 * countdown, so a cached page stays true). The whole banner is a link to what the sale prices
 * (decision 0164). Nothing at all when no sale with a banner runs.
 */
export function SaleBanner() {
  const { data } = useSaleBanner();
  const locale = useLocale();
  const t = useT();
  const banner = data?.data;
  if (!banner) return null;
  const hindi = locale === 'hi';
  const words = hindi ? banner.bannerTextHi : banner.bannerText;
  return (
    <section aria-label={t('home.saleBanner')} className="mx-auto max-w-7xl px-4 pt-4">
      <LocaleLink
        to={banner.href}
        className="block overflow-hidden rounded-xl bg-maroon-800 text-white hover:bg-maroon-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maroon-800"
      >
        {banner.image ? (
          <img
            src={banner.image.src}
            srcSet={banner.image.srcSet}
            sizes="(min-width: 1280px) 1248px, calc(100vw - 32px)"
            width={banner.image.width}
            height={banner.image.height}
            alt={hindi ? banner.image.altHi : banner.image.alt}
            decoding="async"
            className="block h-auto w-full"
          />
        ) : null}
        <p className="px-4 py-3">
          <strong className="block text-lg font-bold">{hindi ? banner.nameHi : banner.name}</strong>
          {words ? <span className="block">{words}</span> : null}
          <span className="block text-sm text-white/90">
            {t('home.saleEnds', { when: formatDayAndTime(new Date(banner.endsAt), locale) })}
          </span>
          <span className="mt-1 block font-semibold underline">{t('home.saleShop')}</span>
        </p>
      </LocaleLink>
    </section>
  );
}
