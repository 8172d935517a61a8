import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_COUPONS } from './constants';
import { errorMessage } from './errors';
import { noticeIn } from './errors/localized';
import {
  amountToFreeShippingPaise,
  codCoversItem,
  codProblem,
  couponDiscountPaise,
  couponRemovalNotice,
  couponShortfall,
  evaluateCoupon,
  normaliseCouponCode,
  orderAmounts,
  codRefusedForReturns,
  quantityProblem,
  shippingFeePaise,
  type CouponContext,
  type CouponTerms,
} from './pricing-rules';

const rupees = (n: number) => Math.round(n * 100);

function builtIn(code: (typeof BUILT_IN_COUPONS)[number]['code']): CouponTerms {
  const seed = BUILT_IN_COUPONS.find((c) => c.code === code)!;
  return {
    ...seed,
    perUserLimit: null,
    usageLimit: null,
    eligibleCategories: [],
    startsAt: null,
    endsAt: null,
    active: true,
  };
}

const WELCOME10 = builtIn('WELCOME10');
const FESTIVAL20 = builtIn('FESTIVAL20');
const FREESHIP = builtIn('FREESHIP');

const now = new Date('2025-10-20T10:00:00Z');
const context = (cartRupees: number, extra: Partial<CouponContext> = {}): CouponContext => ({
  subtotalPaise: rupees(cartRupees),
  now,
  hasPlacedOrder: false,
  userRedemptions: 0,
  totalRedemptions: 0,
  ...extra,
});

describe('coupon codes', () => {
  it('are trimmed and upper-cased before they are looked up', () => {
    expect(normaliseCouponCode('  welcome10 ')).toBe('WELCOME10');
    expect(normaliseCouponCode('Festival20')).toBe('FESTIVAL20');
  });
});

describe('WELCOME10: 10% off, minimum ₹500, at most ₹2000, first order only', () => {
  it('gives ₹100 off a ₹1000 first order', () => {
    expect(evaluateCoupon(WELCOME10, context(1000))).toEqual({ ok: true, discountPaise: rupees(100) });
  });

  it('gives ₹50 off exactly ₹500, the minimum', () => {
    expect(evaluateCoupon(WELCOME10, context(500))).toEqual({ ok: true, discountPaise: rupees(50) });
  });

  it('rounds the percentage to the whole rupee (₹1049.50 gives ₹105)', () => {
    expect(evaluateCoupon(WELCOME10, context(1049.5))).toEqual({ ok: true, discountPaise: rupees(105) });
  });

  it('stops at ₹2000 off a ₹30,000 order', () => {
    expect(evaluateCoupon(WELCOME10, context(30000))).toEqual({ ok: true, discountPaise: rupees(2000) });
  });

  it("asks for ₹1 more on a ₹499 cart: 'Add items worth ₹1 more to apply this coupon'", () => {
    const verdict = evaluateCoupon(WELCOME10, context(499));
    expect(verdict).toEqual({ ok: false, reason: 'COUPON_MIN_ORDER', params: { n: '1' } });
    if (!verdict.ok) {
      expect(errorMessage(verdict.reason, verdict.params)).toBe('Add items worth ₹1 more to apply this coupon');
    }
  });

  it('is refused to a shopper who has placed an order before', () => {
    const verdict = evaluateCoupon(WELCOME10, context(1000, { hasPlacedOrder: true }));
    expect(verdict).toMatchObject({ ok: false, reason: 'COUPON_FIRST_ORDER_ONLY' });
    if (!verdict.ok) expect(errorMessage(verdict.reason)).toBe('This coupon is valid for first-time orders only');
  });
});

describe('FESTIVAL20: 20% off, minimum ₹1000, at most ₹5000', () => {
  it('gives ₹200 off ₹1000 and ₹400 off ₹2000', () => {
    expect(evaluateCoupon(FESTIVAL20, context(1000))).toEqual({ ok: true, discountPaise: rupees(200) });
    expect(evaluateCoupon(FESTIVAL20, context(2000))).toEqual({ ok: true, discountPaise: rupees(400) });
  });

  it('stops at ₹5000 off from ₹25,000 up', () => {
    expect(evaluateCoupon(FESTIVAL20, context(25000))).toEqual({ ok: true, discountPaise: rupees(5000) });
    expect(evaluateCoupon(FESTIVAL20, context(40000))).toEqual({ ok: true, discountPaise: rupees(5000) });
  });

  it('works for returning shoppers too', () => {
    expect(evaluateCoupon(FESTIVAL20, context(1500, { hasPlacedOrder: true }))).toEqual({
      ok: true,
      discountPaise: rupees(300),
    });
  });

  it('says how much is missing with Indian grouping and paise when there are some', () => {
    expect(evaluateCoupon(FESTIVAL20, context(750))).toMatchObject({ params: { n: '250' } });
    expect(evaluateCoupon(FESTIVAL20, context(999.5))).toMatchObject({ params: { n: '0.50' } });
    expect(evaluateCoupon({ ...FESTIVAL20, minOrderPaise: rupees(150000) }, context(1000))).toMatchObject({
      params: { n: '1,49,000' },
    });
  });
});

describe('FREESHIP: flat ₹70 off, minimum ₹599', () => {
  it('gives ₹70 off ₹599 and more', () => {
    expect(evaluateCoupon(FREESHIP, context(599))).toEqual({ ok: true, discountPaise: rupees(70) });
    expect(evaluateCoupon(FREESHIP, context(5000))).toEqual({ ok: true, discountPaise: rupees(70) });
  });

  it('is refused below ₹599', () => {
    expect(evaluateCoupon(FREESHIP, context(598))).toMatchObject({ ok: false, reason: 'COUPON_MIN_ORDER' });
  });

  it('never takes off more than the amount it applies to', () => {
    expect(couponDiscountPaise(FREESHIP, rupees(40))).toBe(rupees(40));
  });
});

describe('coupon validity', () => {
  it('refuses an unknown or switched-off code as invalid', () => {
    expect(evaluateCoupon(undefined, context(1000))).toMatchObject({ ok: false, reason: 'COUPON_INVALID' });
    expect(evaluateCoupon({ ...FESTIVAL20, active: false }, context(1000))).toMatchObject({
      reason: 'COUPON_INVALID',
    });
  });

  it('applies only between its start and end dates', () => {
    const later = { ...FESTIVAL20, startsAt: new Date('2025-10-21T00:00:00Z') };
    expect(evaluateCoupon(later, context(1000))).toMatchObject({ reason: 'COUPON_INVALID' });
    const ended = { ...FESTIVAL20, endsAt: new Date('2025-10-20T09:59:59Z') };
    expect(evaluateCoupon(ended, context(1000))).toMatchObject({ reason: 'COUPON_EXPIRED' });
    const running = {
      ...FESTIVAL20,
      startsAt: new Date('2025-10-01T00:00:00Z'),
      endsAt: new Date('2025-11-01T00:00:00Z'),
    };
    expect(evaluateCoupon(running, context(1000))).toMatchObject({ ok: true });
  });

  it('stops at its per-shopper limit and its overall limit', () => {
    const once = { ...FESTIVAL20, perUserLimit: 1 };
    expect(evaluateCoupon(once, context(1000, { userRedemptions: 0 }))).toMatchObject({ ok: true });
    expect(evaluateCoupon(once, context(1000, { userRedemptions: 1 }))).toMatchObject({ reason: 'COUPON_USAGE_LIMIT' });
    const hundred = { ...FESTIVAL20, usageLimit: 100 };
    expect(evaluateCoupon(hundred, context(1000, { totalRedemptions: 100 }))).toMatchObject({
      reason: 'COUPON_LIMIT_REACHED',
    });
  });

  it('discounts only the eligible categories when the coupon names some', () => {
    const jewellery = { ...FESTIVAL20, eligibleCategories: ['jewellery'] };
    expect(evaluateCoupon(jewellery, context(1500, { eligibleSubtotalPaise: rupees(500) }))).toEqual({
      ok: true,
      discountPaise: rupees(100),
    });
    expect(evaluateCoupon(jewellery, context(1500, { eligibleSubtotalPaise: 0 }))).toMatchObject({
      reason: 'COUPON_NOT_APPLICABLE',
    });
  });

  it('tells the shopper why an applied coupon was taken off the cart', () => {
    const belowMinimum = evaluateCoupon(FESTIVAL20, context(800));
    const expired = evaluateCoupon({ ...FESTIVAL20, active: false }, context(1200));
    if (belowMinimum.ok || expired.ok) throw new Error('expected refusals');
    expect(noticeIn('en', couponRemovalNotice(belowMinimum, FESTIVAL20))).toBe(
      'Coupon removed - minimum order amount of ₹1,000 required',
    );
    expect(noticeIn('en', couponRemovalNotice(expired, FESTIVAL20))).toBe(
      'Coupon has been removed as it is no longer valid',
    );
  });

  it('never discounts more than the cart, whatever the coupon', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<'percentage' | 'flat'>('percentage', 'flat'),
        fc.integer({ min: 1, max: 100 }),
        fc.option(fc.integer({ min: 0, max: 10_000_00 }), { nil: null }),
        fc.integer({ min: 0, max: 10_00_000_00 }),
        (discountType, value, maxDiscountPaise, amount) => {
          const discountValue = discountType === 'percentage' ? value : value * 100_00;
          const discount = couponDiscountPaise({ discountType, discountValue, maxDiscountPaise }, amount);
          expect(discount).toBeGreaterThanOrEqual(0);
          expect(discount).toBeLessThanOrEqual(amount);
          if (maxDiscountPaise !== null) expect(discount).toBeLessThanOrEqual(maxDiscountPaise);
        },
      ),
    );
  });
});

describe('shipping', () => {
  it('is free for standard delivery at ₹999 or more after the discount, else ₹70', () => {
    expect(shippingFeePaise('online', rupees(999))).toBe(0);
    expect(shippingFeePaise('online', rupees(998.99))).toBe(rupees(70));
    expect(shippingFeePaise('online', rupees(5000))).toBe(0);
  });

  it('costs ₹150 for express delivery at any amount and nothing for store pickup', () => {
    expect(shippingFeePaise('express', rupees(200))).toBe(rupees(150));
    expect(shippingFeePaise('express', rupees(5000))).toBe(rupees(150));
    expect(shippingFeePaise('store', rupees(200))).toBe(0);
  });

  it('costs nothing when there is nothing to ship', () => {
    expect(shippingFeePaise('online', 0, false)).toBe(0);
  });

  it('tells how much more is needed for free delivery', () => {
    expect(amountToFreeShippingPaise(rupees(700))).toBe(rupees(299));
    expect(amountToFreeShippingPaise(rupees(1200))).toBe(0);
  });
});

describe('order totals: max(0, subtotal − discount) + shipping', () => {
  it('charges ₹70 shipping when FESTIVAL20 takes a ₹1100 cart below ₹999 (₹880 + ₹70 = ₹950)', () => {
    const lines = [{ unitPricePaise: rupees(550), quantity: 2 }];
    const discount = couponDiscountPaise(FESTIVAL20, rupees(1100));
    expect(orderAmounts(lines, discount, 'online')).toEqual({
      subtotalPaise: rupees(1100),
      discountPaise: rupees(220),
      prepaidDiscountPaise: 0,
      shippingPaise: rupees(70),
      codFeePaise: 0,
      totalPaise: rupees(950),
    });
  });

  it('ships a ₹1500 cart with WELCOME10 free (₹1350)', () => {
    const lines = [{ unitPricePaise: rupees(750), quantity: 2 }];
    expect(orderAmounts(lines, rupees(150), 'online')).toEqual({
      subtotalPaise: rupees(1500),
      discountPaise: rupees(150),
      prepaidDiscountPaise: 0,
      shippingPaise: 0,
      codFeePaise: 0,
      totalPaise: rupees(1350),
    });
  });

  it('makes FREESHIP pay for standard delivery on a ₹600 cart (₹530 + ₹70 = ₹600)', () => {
    const lines = [{ unitPricePaise: rupees(600), quantity: 1 }];
    expect(orderAmounts(lines, rupees(70), 'online').totalPaise).toBe(rupees(600));
  });

  it('adds express delivery after the discount', () => {
    const lines = [{ unitPricePaise: rupees(1000), quantity: 1 }];
    expect(orderAmounts(lines, rupees(200), 'express')).toMatchObject({
      shippingPaise: rupees(150),
      totalPaise: rupees(950),
    });
  });

  it('never goes below the shipping fee, even with a discount larger than the goods', () => {
    const lines = [{ unitPricePaise: rupees(50), quantity: 1 }];
    expect(orderAmounts(lines, rupees(70), 'online')).toEqual({
      subtotalPaise: rupees(50),
      discountPaise: rupees(50),
      prepaidDiscountPaise: 0,
      shippingPaise: rupees(70),
      codFeePaise: 0,
      totalPaise: rupees(70),
    });
  });

  it('is zero for an empty order', () => {
    expect(orderAmounts([], 0, 'online')).toEqual({
      subtotalPaise: 0,
      discountPaise: 0,
      prepaidDiscountPaise: 0,
      shippingPaise: 0,
      codFeePaise: 0,
      totalPaise: 0,
    });
  });
});

describe('the way of paying: a cash-on-delivery fee and a prepaid discount', () => {
  const lines = [{ unitPricePaise: rupees(1100), quantity: 1 }];
  const terms = { codFeePaise: rupees(49), prepaidDiscountPaise: rupees(50) };

  it('adds the fee to a cash-on-delivery order after the coupon, which never takes it off', () => {
    expect(orderAmounts(lines, rupees(100), 'online', { method: 'cod', ...terms })).toEqual({
      subtotalPaise: rupees(1100),
      discountPaise: rupees(100),
      prepaidDiscountPaise: 0,
      shippingPaise: 0,
      codFeePaise: rupees(49),
      totalPaise: rupees(1049),
    });
  });

  it('takes the prepaid discount off an online order after the coupon, keeping free delivery', () => {
    // ₹1,100 − ₹100 coupon = ₹1,000 ships free; the ₹50 nudge takes it to ₹950 and delivery stays free.
    expect(orderAmounts(lines, rupees(100), 'online', { method: 'online', ...terms })).toEqual({
      subtotalPaise: rupees(1100),
      discountPaise: rupees(100),
      prepaidDiscountPaise: rupees(50),
      shippingPaise: 0,
      codFeePaise: 0,
      totalPaise: rupees(950),
    });
  });

  it('never takes the prepaid discount below nothing for the goods', () => {
    const cheap = [{ unitPricePaise: rupees(30), quantity: 1 }];
    expect(orderAmounts(cheap, 0, 'online', { method: 'online', ...terms })).toMatchObject({
      prepaidDiscountPaise: rupees(30),
      shippingPaise: rupees(70),
      totalPaise: rupees(70),
    });
  });

  it('refuses cash on delivery once an account or a phone reaches the refused parcels allowed', () => {
    expect(codRefusedForReturns({ byAccount: 1, byPhone: 1 }, 2)).toBe(false);
    expect(codRefusedForReturns({ byAccount: 2, byPhone: 0 }, 2)).toBe(true);
    expect(codRefusedForReturns({ byAccount: 0, byPhone: 2 }, 2)).toBe(true);
    expect(codRefusedForReturns({ byAccount: 9, byPhone: 9 }, 0)).toBe(false);
  });
});

describe('cart quantities', () => {
  it('accept whole numbers from 1 to the size stock', () => {
    expect(quantityProblem(1, 5)).toBeNull();
    expect(quantityProblem(5, 5)).toBeNull();
  });

  it("refuse less than 1 and fractions with 'Quantity cannot be less than 1'", () => {
    for (const quantity of [0, -3, 1.5, Number.NaN]) {
      expect(quantityProblem(quantity, 5)).toEqual({ code: 'QUANTITY_TOO_LOW', params: {} });
    }
  });

  it("refuse more than the stock with 'Only N items available'", () => {
    const problem = quantityProblem(6, 5);
    expect(problem).toEqual({ code: 'QUANTITY_TOO_HIGH', params: { n: 5 } });
    expect(errorMessage(problem!.code, problem!.params)).toBe('Only 5 items available');
  });

  it("refuse any quantity of a size with no stock: 'This size is out of stock'", () => {
    expect(quantityProblem(1, 0)).toEqual({ code: 'SIZE_OUT_OF_STOCK', params: {} });
  });
});

describe('cash on delivery', () => {
  const delhi = { codAvailable: true };

  it('is available up to the limit for a PIN code that takes cash', () => {
    expect(
      codProblem({ totalPaise: rupees(5000), maxOrderPaise: rupees(5000), postalCode: '110001', pin: delhi }),
    ).toBeNull();
  });

  it('is refused above the limit', () => {
    const problem = codProblem({
      totalPaise: rupees(5000.5),
      maxOrderPaise: rupees(5000),
      postalCode: '110001',
      pin: delhi,
    });
    expect(problem).toEqual({ code: 'COD_LIMIT', params: { max: '5,000' } });
    expect(errorMessage(problem!.code, problem!.params)).toBe('Cash on delivery is available for orders up to ₹5,000');
  });

  it('is refused everywhere when the shop sets the limit to zero', () => {
    expect(codProblem({ totalPaise: 100_00, maxOrderPaise: 0, postalCode: '110001', pin: delhi })).toEqual({
      code: 'COD_NOT_AVAILABLE',
      params: {},
    });
  });

  it('is refused for unknown PIN codes and places couriers collect no cash', () => {
    expect(codProblem({ totalPaise: 100, maxOrderPaise: rupees(5000), postalCode: '999999', pin: undefined })).toEqual({
      code: 'COD_NOT_AVAILABLE_PIN',
      params: { pin: '999999' },
    });
    expect(
      codProblem({ totalPaise: 100, maxOrderPaise: rupees(5000), postalCode: '744101', pin: { codAvailable: false } }),
    ).toMatchObject({ code: 'COD_NOT_AVAILABLE_PIN' });
  });
});

describe('"COD available" on a product', () => {
  it('counts the standard delivery fee an item under ₹999 pays', () => {
    expect(codCoversItem(rupees(929), rupees(999))).toBe(true);
    expect(codCoversItem(rupees(930), rupees(999))).toBe(false);
  });

  it('holds up to the limit for items that ship free, and never when the shop switches cash off', () => {
    expect(codCoversItem(rupees(5000), rupees(5000))).toBe(true);
    expect(codCoversItem(rupees(5001), rupees(5000))).toBe(false);
    expect(codCoversItem(rupees(149), 0)).toBe(false);
  });
});

describe('offers a shopper cannot use yet', () => {
  it("say how much more to add in the spec's words", () => {
    expect(noticeIn('en', couponShortfall('FESTIVAL20', rupees(270)))).toBe('Add ₹270 more to apply FESTIVAL20.');
    expect(noticeIn('en', couponShortfall('FESTIVAL20', rupees(1049.5)))).toBe(
      'Add ₹1,049.50 more to apply FESTIVAL20.',
    );
  });
});
