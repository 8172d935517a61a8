import { describe, expect, it } from 'vitest';
import type { Coupon } from '@shop/shared/contracts/coupons';
import { couponTerms } from './coupon-terms';

const coupon = (terms: Partial<Coupon>): Coupon => ({
  code: 'X',
  description: '',
  discountType: 'percentage',
  discountValue: 10,
  minOrder: 0,
  maxDiscount: null,
  firstOrderOnly: false,
  eligibleCategories: [],
  isNew: false,
  endsAt: null,
  ...terms,
});

describe('a coupon in one line', () => {
  it('says what a percentage coupon gives, its cap, its minimum and who may use it', () => {
    expect(couponTerms(coupon({ maxDiscount: 2000, minOrder: 500, firstOrderOnly: true }))).toBe(
      '10% off up to ₹2,000 · on orders from ₹500 · first order only',
    );
  });

  it('says a flat coupon in rupees and leaves out a minimum it does not have', () => {
    expect(couponTerms(coupon({ discountType: 'flat', discountValue: 70 }))).toBe('₹70 off');
  });
});
