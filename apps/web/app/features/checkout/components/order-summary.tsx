import type { ShippingMethod } from '@shop/shared/constants';
import { useDeliveryWords } from '../../../lib/delivery-words';
import { englishFallback, useT } from '../../../lib/i18n';
import { AmountRows } from '../../cart/components/amount-rows';
import { CartCouponBox } from '../../cart/components/cart-coupon-box';
import { CouponBox } from '../../coupons/components/coupon-box';
import type { useCheckoutOrder } from '../use-checkout-order';

/** Beside the steps: the items, the coupon box and the amounts, as the server priced them. */
export function OrderSummary({
  order,
  shippingMethod,
}: {
  order: ReturnType<typeof useCheckoutOrder>;
  shippingMethod: ShippingMethod;
}) {
  const t = useT();
  const delivery = useDeliveryWords();
  return (
    <aside aria-labelledby="checkout-summary" className="flex h-fit flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="checkout-summary" className="font-display text-xl font-bold text-maroon-800">
        {t('checkout.summary')}
      </h2>
      <ul className="flex flex-col gap-3">
        {order.lines.map((line) => (
          <li key={line.key} className="flex gap-3 text-sm">
            {line.image ? <img src={line.image} alt="" className="h-14 w-14 rounded-lg object-cover" /> : null}
            <span className="flex-1">
              <span {...englishFallback(line, 'name')}>{line.name}</span>
              <span className="block text-ink-700">
                {t('checkout.summaryLine', { size: line.size, quantity: line.quantity })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {order.mode === 'cart' && order.cart ? (
        <CartCouponBox cart={order.cart} />
      ) : order.coupon ? (
        <CouponBox applied={order.coupon.applied} onApply={order.coupon.apply} onRemove={order.coupon.remove} />
      ) : null}
      <AmountRows
        amounts={order.amounts}
        shippingLabel={t('checkout.shippingWith', { method: delivery.label(shippingMethod) })}
      />
      <p className="text-xs text-ink-700">{t('checkout.summaryNote')}</p>
    </aside>
  );
}
