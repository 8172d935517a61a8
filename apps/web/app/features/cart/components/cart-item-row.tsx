import type { CartItem } from '@shop/shared/contracts/cart';
import { formatRupees } from '@shop/shared/money';
import { englishFallback, LocaleLink, useT } from '../../../lib/i18n';
import { pictureSources } from '../../../lib/picture';
import { useRemoveFromCart } from '../api/remove-from-cart';
import { useUpdateQuantity } from '../api/update-quantity';
import { QuantityStepper } from './quantity-stepper';

/** One cart line, as the server priced it, with its stepper and remove control. */
export function CartItemRow({ item, compact = false }: { item: CartItem; compact?: boolean }) {
  const t = useT();
  const update = useUpdateQuantity();
  const remove = useRemoveFromCart();
  const busy = update.isPending || remove.isPending;
  const label = t('cartLines.cartLineLabel', { name: item.name, size: item.selectedSize });
  const imageSize = compact ? 'h-20 w-20' : 'h-24 w-24 sm:h-28 sm:w-28';
  return (
    <li className="flex gap-3 border-b border-cream-200 py-4 last:border-b-0" aria-label={label}>
      <LocaleLink
        to={`/products/${item.slug}`}
        className={`${imageSize} shrink-0 overflow-hidden rounded-lg bg-cream-100`}
      >
        {item.image ? (
          <img
            {...pictureSources({ src: item.image, srcSet: item.imageSrcSet }, '112px')}
            alt={item.name}
            {...englishFallback(item, 'name')}
            className="h-full w-full object-cover"
            loading="lazy"
          />
        ) : null}
      </LocaleLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <LocaleLink
          to={`/products/${item.slug}`}
          className="line-clamp-2 font-semibold text-ink-900 hover:text-maroon-700"
          {...englishFallback(item, 'name')}
        >
          {item.name}
        </LocaleLink>
        <p className="text-sm text-ink-700">{t('cartLines.cartLineSize', { size: item.selectedSize })}</p>
        <p className="text-sm">
          <span className="font-semibold text-ink-900">{formatRupees(item.price)}</span>
          {item.originalPrice && item.originalPrice > item.price ? (
            <>
              {' '}
              <s className="text-ink-500">{formatRupees(item.originalPrice)}</s>{' '}
              <span className="text-green-700">{t('cartLines.cartLineOff', { percent: item.discount })}</span>
            </>
          ) : null}
        </p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            quantity={item.quantity}
            max={item.maxStock}
            itemLabel={label}
            busy={busy}
            onChange={(count) => update.mutate({ productId: item.id, variantId: item.variantId, count })}
          />
          <button
            type="button"
            className="tap-target px-1 text-sm font-semibold text-maroon-700 underline-offset-2 hover:underline disabled:opacity-50"
            disabled={busy}
            onClick={() => remove.mutate({ productId: item.id, variantId: item.variantId })}
            aria-label={t('cartLines.cartLineRemoveLabel', { label })}
          >
            {t('cartLines.cartLineRemove')}
          </button>
        </div>
        {item.quantity >= item.maxStock ? (
          <p className="text-xs text-ink-700">{t('cartLines.cartLineOnlyLeft', { count: item.maxStock })}</p>
        ) : null}
      </div>
      {compact ? null : <p className="font-semibold whitespace-nowrap text-ink-900">{formatRupees(item.lineTotal)}</p>}
    </li>
  );
}
