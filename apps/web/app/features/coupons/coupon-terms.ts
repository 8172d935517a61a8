import type { Coupon } from '@shop/shared/contracts/coupons';
import { formatRupees } from '@shop/shared/money';
import type { Translate } from '../../lib/i18n';

/** What a coupon gives and asks, in one line: "10% off up to ₹2,000 · on orders from ₹500 · first order only". */
export function couponTerms(coupon: Coupon, t: Translate): string {
  const off =
    coupon.discountType === 'flat'
      ? t('coupons.amountOff', { amount: formatRupees(coupon.discountValue) })
      : coupon.maxDiscount === null
        ? t('coupons.percentOff', { percent: coupon.discountValue })
        : t('coupons.percentOffUpTo', { percent: coupon.discountValue, max: formatRupees(coupon.maxDiscount) });
  return [
    off,
    coupon.minOrder > 0 ? t('coupons.minOrder', { amount: formatRupees(coupon.minOrder) }) : null,
    coupon.firstOrderOnly ? t('coupons.firstOrder') : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
