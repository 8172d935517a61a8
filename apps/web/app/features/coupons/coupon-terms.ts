import type { Coupon } from '@shop/shared/contracts/coupons';
import { formatRupees } from '@shop/shared/money';

/** What a coupon gives and asks, in one line: "10% off up to ₹2,000 · on orders from ₹500 · first order only". */
export function couponTerms(coupon: Coupon): string {
  const off =
    coupon.discountType === 'percentage'
      ? `${coupon.discountValue}% off${coupon.maxDiscount === null ? '' : ` up to ${formatRupees(coupon.maxDiscount)}`}`
      : `${formatRupees(coupon.discountValue)} off`;
  return [
    off,
    coupon.minOrder > 0 ? `on orders from ${formatRupees(coupon.minOrder)}` : null,
    coupon.firstOrderOnly ? 'first order only' : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
