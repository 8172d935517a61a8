import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon, AdminCouponInput } from '@shop/shared/contracts/admin-coupons';
import { auditLog, couponRedemptions, coupons } from '../../../db/schema';
import { createAppWithOwner, insertOrderRow, type Shopper } from '../../../test/shoppers';
import type { TestApp } from '../../../test/test-app';

// Guests and customers are refused by every admin coupon endpoint in
// ../catalogue/admin-catalogue-routes.test.ts (one list of all the catalogue admin endpoints).

let t: TestApp;
let admin: Shopper;
let shopper: Shopper;

beforeAll(async () => {
  ({ t, admin, shopper } = await createAppWithOwner());
});
afterAll(() => t.close());

let counter = 0;
function couponInput(overrides: Partial<AdminCouponInput> = {}): AdminCouponInput {
  counter += 1;
  return {
    code: `diwali${counter}`,
    description: 'Festival offer',
    discountType: 'percentage',
    discountValue: 15,
    minOrder: 500,
    maxDiscount: 300,
    firstOrderOnly: false,
    perUserLimit: 1,
    usageLimit: 100,
    startsAt: null,
    endsAt: null,
    eligibleCategories: [],
    active: true,
    ...overrides,
  };
}

const create = (body: AdminCouponInput) =>
  admin.request({ method: 'POST', url: '/api/v1/admin/coupons', payload: body });
const validate = (code: string, cartAmount: number) =>
  shopper.request({ method: 'POST', url: '/api/v1/coupons/validate', payload: { code, cartAmount } });

describe('Admin coupons', () => {
  it('The owner creates a coupon: the code is trimmed and upper-cased, amounts stored as the shopper rules read them', async () => {
    const response = await create(couponInput({ code: '  navratri25 ', discountType: 'flat', discountValue: 125.5 }));
    expect(response.statusCode, response.body).toBe(201);
    const coupon = response.json().coupon as AdminCoupon;
    expect(coupon).toMatchObject({ code: 'NAVRATRI25', discountType: 'flat', discountValue: 125.5, usageCount: 0 });
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect([row!.discountValue, row!.minOrderPaise, row!.maxDiscountPaise]).toEqual([12_550, 50_000, 30_000]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id));
    expect(audit.map((a) => a.action)).toEqual(['coupon.create']);

    const valid = await validate('navratri25', 1000);
    expect(valid.json()).toMatchObject({ valid: true, discount: 125.5 });
  });

  it('A code already used is refused', async () => {
    const response = await create(couponInput({ code: 'welcome10' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      message: 'A coupon with the code WELCOME10 already exists',
    });
  });

  it.each([
    ['a percentage over 100', { discountValue: 101 }, 'discountValue'],
    ['a percentage of 0', { discountValue: 0 }, 'discountValue'],
    ['a fractional percentage', { discountValue: 12.5 }, 'discountValue'],
    ['a negative flat value', { discountType: 'flat' as const, discountValue: -5 }, 'discountValue'],
    ['an end before the start', { startsAt: '2026-12-10T00:00:00.000Z', endsAt: '2026-12-01T00:00:00.000Z' }, 'endsAt'],
    ['an unknown category', { eligibleCategories: ['no-such-category'] }, 'eligibleCategories'],
  ])('A coupon with %s is refused', async (_label, overrides, field) => {
    const response = await create(couponInput(overrides));
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields ?? {})).toContain(field);
  });

  it('The list shows how many orders used each coupon', async () => {
    const coupon = (await create(couponInput())).json().coupon as AdminCoupon;
    const orderId = await insertOrderRow(t, shopper.id, {
      paymentMethod: 'cod',
      paymentStatus: 'pending',
      subtotalPaise: 100_000,
      discountPaise: 15_000,
      totalPaise: 85_000,
    });
    await t.db
      .insert(couponRedemptions)
      .values({ couponId: coupon.id, userId: shopper.id, orderId, discountPaise: 15_000 });
    const list = await admin.request({ method: 'GET', url: '/api/v1/admin/coupons' });
    const listed = (list.json().coupons as AdminCoupon[]).find((c) => c.id === coupon.id);
    expect(listed?.usageCount).toBe(1);
  });

  it('An edit and a deactivation reach the shopper at once', async () => {
    const coupon = (await create(couponInput({ discountValue: 10, maxDiscount: null }))).json().coupon as AdminCoupon;
    expect((await validate(coupon.code, 1000)).json()).toMatchObject({ valid: true, discount: 100 });

    const edited = await admin.request({
      method: 'PUT',
      url: `/api/v1/admin/coupons/${coupon.id}`,
      payload: couponInput({ code: coupon.code, discountValue: 20, maxDiscount: null }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await validate(coupon.code, 1000)).json()).toMatchObject({ valid: true, discount: 200 });

    const off = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/coupons/${coupon.id}/active`,
      payload: { active: false },
    });
    expect(off.json().coupon).toMatchObject({ active: false });
    expect((await validate(coupon.code, 1000)).json()).toMatchObject({ valid: false, code: 'COUPON_INVALID' });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, coupon.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['coupon.create', 'coupon.deactivate', 'coupon.update']);
  });

  it('Start and end dates and eligible categories are kept by the shopper rules', async () => {
    const future = await create(
      couponInput({ startsAt: new Date(Date.now() + 86_400_000).toISOString(), endsAt: null }),
    );
    expect((await validate(future.json().coupon.code, 1000)).json()).toMatchObject({ valid: false });
    const ended = await create(
      couponInput({
        startsAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() - 86_400_000).toISOString(),
      }),
    );
    expect((await validate(ended.json().coupon.code, 1000)).json()).toMatchObject({
      valid: false,
      code: 'COUPON_EXPIRED',
    });
    const scoped = await create(couponInput({ eligibleCategories: ['jewellery'] }));
    expect(scoped.json().coupon.eligibleCategories).toEqual(['jewellery']);
  });
});
