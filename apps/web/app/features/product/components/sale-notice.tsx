import type { Product } from '@shop/shared/contracts/catalogue';
import { formatDayAndTime } from '@shop/shared/date-format';
import { useLocale, useT } from '../../../lib/i18n';

/**
 * The festival sale pricing the product (decision 0145): its name, its banner and when it ends, in
 * India time. Drawn on the server like the price beside it; the end is a moment, not a countdown,
 * so a page held in the page cache never says a wrong time left.
 */
export function SaleNotice({ campaign }: { campaign: NonNullable<Product['campaign']> }) {
  const locale = useLocale();
  const t = useT();
  const hindi = locale === 'hi';
  const banner = hindi ? campaign.bannerTextHi : campaign.bannerText;
  return (
    <p className="rounded-md border border-saffron-700 px-3 py-2 text-sm text-maroon-800">
      <strong className="font-bold">{hindi ? campaign.nameHi : campaign.name}</strong>
      {banner ? <span>: {banner}</span> : null}{' '}
      <span className="whitespace-nowrap">
        {t('product.saleEnds', { when: formatDayAndTime(new Date(campaign.endsAt), locale) })}
      </span>
    </p>
  );
}
