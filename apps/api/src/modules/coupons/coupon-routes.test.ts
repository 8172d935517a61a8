import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponsResponseSchema, validateCouponResponseSchema } from '@shop/shared/contracts/coupons';
import { couponRedemptions, coupons } from '../../db/schema';
import { createShopper, insertOrderRow, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const validate = (payload: Record<string, unknown>, who?: Shopper) =>
  (who ? who.request : t.app.inject.bind(t.app))({ method: 'POST', url: '/api/v1/coupons/validate', payload });

/** An order the shopper has placed, as checkout leaves it once paid. */
function placedOrder(userId: string): Promise<string> {
  return insertOrderRow(t, userId);
}

async function withCoupon(code: string, change: Partial<typeof coupons.$inferInsert>, run: () => Promise<void>) {
  const [before] = await t.db.select().from(coupons).where(eq(coupons.code, code));
  await t.db.update(coupons).set(change).where(eq(coupons.code, code));
  try {
    await run();
  } finally {
    await t.db.update(coupons).set(before!).where(eq(coupons.code, code));
  }
}

describe('GET /api/v1/user/coupons', () => {
  it('lists the three built-in coupons to a guest in rupees', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/coupons' });
    expect(res.statusCode).toBe(200);
    const body = couponsResponseSchema.parse(res.json());
    const byCode = Object.fromEntries(body.coupons.map((c) => [c.code, c]));
    expect(byCode.WELCOME10).toMatchObject({
      discountType: 'percentage',
      discountValue: 10,
      minOrder: 500,
      maxDiscount: 2000,
      firstOrderOnly: true,
      usable: true,
    });
    expect(byCode.FESTIVAL20).toMatchObject({ discountValue: 20, minOrder: 1000, maxDiscount: 5000, usable: true });
    expect(byCode.FREESHIP).toMatchObject({
      discountType: 'flat',
      discountValue: 70,
      minOrder: 599,
      maxDiscount: null,
    });
  });

  it('tells a returning shopper that WELCOME10 is for first orders only', async () => {
    const shopper = await createShopper(t);
    await placedOrder(shopper.id);
    const body = couponsResponseSchema.parse(
      (await shopper.request({ method: 'GET', url: '/api/v1/user/coupons' })).json(),
    );
    expect(body.coupons.find((c) => c.code === 'WELCOME10')).toMatchObject({
      usable: false,
      unavailableReason: 'This coupon is valid for first-time orders only',
    });
    expect(body.coupons.find((c) => c.code === 'FESTIVAL20')).toMatchObject({ usable: true, unavailableReason: null });
  });

  it('leaves out coupons that are switched off or past their end date', async () => {
    await withCoupon('FREESHIP', { endsAt: new Date(Date.now() - 60_000) }, async () => {
      const body = couponsResponseSchema.parse(
        (await t.app.inject({ method: 'GET', url: '/api/v1/user/coupons' })).json(),
      );
      expect(body.coupons.map((c) => c.code)).not.toContain('FREESHIP');
    });
  });
});

describe('POST /api/v1/coupons/validate', () => {
  it('accepts WELCOME10 typed in any case with spaces: 10% of ₹1000 is ₹100', async () => {
    const res = await validate({ code: '  welcome10 ', cartAmount: 1000 });
    expect(res.statusCode).toBe(200);
    const body = validateCouponResponseSchema.parse(res.json());
    expect(body).toMatchObject({
      valid: true,
      discount: 100,
      message: 'Coupon WELCOME10 applied successfully!',
      code: null,
    });
    expect(body.coupon?.code).toBe('WELCOME10');
  });

  it('caps FESTIVAL20 at ₹5000 and flat FREESHIP at ₹70', async () => {
    expect((await validate({ code: 'FESTIVAL20', cartAmount: 40000 })).json()).toMatchObject({
      valid: true,
      discount: 5000,
    });
    expect((await validate({ code: 'FREESHIP', cartAmount: 599 })).json()).toMatchObject({ valid: true, discount: 70 });
  });

  it("says how much more is needed: 'Add items worth ₹250 more to apply this coupon'", async () => {
    const res = await validate({ code: 'FESTIVAL20', cartAmount: 750 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      valid: false,
      coupon: null,
      discount: 0,
      code: 'COUPON_MIN_ORDER',
      message: 'Add items worth ₹250 more to apply this coupon',
    });
  });

  it("answers 'Invalid coupon code' for an unknown code", async () => {
    expect((await validate({ code: 'DIWALI99', cartAmount: 5000 })).json()).toMatchObject({
      valid: false,
      message: 'Invalid coupon code',
    });
  });

  it.each([
    [{ cartAmount: 1000 }, 'Invalid input'],
    [{ code: 'WELCOME10' }, 'Invalid input'],
    [{ code: 'WELCOME10', cartAmount: 'lots' }, 'Invalid input'],
    [{ code: 'WELCOME10', cartAmount: -5 }, 'Invalid input'],
    [{ code: '   ', cartAmount: 1000 }, 'Please enter a coupon code'],
  ])('refuses %j with 400 %j', async (payload, message) => {
    const res = await validate(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses WELCOME10 to a shopper who has placed an order, and accepts it for one who has not', async () => {
    const returning = await createShopper(t);
    await placedOrder(returning.id);
    expect((await validate({ code: 'WELCOME10', cartAmount: 1000 }, returning)).json()).toMatchObject({
      valid: false,
      message: 'This coupon is valid for first-time orders only',
    });
    const fresh = await createShopper(t);
    expect((await validate({ code: 'WELCOME10', cartAmount: 1000 }, fresh)).json()).toMatchObject({ valid: true });
  });

  it('respects the per-shopper limit counted from redemptions', async () => {
    const shopper = await createShopper(t);
    const orderId = await placedOrder(shopper.id);
    const [festival] = await t.db.select().from(coupons).where(eq(coupons.code, 'FESTIVAL20'));
    await t.db
      .insert(couponRedemptions)
      .values({ couponId: festival!.id, userId: shopper.id, orderId, discountPaise: 200_00 });
    await withCoupon('FESTIVAL20', { perUserLimit: 1 }, async () => {
      expect((await validate({ code: 'FESTIVAL20', cartAmount: 2000 }, shopper)).json()).toMatchObject({
        valid: false,
        code: 'COUPON_USAGE_LIMIT',
        message: 'You have already used this coupon',
      });
      const other = await createShopper(t);
      expect((await validate({ code: 'FESTIVAL20', cartAmount: 2000 }, other)).json()).toMatchObject({ valid: true });
    });
  });

  it('honours start and end dates and the active switch', async () => {
    await withCoupon('FESTIVAL20', { endsAt: new Date(Date.now() - 1000) }, async () => {
      expect((await validate({ code: 'FESTIVAL20', cartAmount: 2000 })).json()).toMatchObject({
        valid: false,
        message: 'This coupon has expired',
      });
    });
    await withCoupon('FESTIVAL20', { startsAt: new Date(Date.now() + 86_400_000) }, async () => {
      expect((await validate({ code: 'FESTIVAL20', cartAmount: 2000 })).json()).toMatchObject({
        valid: false,
        message: 'Invalid coupon code',
      });
    });
    await withCoupon('FESTIVAL20', { active: false }, async () => {
      expect((await validate({ code: 'FESTIVAL20', cartAmount: 2000 })).json()).toMatchObject({ valid: false });
    });
  });
});
