import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { deliveryDaysText } from '@shop/shared/delivery-estimate';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { CART_ERRORS, useCart } from '../api/get-cart';
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

const REASONS = [
  'Handcrafted dresses and accessories for your deity',
  `Delivery in ${deliveryDaysText('metro')} to metros, ${deliveryDaysText()} across India`,
  `Easy returns within ${RETURN_WINDOW_DAYS} days`,
  'Secure payments: cards, UPI and cash on delivery',
];

/**
 * The cart page (spec section 4), a guest's or a shopper's; checkout asks a guest to sign in.
 * `?coupon=CODE` (a product page's "Apply in cart") applies the code once, then leaves the address.
 */
export function CartPage() {
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
  if (cart.isPending) return <Spinner label="Loading your cart" />;
  if (cart.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold text-ink-900">Error Loading Cart</p>
        <p className="text-ink-700">{CART_ERRORS.fetch}</p>
        <button type="button" className={secondaryClass} onClick={() => window.location.reload()}>
          Try Again
        </button>
      </div>
    );
  }
  const data = cart.data;
  if (data.cart.length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold text-ink-900">Your cart is empty</p>
        {broughtCode ? <p className="text-ink-700">Add an item to your cart to apply {broughtCode}.</p> : null}
        <Link to="/collections" className={primaryClass}>
          Start Shopping
        </Link>
      </div>
    );
  }
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <div className="flex flex-col gap-6">
        <div className="flex items-center justify-between">
          <p className="text-ink-700">
            {data.itemCount} {data.itemCount === 1 ? 'item' : 'items'}
          </p>
          <ClearCartDialog />
        </div>
        <ul aria-label="Cart items" className="rounded-2xl bg-white px-4 shadow-sm">
          {data.cart.map((item) => (
            <CartItemRow key={item.variantId} item={item} />
          ))}
        </ul>
        <section aria-labelledby="why-shop" className="rounded-2xl bg-cream-100 p-4">
          <h2 id="why-shop" className="mb-2 font-display text-lg font-bold text-maroon-800">
            Why Shop With Us
          </h2>
          <ul className="grid gap-1 text-sm text-ink-900 sm:grid-cols-2">
            {REASONS.map((reason) => (
              <li key={reason}>✓ {reason}</li>
            ))}
          </ul>
        </section>
      </div>
      <aside aria-labelledby="summary" className="flex h-fit flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
        <h2 id="summary" className="font-display text-xl font-bold text-maroon-800">
          Order Summary
        </h2>
        {data.couponNotice ? (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {data.couponNotice}
          </p>
        ) : null}
        <CartCouponBox cart={data} initialCode={broughtCode} />
        <AmountRows amounts={{ ...data, couponCode: data.appliedCoupon?.code }} />
        <FreeShippingProgress threshold={data.freeShippingThreshold} remaining={data.amountToFreeShipping} />
        <Link to="/checkout" className={primaryClass}>
          Proceed to Checkout
        </Link>
        <Link to="/collections" className={secondaryClass}>
          Continue Shopping
        </Link>
        <GuestSyncHint />
      </aside>
    </div>
  );
}
