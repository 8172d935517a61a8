import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponsResponseSchema, type AvailableCoupon } from '@shop/shared/contracts/coupons';
import { CookieJar, sessionClient, testIp } from '../../test/session';
import { createShopper, insertOrderRow, pricedVariants, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let item: TestVariant;
let second: TestVariant;

beforeAll(async () => {
  t = await createTestApp();
  // ₹730 and ₹250: FESTIVAL20 (minimum ₹1,000) needs ₹270 more for the first, ₹20 more for both.
  [item, second] = (await pricedVariants(t, [730_00, 250_00], 5)) as [TestVariant, TestVariant];
  t.app.services.catalogue.invalidate();
});
afterAll(() => t.close());

function byCode(body: unknown): Record<string, AvailableCoupon> {
  return Object.fromEntries(couponsResponseSchema.parse(body).coupons.map((c) => [c.code, c]));
}

/** A browser that has never signed in, from an address of its own. */
function guest() {
  const send = sessionClient(t.app, new CookieJar());
  const remoteAddress = testIp();
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    send({ method, url: `/api/v1${url}`, remoteAddress, ...(payload ? { payload } : {}) });
}

describe('offers on a product page', () => {
  it('say what each coupon saves on one of the item, or how much more to add, priced by the server', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/user/coupons?product=${item.slug}&size=${encodeURIComponent(item.size)}`,
    });
    expect(res.statusCode).toBe(200);
    const offers = byCode(res.json());
    expect(offers.WELCOME10).toMatchObject({ usable: true, saving: 73, shortfall: null, unavailableReason: null });
    expect(offers.FREESHIP).toMatchObject({ usable: true, saving: 70 });
    expect(offers.FESTIVAL20).toMatchObject({
      usable: false,
      saving: null,
      shortfall: 270,
      unavailableReason: 'Add ₹270 more to apply FESTIVAL20.',
    });
  });

  it('refuse a size the product does not have and a product the shop does not sell', async () => {
    const size = await t.app.inject({ method: 'GET', url: `/api/v1/user/coupons?product=${item.slug}&size=XXXL-9` });
    expect(size.statusCode).toBe(400);
    expect(size.json()).toMatchObject({ message: 'Selected size not available' });
    const product = await t.app.inject({ method: 'GET', url: '/api/v1/user/coupons?product=no-such-idol-dress' });
    expect(product.statusCode).toBe(404);
    expect(product.json()).toMatchObject({ message: 'Product not found' });
  });

  it('keep the plain list unchanged without a product: no saving or shortfall is claimed', async () => {
    const offers = byCode((await t.app.inject({ method: 'GET', url: '/api/v1/user/coupons' })).json());
    expect(offers.FESTIVAL20).toMatchObject({ usable: true, saving: null, shortfall: null });
  });
});

describe('offers in the cart', () => {
  it("judge a guest's own cart: what each saves on it and what FESTIVAL20 still needs", async () => {
    const call = guest();
    await call('POST', '/user/add-to-cart', { id: item.productId, variantId: item.variantId, quantity: 1 });
    const first = await call('GET', '/user/cart/coupons');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(byCode(first.json()).FESTIVAL20).toMatchObject({ unavailableReason: 'Add ₹270 more to apply FESTIVAL20.' });

    await call('POST', '/user/add-to-cart', { id: second.productId, variantId: second.variantId, quantity: 1 });
    const offers = byCode((await call('GET', '/user/cart/coupons')).json());
    // ₹980: 20% is ₹196, 10% is ₹98.
    expect(offers.FESTIVAL20).toMatchObject({ usable: false, shortfall: 20 });
    expect(offers.WELCOME10).toMatchObject({ usable: true, saving: 98 });

    await call('POST', '/user/add-to-cart', { id: second.productId, variantId: second.variantId, quantity: 1 });
    expect(byCode((await call('GET', '/user/cart/coupons')).json()).FESTIVAL20).toMatchObject({
      usable: true,
      saving: 246,
      unavailableReason: null,
    });
    // Looking at offers applies nothing.
    expect((await call('GET', '/user/user-cart')).json()).toMatchObject({ appliedCoupon: null });
  });

  it('tell a returning shopper WELCOME10 is for first orders, whatever their cart holds', async () => {
    const shopper = await createShopper(t);
    await insertOrderRow(t, shopper.id);
    await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: item.productId, variantId: item.variantId, quantity: 2 },
    });
    const offers = byCode((await shopper.request({ method: 'GET', url: '/api/v1/user/cart/coupons' })).json());
    expect(offers.WELCOME10).toMatchObject({
      usable: false,
      saving: null,
      unavailableReason: 'This coupon is valid for first-time orders only',
    });
    expect(offers.FESTIVAL20).toMatchObject({ usable: true, saving: 292 });
  });

  it('show an empty cart how much each coupon needs', async () => {
    const offers = byCode((await guest()('GET', '/user/cart/coupons')).json());
    expect(offers.WELCOME10).toMatchObject({ usable: false, shortfall: 500 });
    expect(offers.FREESHIP).toMatchObject({ unavailableReason: 'Add ₹599 more to apply FREESHIP.' });
  });
});
