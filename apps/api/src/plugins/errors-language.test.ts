import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons } from '../db/schema';
import { addToCart, customer } from '../modules/checkout/checkout-test-kit';
import { testIp, uniqueEmail } from '../test/session';
import { createShopper, pricedVariants, type Shopper, type TestVariant } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let item: TestVariant;

beforeAll(async () => {
  t = await createTestApp();
  item = (await pricedVariants(t, [400_00], 2))[0]!;
});
afterAll(() => t.close());

type Language = 'en' | 'hi';

/** The same request as a shopper on an English page and on a Hindi page. */
async function inBoth(send: (headers: Record<string, string>) => Promise<{ statusCode: number; json(): unknown }>) {
  const answers = {} as Record<Language, { status: number; body: Record<string, unknown> }>;
  for (const language of ['en', 'hi'] as const) {
    const res = await send({ 'accept-language': language });
    answers[language] = { status: res.statusCode, body: res.json() as Record<string, unknown> };
  }
  expect(answers.hi.status).toBe(answers.en.status);
  expect(answers.hi.body.code).toBe(answers.en.body.code);
  return answers;
}

describe('Errors answer in the language of the page', () => {
  it('refuses a wrong login in English and in Hindi', async () => {
    const { en, hi } = await inBoth((headers) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: uniqueEmail('nobody'), password: 'Not-the-password-1' },
        headers,
        remoteAddress: testIp(),
      }),
    );
    expect(en).toMatchObject({
      status: 401,
      body: { code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' },
    });
    expect(hi.body.message).toBe('ईमेल या पासवर्ड सही नहीं है');
  });

  it('says how much more a coupon needs, in rupees, in both languages', async () => {
    const shopper = await createShopper(t);
    await addToCart(shopper, item);
    await t.db
      .insert(coupons)
      .values({ code: 'BIGORDER', discountType: 'flat', discountValue: 100_00, minOrderPaise: 1600_00 });
    const { en, hi } = await inBoth((headers) =>
      shopper.request({ method: 'POST', url: '/api/v1/user/cart/coupon', payload: { code: 'BIGORDER' }, headers }),
    );
    expect(en.body).toMatchObject({
      code: 'COUPON_MIN_ORDER',
      message: 'Add items worth ₹1,200 more to apply this coupon',
    });
    expect(hi.body.message).toBe('यह कूपन लगाने के लिए ₹1,200 का सामान और जोड़ें');
  });

  it("says why a coupon code is not valid in the page's language, and what an offer still needs", async () => {
    const validate = (language: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/coupons/validate',
        payload: { code: 'NO-SUCH-CODE', cartAmount: 500 },
        headers: { 'accept-language': language },
        remoteAddress: testIp(),
      });
    expect((await validate('en')).json()).toMatchObject({ valid: false, message: 'Invalid coupon code' });
    expect((await validate('hi')).json()).toMatchObject({ valid: false, message: 'यह कूपन कोड सही नहीं है' });

    const offers = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/coupons?product=${item.slug}`,
      headers: { 'accept-language': 'hi' },
    });
    expect(offers.statusCode, offers.body).toBe(200);
    const big = (offers.json() as { coupons: { code: string; unavailableReason: string | null }[] }).coupons.find(
      (coupon) => coupon.code === 'BIGORDER',
    );
    expect(big?.unavailableReason).toMatch(/^BIGORDER लगाने के लिए ₹[\d,]+ का सामान और जोड़ें।$/);
  });

  it('refuses more than the stock in both languages', async () => {
    const shopper = await createShopper(t);
    const { en, hi } = await inBoth((headers) =>
      shopper.request({
        method: 'POST',
        url: '/api/v1/user/add-to-cart',
        payload: { id: item.productId, variantId: item.variantId, quantity: 3 },
        headers,
      }),
    );
    expect(en.body).toMatchObject({ code: 'QUANTITY_TOO_HIGH', message: 'Only 2 items available' });
    expect(hi.body.message).toBe('केवल 2 ही उपलब्ध हैं');
  });

  it('refuses checkout with an empty cart, and a missing name field by field', async () => {
    const shopper: Shopper = await createShopper(t);
    const empty = await inBoth((headers) =>
      shopper.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        payload: { paymentMethod: 'Online', shippingAddress: customer, couponCode: null },
        headers,
      }),
    );
    expect(empty.en.body).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty' });
    expect(empty.hi.body.message).toBe('आपका कार्ट खाली है');

    const nameless = await inBoth((headers) =>
      shopper.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        payload: { paymentMethod: 'Online', shippingAddress: { ...customer, fullName: '' }, couponCode: null },
        headers,
      }),
    );
    expect(nameless.en.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Full name is required',
      fields: { 'shippingAddress.fullName': 'Full name is required' },
    });
    expect(nameless.hi.body).toMatchObject({
      message: 'पूरा नाम ज़रूरी है',
      fields: { 'shippingAddress.fullName': 'पूरा नाम ज़रूरी है' },
    });
  });

  it('refuses a PIN code that is not six digits in both languages', async () => {
    const { en, hi } = await inBoth((headers) => t.app.inject({ method: 'GET', url: '/api/v1/pincode/2811', headers }));
    expect(en).toMatchObject({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Please enter a valid 6-digit PIN code' },
    });
    expect(hi.body.message).toBe('कृपया 6 अंकों का सही पिन कोड डालें');
  });

  it('reads a browser-style header, and keeps English for a language the shop does not speak', async () => {
    const ask = (language: string) =>
      t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { 'accept-language': language } });
    expect((await ask('hi-IN,hi;q=0.9,en;q=0.8')).json()).toMatchObject({ message: 'आप जो ढूँढ रहे हैं, वह नहीं मिला' });
    expect((await ask('ta-IN')).json()).toMatchObject({ message: 'The requested resource was not found' });
  });
});
