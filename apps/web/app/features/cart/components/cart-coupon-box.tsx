import type { CartResponse } from '@shop/shared/contracts/cart';
import { useT } from '../../../lib/i18n';
import { CouponBox } from '../../coupons/components/coupon-box';
import { useApplyCoupon } from '../api/apply-coupon';
import { cartErrorMessage } from '../api/cart-error-message';
import { useCartCoupons } from '../api/get-cart-coupons';
import { useRemoveCoupon } from '../api/remove-coupon';

/**
 * The coupon box bound to the saved cart: the server stores the coupon with the cart, and offers
 * the coupons it judged on this cart. `initialCode`: a code brought from a product page.
 */
export function CartCouponBox({ cart, initialCode }: { cart: CartResponse; initialCode?: string }) {
  const t = useT();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const offers = useCartCoupons(cart);
  return (
    <CouponBox
      offers={offers.data?.coupons}
      initialCode={initialCode}
      applied={cart.appliedCoupon ? { code: cart.appliedCoupon.code, discount: cart.appliedCoupon.discount } : null}
      onApply={async (code) => {
        try {
          const next = await apply.mutateAsync(code);
          if (!next.appliedCoupon) throw new Error(next.couponNotice ?? t('cart.couponInvalid'));
          return { code: next.appliedCoupon.code, discount: next.appliedCoupon.discount };
        } catch (error) {
          throw new Error(cartErrorMessage(error, t('cart.couponFailed')));
        }
      }}
      onRemove={() => remove.mutate()}
      removing={remove.isPending}
    />
  );
}
