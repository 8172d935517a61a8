import { formatRupees } from '@shop/shared/money';
import type { ProductSet } from '@shop/shared/contracts/sets';
import { useT } from '../../../lib/i18n';

/** The set's price, its MRP struck through and what it saves. */
export function SetPrice({
  set,
  size = 'large',
}: {
  set: Pick<ProductSet, 'price' | 'mrp' | 'discount'>;
  size?: 'large' | 'small';
}) {
  const t = useT();
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
      <span className={size === 'large' ? 'text-3xl font-bold text-maroon-800' : 'text-lg font-bold text-maroon-800'}>
        <span className="sr-only">{t('sets.setPrice')} </span>
        {formatRupees(set.price)}
      </span>
      {set.mrp > set.price ? (
        <>
          <s className={size === 'large' ? 'text-lg text-ink-500' : 'text-sm text-ink-500'}>
            <span className="sr-only">{t('sets.mrp')} </span>
            {formatRupees(set.mrp)}
          </s>
          <span className="rounded-full bg-leaf-600 px-2.5 py-0.5 text-sm font-bold text-white">
            {t('sets.youSave', { percent: set.discount })}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** In stock, a few sets left, or out of stock: counted from the parts. */
export function SetStock({ set }: { set: Pick<ProductSet, 'stock' | 'stockStatus'> }) {
  const t = useT();
  if (set.stockStatus === 'out_of_stock') return <p className="font-semibold text-red-800">{t('sets.outOfStock')}</p>;
  if (set.stockStatus === 'low_stock') {
    return <p className="font-semibold text-saffron-700">{t('sets.lowStock', { count: set.stock })}</p>;
  }
  return <p className="font-semibold text-leaf-600">{t('sets.inStock')}</p>;
}
