import type { AdminCoupon, AdminCouponData } from '@shop/shared/contracts/admin-coupons';
import { rupeesToPaise } from '@shop/shared/money';
import type { coupons } from '../../../db/schema';
import { toCouponDto } from '../../coupons/coupon-dto';
import type { CouponInsert } from './admin-coupon-repository';

// The back office's coupon in the wire shape and back: rupees and paise cross here only.

type CouponRecord = { coupon: typeof coupons.$inferSelect; usageCount: number };

export function toAdminCoupon({ coupon, usageCount }: CouponRecord): AdminCoupon {
  // The shopper's view already converts the money fields; the admin's adds the limits and dates.
  const { code, description, discountType, discountValue, minOrder, maxDiscount, firstOrderOnly, endsAt } =
    toCouponDto(coupon);
  return {
    id: coupon.id,
    code,
    description,
    discountType,
    discountValue,
    minOrder,
    maxDiscount,
    firstOrderOnly,
    perUserLimit: coupon.perUserLimit,
    usageLimit: coupon.usageLimit,
    startsAt: coupon.startsAt?.toISOString() ?? null,
    endsAt,
    eligibleCategories: coupon.eligibleCategories,
    active: coupon.active,
    usageCount,
    updatedAt: coupon.updatedAt.toISOString(),
  };
}

/** The stored columns, in the units the shopper's coupon rules read (percent, or paise for flat). */
export function couponColumns(input: AdminCouponData): Omit<CouponInsert, 'id'> {
  return {
    code: input.code,
    description: input.description,
    discountType: input.discountType,
    discountValue: input.discountType === 'flat' ? rupeesToPaise(input.discountValue) : input.discountValue,
    minOrderPaise: rupeesToPaise(input.minOrder),
    maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
    firstOrderOnly: input.firstOrderOnly,
    perUserLimit: input.perUserLimit,
    usageLimit: input.usageLimit,
    startsAt: input.startsAt ? new Date(input.startsAt) : null,
    endsAt: input.endsAt ? new Date(input.endsAt) : null,
    eligibleCategories: [...new Set(input.eligibleCategories)],
    active: input.active,
  };
}
