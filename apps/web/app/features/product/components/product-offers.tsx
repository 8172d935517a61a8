import type { Product } from '@shop/shared/contracts/catalogue';
import { formatRupees } from '@shop/shared/money';
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
  return (
    <section aria-labelledby="product-offers" className="flex flex-col gap-2">
      <h2 id="product-offers" className="font-display text-lg font-bold text-maroon-800">
        Offers
      </h2>
      <div className="h-48" data-testid="offers-space">
        {offers.isError ? <p className="text-sm text-ink-700">Offers could not be loaded.</p> : null}
        {offers.data?.coupons.length === 0 ? <p className="text-sm text-ink-700">No offers right now.</p> : null}
        {offers.data ? (
          <CouponOffers
            offers={offers.data.coupons}
            layout="row"
            savingOn={` on one at ${formatRupees(product.price)}`}
            action={(offer) => (
              <a
                href={`/cart?coupon=${encodeURIComponent(offer.code)}`}
                className="inline-block rounded-full border border-maroon-700 px-4 py-1 font-semibold text-maroon-700 hover:bg-cream-100"
                aria-label={`Apply ${offer.code} in cart`}
              >
                Apply in cart
              </a>
            )}
          />
        ) : null}
      </div>
    </section>
  );
}
