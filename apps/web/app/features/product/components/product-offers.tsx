import type { Product } from '@shop/shared/contracts/catalogue';
import { useLocalePath, useT } from '../../../lib/i18n';
import { CouponOffers } from '../../coupons/components/coupon-offers';
import { useItemCoupons } from '../../coupons/api/get-item-coupons';

/**
 * The coupons a shopper can use, judged by the server on one of this item at its lowest price. The
 * page is the same for everyone, so they are read in the browser; the row keeps its height from
 * the first paint, so nothing below moves when they arrive. A coupon is applied to a cart, so the
 * tap takes it there ("Apply in cart"), where the cart's own coupon box applies it.
 */
export function ProductOffers({ product }: { product: Pick<Product, 'slug' | 'price'> }) {
  const offers = useItemCoupons(product.slug);
  const t = useT();
  const localePath = useLocalePath();
  return (
    <section aria-labelledby="product-offers" className="flex flex-col gap-2">
      <h2 id="product-offers" className="font-display text-lg font-bold text-maroon-800">
        {t('product.offers')}
      </h2>
      <div className="h-48" data-testid="offers-space">
        {offers.isError ? <p className="text-sm text-ink-700">{t('product.offersFailed')}</p> : null}
        {offers.data?.coupons.length === 0 ? <p className="text-sm text-ink-700">{t('product.noOffers')}</p> : null}
        {offers.data ? (
          <CouponOffers
            offers={offers.data.coupons}
            layout="row"
            onePrice={product.price}
            action={(offer) => (
              <a
                href={localePath(`/cart?coupon=${encodeURIComponent(offer.code)}`)}
                className="inline-block rounded-full border border-maroon-700 px-4 py-1 font-semibold text-maroon-700 hover:bg-cream-100"
                aria-label={t('product.applyCodeInCart', { code: offer.code })}
              >
                {t('product.applyInCart')}
              </a>
            )}
          />
        ) : null}
      </div>
    </section>
  );
}
