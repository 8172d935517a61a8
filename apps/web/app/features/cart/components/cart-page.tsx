import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { useCart } from '../api/get-cart';
import { AmountRows } from './amount-rows';
import { CartCouponBox } from './cart-coupon-box';
import { CartItemRow } from './cart-item-row';
import { ClearCartDialog } from './clear-cart-dialog';
import { FreeShippingProgress } from './free-shipping-progress';
import { GuestSyncHint } from './guest-sync-hint';

const primaryClass =
  'block rounded-full bg-maroon-700 px-6 py-3 text-center font-semibold text-white hover:bg-maroon-800';
const secondaryClass =
  'block rounded-full border border-maroon-700 px-6 py-3 text-center font-semibold text-maroon-700 hover:bg-cream-100';

/**
 * The cart page (spec section 4), a guest's or a shopper's; checkout asks a guest to sign in.
 * `?coupon=CODE` (a product page's "Apply in cart") applies the code once, then leaves the address.
 */
export function CartPage() {
  const t = useT();
  const delivery = useDeliveryWords();
  const cart = useCart();
  const [params, setParams] = useSearchParams();
  const [broughtCode] = useState(() => params.get('coupon') ?? undefined);
  useEffect(() => {
    if (broughtCode === undefined) return;
    setParams(
      (current) => {
        current.delete('coupon');
        return current;
      },
      { replace: true },
    );
  }, [broughtCode, setParams]);
  if (cart.isPending) return <Spinner label={t('cart.loading')} />;
  if (cart.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold text-ink-900">{t('cart.errorTitle')}</p>
        <p className="text-ink-700">{t('cart.errorFetch')}</p>
        <button type="button" className={secondaryClass} onClick={() => window.location.reload()}>
          {t('cart.tryAgain')}
        </button>
      </div>
    );
  }
  const data = cart.data;
  if (data.cart.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold text-ink-900">{t('cart.empty')}</p>
        {broughtCode ? <p className="text-ink-700">{t('cart.emptyCoupon', { code: broughtCode })}</p> : null}
        <LocaleLink to="/collections" className={primaryClass}>
          {t('cart.startShopping')}
        </LocaleLink>
      </div>
    );
  }
  const reasons = [
    t('cart.reasonHandcrafted'),
    t('cart.reasonDelivery', { metro: delivery.days('metro'), india: delivery.days() }),
    t('cart.reasonReturns', { days: RETURN_WINDOW_DAYS }),
    t('cart.reasonPayments'),
  ];
  return (
    <div className="grid grid-cols-1 gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="flex flex-col gap-6">
        <div className="flex items-center justify-between">
          <p className="text-ink-700">{t('cart.items', { count: data.itemCount })}</p>
          <ClearCartDialog />
        </div>
        <ul aria-label={t('cart.itemsLabel')} className="rounded-2xl bg-white px-4 shadow-sm">
          {data.cart.map((item) => (
            <CartItemRow key={item.variantId} item={item} />
          ))}
        </ul>
        <section aria-labelledby="why-shop" className="rounded-2xl bg-cream-100 p-4">
          <h2 id="why-shop" className="mb-2 font-display text-lg font-bold text-maroon-800">
            {t('cart.why')}
          </h2>
          <ul className="grid gap-1 text-sm text-ink-900 sm:grid-cols-2">
            {reasons.map((reason) => (
              <li key={reason}>✓ {reason}</li>
            ))}
          </ul>
        </section>
      </div>
      <aside aria-labelledby="summary" className="flex h-fit flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="summary" className="font-display text-xl font-bold text-maroon-800">
          {t('cart.summary')}
        </h2>
        {data.couponNotice ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {data.couponNotice}
          </p>
        ) : null}
        <CartCouponBox cart={data} initialCode={broughtCode} />
        <AmountRows amounts={{ ...data, couponCode: data.appliedCoupon?.code }} />
        <FreeShippingProgress threshold={data.freeShippingThreshold} remaining={data.amountToFreeShipping} />
        <LocaleLink to="/checkout" className={primaryClass}>
          {t('cart.checkout')}
        </LocaleLink>
        <LocaleLink to="/collections" className={secondaryClass}>
          {t('cart.continue')}
        </LocaleLink>
        <GuestSyncHint />
      </aside>
    </div>
  );
}
