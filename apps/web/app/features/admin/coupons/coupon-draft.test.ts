import type { AdminCoupon } from '@shop/shared/contracts/admin-coupons';
import { describe, expect, it } from 'vitest';
import { couponDraftOf, couponInputOf } from './coupon-draft';

const coupon: AdminCoupon = {
  id: 'c1',
  code: 'DIWALI15',
  description: 'Festival offer',
  discountType: 'percentage',
  discountValue: 15,
  minOrder: 1499.5,
  maxDiscount: 500,
  firstOrderOnly: false,
  perUserLimit: 1,
  usageLimit: null,
  startsAt: '2030-10-20T04:30:00.000Z',
  endsAt: null,
  eligibleCategories: ['idols'],
  active: true,
  usageCount: 3,
  updatedAt: '2030-10-01T00:00:00.000Z',
};

describe('the coupon form draft', () => {
  it('gives back the coupon it was made from when saved unchanged', () => {
    const { id: _id, usageCount: _usageCount, updatedAt: _updatedAt, ...fields } = coupon;
    expect(couponInputOf(couponDraftOf(coupon))).toEqual(fields);
  });

  it('keeps amounts in rupees and leaves the limits that are not set empty', () => {
    const draft = couponDraftOf(coupon);
    expect(draft).toMatchObject({ discountValue: '15', minOrder: '1499.5', maxDiscount: '500', usageLimit: '' });
    expect(draft.endsAt).toBe('');
    expect(draft.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
  });

  it('starts a new coupon as an active percentage with no minimum', () => {
    const draft = couponDraftOf();
    expect(draft).toMatchObject({ discountType: 'percentage', discountValue: '', minOrder: '0', active: true });
    const input = couponInputOf(draft);
    expect(input.discountValue).toBeNaN();
    expect(input).toMatchObject({ maxDiscount: null, perUserLimit: null, startsAt: null, endsAt: null });
  });
});
