import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/shared/contracts/cart';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { carts, emailOutbox } from '../../db/schema';
import { CookieJar, sessionClient, signUp, testIp, TEST_PASSWORD } from '../../test/session';
import { pricedVariants, setStock, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { GUEST_CART_COOKIE, guestKeyOf } from './guest-cart-cookie';
import { GUEST_CART_TTL_MS } from './cart-repository';

let t: TestApp;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  // ₹400, ₹250 and ₹1,200: every amount below is exact.
  items = await pricedVariants(t, [400_00, 250_00, 1200_00], 5);
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const item of items) await setStock(t, item.variantId, 5);
});

/** A browser that has never signed in, from an address of its own. */
function guest() {
  const jar = new CookieJar();
  const send = sessionClient(t.app, jar);
  const remoteAddress = testIp();
  const call = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) => {
    const res = await send({ method, url: `/api/v1${url}`, remoteAddress, ...(payload ? { payload } : {}) });
    return { status: res.statusCode, body: res.json() as Record<string, unknown>, res };
  };
  const add = (item: TestVariant, quantity: number) =>
    call('POST', '/user/add-to-cart', { id: item.productId, variantId: item.variantId, quantity });
  const cart = async () => cartResponseSchema.parse((await call('GET', '/user/user-cart')).body);
  return { jar, send, call, add, cart, remoteAddress };
}

describe('a guest cart', () => {
  it('keeps what a guest adds under an httpOnly, SameSite=Lax cookie that no other visitor shares', async () => {
    const meera = guest();
    const added = await meera.add(items[0]!, 2);
    expect(added.status).toBe(200);
    const cookie = added.res.cookies.find((c) => c.name === GUEST_CART_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect((await meera.cart()).cart).toEqual([expect.objectContaining({ id: items[0]!.productId, quantity: 2 })]);
    expect((await guest().cart()).cart).toEqual([]);
  });

  it('is priced and judged by the account cart rules: server prices, stock and coupons', async () => {
    const kabir = guest();
    const tooMany = await kabir.add(items[0]!, 6);
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toMatchObject({ message: 'Only 5 items available' });
    await kabir.call('POST', '/user/add-to-cart', {
      id: items[2]!.productId,
      variantId: items[2]!.variantId,
      quantity: 1,
      price: 1,
    });
    const coupon = await kabir.call('POST', '/user/cart/coupon', { code: 'FESTIVAL20' });
    expect(coupon.status).toBe(200);
    expect(coupon.body).toMatchObject({ message: 'Coupon FESTIVAL20 applied successfully!', total: 1030 });
  });

  it('shows its count in the personal summary the header reads', async () => {
    const surdas = guest();
    await surdas.add(items[1]!, 3);
    const summary = await surdas.call('GET', '/me/summary');
    expect(summary.body, JSON.stringify(summary.body)).toMatchObject({ user: null, cartCount: 3 });
    expect(summary.res.headers['cache-control']).toBe('private, no-store');
  });

  it('is gone once untouched for 30 days, and swept from the database', async () => {
    const tulsi = guest();
    await tulsi.add(items[1]!, 1);
    const guestKey = guestKeyOf(tulsi.jar.get(GUEST_CART_COOKIE)!.split('.')[0]!);
    const untouched = new Date(Date.now() - GUEST_CART_TTL_MS - 60_000);
    await t.db.update(carts).set({ updatedAt: untouched }).where(eq(carts.guestKey, guestKey));
    expect((await tulsi.cart()).cart).toEqual([]);
    expect((await tulsi.call('GET', '/me/summary')).body).toMatchObject({ cartCount: 0 });

    expect(await t.app.services.cart.sweepGuestCarts()).toBeGreaterThan(0);
    expect(await t.db.select().from(carts).where(eq(carts.guestKey, guestKey))).toEqual([]);
  });

  it('is opened and started only by a cookie the shop issued, never by one a visitor made up', async () => {
    const madeUp = (i: number) => `${'A'.repeat(40)}${String(i).padStart(3, '0')}`;
    const sharer = guest();
    sharer.jar.set(GUEST_CART_COOKIE, madeUp(0));
    await sharer.add(items[1]!, 2);
    // A new, signed cart was issued instead; the made-up value holds nothing for whoever sends it.
    expect(sharer.jar.get(GUEST_CART_COOKIE)).not.toBe(madeUp(0));
    const reader = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/user-cart',
      headers: { cookie: `${GUEST_CART_COOKIE}=${madeUp(0)}` },
    });
    expect(reader.json()).toMatchObject({ cart: [] });

    // One address making up a cookie per cart still starts only 60 carts an hour.
    const address = testIp();
    const statuses: number[] = [];
    for (let i = 1; i <= 61; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/add-to-cart',
        payload: { id: items[1]!.productId, variantId: items[1]!.variantId, quantity: 1 },
        headers: { cookie: `${GUEST_CART_COOKIE}=${madeUp(i)}` },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(60);
    expect(statuses.at(-1)).toBe(429);
  });

  it("answers a lapsed login 'Please Login First' so its page renews the session, not a guest cart", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/user-cart',
      headers: { cookie: `${SESSION_HINT_COOKIE}=1` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please Login First' });
  });
});

describe('signing in with a guest cart', () => {
  it('joins it to the account cart, capped by stock, tells the shopper and forgets the guest cart', async () => {
    const account = await signUp(t.app);
    await account.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: items[0]!.productId, variantId: items[0]!.variantId, quantity: 3 },
    });
    const mira = guest();
    await mira.add(items[0]!, 4);
    await mira.add(items[1]!, 1);
    const guestCookie = mira.jar.get(GUEST_CART_COOKIE)!;

    const login = await mira.call('POST', '/auth/login', { email: account.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.cartMerged).toBe(
      '3 items from before you signed in are now in your cart. Some quantities were lowered to the stock left.',
    );
    expect(mira.jar.get(GUEST_CART_COOKIE)).toBeUndefined();
    const merged = await mira.cart();
    expect(merged.cart.map((line) => [line.id, line.quantity])).toEqual([
      [items[0]!.productId, 5],
      [items[1]!.productId, 1],
    ]);

    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/user-cart',
      headers: { cookie: `${GUEST_CART_COOKIE}=${guestCookie}` },
    });
    expect(replay.json()).toMatchObject({ cart: [] });
  });

  it('tells a shopper signing in from a Hindi page what joined their cart in Hindi', async () => {
    const account = await signUp(t.app);
    const asha = guest();
    await asha.add(items[1]!, 2);
    const login = await asha.send({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: asha.remoteAddress,
      headers: { 'accept-language': 'hi-IN' },
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({
      message: 'लॉग इन हो गया',
      cartMerged: 'लॉग इन से पहले चुने गए 2 सामान अब आपके कार्ट में हैं।',
    });
  });

  it('brings the cart along when the guest signs up', async () => {
    const ravi = guest();
    await ravi.add(items[2]!, 1);
    const session = await signUp(t.app, { jar: ravi.jar });
    expect(session.cartMerged).toBe('1 item from before you signed in is now in your cart.');
    expect((await ravi.cart()).cart).toEqual([expect.objectContaining({ id: items[2]!.productId, quantity: 1 })]);
  });

  it('brings the cart along when the guest signs in with a phone code', async () => {
    const kabir = guest();
    await kabir.add(items[1]!, 2);
    const phone = `9${String(Date.now()).slice(-9)}`;
    expect((await kabir.call('POST', '/auth/otp/request', { phone })).status).toBe(200);
    const [sent] = await t.db
      .select({ params: emailOutbox.params })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, `+91${phone}`), eq(emailOutbox.template, 'sign-in-code')))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const signedIn = await kabir.call('POST', '/auth/otp/verify', { phone, code: sent!.params![0] });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.cartMerged).toBe('2 items from before you signed in are now in your cart.');
    expect((await kabir.cart()).cart).toEqual([expect.objectContaining({ id: items[1]!.productId, quantity: 2 })]);
  });
});
