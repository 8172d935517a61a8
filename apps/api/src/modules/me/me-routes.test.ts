import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meSummaryResponseSchema } from '@shop/shared/contracts/me';
import { carts, users } from '../../db/schema';
import { createShopper, pricedVariants, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCESS_COOKIE } from '../auth/auth-cookies';

let t: TestApp;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  items = await pricedVariants(t, [400_00, 250_00], 10);
});
afterAll(() => t.close());

const summaryFor = (cookie?: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/me/summary', headers: cookie ? { cookie } : {} });

describe('GET /api/v1/me/summary', () => {
  it('tells a visitor in a few bytes that nobody is signed in, and no cache keeps it', async () => {
    const res = await summaryFor();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, user: null, cartCount: 0, wishlist: [], coupon: null });
    expect(res.body.length).toBeLessThan(100);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers an expired or forged access token as a visitor, so the browser refreshes and asks again', async () => {
    const res = await summaryFor(`${ACCESS_COOKIE}=not.a-token`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: null, cartCount: 0 });
  });

  it("brings a shopper's name, cart count, hearts and coupon in one answer under 2 KB", async () => {
    const shopper = await createShopper(t, 'summary');
    await t.db.update(users).set({ name: 'Meera Bai' }).where(eq(users.id, shopper.id));
    for (const [item, quantity] of [
      [items[0]!, 2],
      [items[1]!, 1],
    ] as const) {
      const added = await shopper.request({
        method: 'POST',
        url: '/api/v1/user/add-to-cart',
        payload: { id: item.productId, variantId: item.variantId, quantity },
      });
      expect(added.statusCode).toBe(200);
    }
    const hearts = [items[1]!.productId, items[0]!.productId];
    for (const productId of hearts) {
      const res = await shopper.request({
        method: 'POST',
        url: '/api/v1/user/update-wishlist',
        payload: { productId },
      });
      expect(res.statusCode).toBe(200);
    }
    await t.db.update(carts).set({ couponCode: 'WELCOME10' }).where(eq(carts.userId, shopper.id));

    const res = await summaryFor(shopper.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const summary = meSummaryResponseSchema.parse(res.json());
    expect(summary.user).toMatchObject({ id: shopper.id, name: 'Meera Bai', isAdmin: false, wishlistCount: 2 });
    expect(summary.cartCount).toBe(3);
    expect(summary.wishlist).toEqual(hearts);
    expect(summary.coupon).toBe('WELCOME10');
    expect(res.body.length).toBeLessThan(2048);

    // The same count the cart itself shows.
    const cart = await shopper.request({ method: 'GET', url: '/api/v1/user/user-cart' });
    expect(cart.json()).toMatchObject({ itemCount: 3 });
  });
});
