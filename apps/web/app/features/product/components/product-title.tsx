import type { Product } from '@shop/shared/contracts/catalogue';
import type { ReactNode } from 'react';
import { StarIcon } from '../../../components/ui/icons';
import { englishFallback, useT } from '../../../lib/i18n';

/** Name, rating and the title's actions (share and the wishlist toggle). */
export function ProductTitle({ product, actions }: { product: Product; actions: ReactNode }) {
  const { average, count } = product.ratings;
  const t = useT();
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <h1
          {...englishFallback(product, 'name')}
          className="font-display text-2xl leading-tight text-maroon-800 sm:text-3xl"
        >
          {product.name}
        </h1>
        {count > 0 ? (
          <p className="mt-2 flex items-center gap-1 text-sm text-ink-700">
            <StarIcon width={16} height={16} className="fill-current text-gold-500" />
            <span className="sr-only">{t('product.rated')}</span>
            <span className="font-semibold text-ink-900">{average.toFixed(1)}</span>
            <span className="sr-only">{t('product.outOf5')}</span>
            <a href="#reviews" className="tap-target underline-offset-2 hover:underline">
              {t('product.reviewCount', { count })}
            </a>
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-2">{actions}</div>
    </div>
  );
}
