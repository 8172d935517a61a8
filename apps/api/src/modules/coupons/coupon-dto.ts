import type { AppliedCoupon } from '@shop/shared/contracts/cart';
import type { Coupon, ValidateCouponResponse } from '@shop/shared/contracts/coupons';
import { paiseToRupees } from '@shop/shared/money';
import type { CouponRow } from './coupon-repository';

/** A coupon row in the spec's wire shape: paise become rupees here and in the mappers below. */
export function toCouponDto(row: CouponRow): Coupon {
  return {
    code: row.code,
    description: row.description,
    discountType: row.discountType,
    discountValue: row.discountType === 'flat' ? paiseToRupees(row.discountValue) : row.discountValue,
    minOrder: paiseToRupees(row.minOrderPaise),
    maxDiscount: row.maxDiscountPaise === null ? null : paiseToRupees(row.maxDiscountPaise),
    firstOrderOnly: row.firstOrderOnly,
    eligibleCategories: row.eligibleCategories,
    isNew: row.isNew,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}

export function toAppliedCoupon(row: CouponRow, discountPaise: number): AppliedCoupon {
  const dto = toCouponDto(row);
  return {
    code: dto.code,
    description: dto.description,
    discountType: dto.discountType,
    discountValue: dto.discountValue,
    discount: paiseToRupees(discountPaise),
  };
}

export function toValidateCouponResponse(result: {
  valid: boolean;
  coupon: Coupon | null;
  discountPaise: number;
  message: string;
  code: ValidateCouponResponse['code'];
}): ValidateCouponResponse {
  return {
    success: true,
    valid: result.valid,
    coupon: result.coupon,
    discount: paiseToRupees(result.discountPaise),
    message: result.message,
    code: result.code,
  };
}
