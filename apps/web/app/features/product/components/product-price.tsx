import { priceDisplay } from '../price-display';
import { useT } from '../../../lib/i18n';

export function ProductPrice({
  price,
  originalPrice,
  from = false,
  cod,
}: {
  price: number;
  originalPrice: number | null;
  /** Before a size is chosen the lowest size's price is shown, as "from". */
  from?: boolean;
  /** Every size can be paid in cash on delivery (the server's codAvailable). */
  cod: boolean;
}) {
  const display = priceDisplay(price, originalPrice);
  const t = useT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      {from ? <span className="text-sm text-ink-700">{t('product.from')}</span> : null}
      <span className="text-3xl font-bold text-maroon-800">
        <span className="sr-only">{t('product.price')} </span>
        {display.price}
      </span>
      {display.original ? (
        <>
          <s className="text-lg text-ink-500">
            <span className="sr-only">{t('product.originalPrice')} </span>
            {display.original}
          </s>
          <span className="rounded-full bg-leaf-600 px-2.5 py-0.5 text-sm font-bold text-white">
            {t('product.percentOff', { percent: display.percentOff })}
          </span>
        </>
      ) : null}
      {cod ? <span className="text-sm text-leaf-600">{t('product.codAvailable')}</span> : null}
    </p>
  );
}
