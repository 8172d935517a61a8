import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { addresses, cartItems, carts, orders, refreshTokens, users } from '../db/schema';
import { addToCart, checkoutOk, customer, orderRow } from '../modules/checkout/checkout-test-kit';
import { REFRESH_COOKIE } from '../modules/auth/auth-cookies';
import { LOGIN_FAILURE_LIMITS } from '../modules/auth/auth-limits';
import { CookieJar, signUp, signupTokenMailedTo, testIp, uniqueEmail } from '../test/session';
import { createShopper, pricedVariants, type TestVariant } from '../test/shoppers';
import { createTestDatabase } from '../test/test-database';
import { createTestApp, type TestApp } from '../test/test-app';

// Sessions and forged requests: a stolen refresh token, a foreign site posting with the visitor's
// cookies, extra fields that try to grant rights, and password guessing, also behind a proxy.

let t: TestApp;
let item: TestVariant;

beforeAll(async () => {
  t = await createTestApp();
  item = (await pricedVariants(t, [999_00], 20))[0]!;
});
afterAll(() => t.close());

describe('refresh tokens', () => {
  it('reusing a rotated refresh token ends that login everywhere', async () => {
    const session = await signUp(t.app);
    const stolen = session.jar.get(REFRESH_COOKIE)!;
    const rotated = await session.request({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    expect(rotated.statusCode, rotated.body).toBe(200);
    expect(session.jar.get(REFRESH_COOKIE)).not.toBe(stolen);
    // A minute passes: past the few seconds in which a second tab may present the same token.
    await t.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - 60_000) })
      .where(and(eq(refreshTokens.userId, session.userData.id), isNotNull(refreshTokens.usedAt)));

    // The thief presents the old token: refused, and the whole login is revoked.
    const thief = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: `${REFRESH_COOKIE}=${stolen}` },
    });
    expect(thief.statusCode).toBe(401);
    const owner = await session.request({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    expect(owner.statusCode).toBe(401);
    const verify = await session.request({ method: 'GET', url: '/api/v1/auth/verify' });
    expect(verify.statusCode).toBe(401);
  });

  it('a made-up refresh token is refused', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh-token',
      headers: { cookie: `${REFRESH_COOKIE}=${'x'.repeat(43)}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('cross-site request forgery', () => {
  const foreign = [
    { origin: 'https://evil.example' },
    { origin: 'null' },
    { referer: 'https://evil.example/page' },
    { 'sec-fetch-site': 'cross-site' },
    { 'sec-fetch-site': 'same-site', origin: 'http://localhost:80' },
  ];

  it('a write from a foreign origin is refused and changes nothing', async () => {
    const shopper = await createShopper(t, 'csrf');
    for (const headers of foreign) {
      for (const [method, url, payload] of [
        ['POST', '/api/v1/user/add-to-cart', { id: item.productId, variantId: item.variantId, quantity: 1 }],
        ['PATCH', '/api/v1/user/profile', { name: 'Hijacked' }],
        ['POST', '/api/v1/user/addresses', { ...customer }],
        ['POST', '/api/v1/payment/checkout', { paymentMethod: 'COD', shippingAddress: customer }],
        ['DELETE', '/api/v1/user/clear-cart', undefined],
      ] as const) {
        const res = await shopper.request({ method, url, payload, headers: { ...headers, host: 'localhost' } });
        expect(res.statusCode, `${method} ${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.json().code).toBe('CSRF_REJECTED');
      }
    }
    const cart = await t.db.select().from(carts).where(eq(carts.userId, shopper.id));
    const lines = cart[0] ? await t.db.select().from(cartItems).where(eq(cartItems.cartId, cart[0].id)) : [];
    expect(lines).toHaveLength(0);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, shopper.id))).toHaveLength(0);
    expect(await t.db.select().from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(0);
    const [user] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(user!.name).not.toBe('Hijacked');
  });

  it('the same write from the shop itself is accepted', async () => {
    const shopper = await createShopper(t, 'csrf-ok');
    const res = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { name: 'Meera' },
      headers: { host: 'localhost', origin: 'http://localhost', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('mass assignment', () => {
  it('sign-up and profile updates cannot make anyone an admin or change their email', async () => {
    const email = uniqueEmail('mass');
    const signup = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      payload: { email, password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108', isAdmin: true, role: 'admin' },
      remoteAddress: testIp(),
    });
    expect(signup.statusCode, signup.body).toBe(200);
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/confirm',
      payload: { token: await signupTokenMailedTo(t.app, email), isAdmin: true, role: 'admin' },
      headers: { cookie: `shop_signup=${signup.cookies[0]!.value}` },
      remoteAddress: testIp(),
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const jar = new CookieJar();
    jar.store(opened);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      headers: { cookie: jar.header() },
      payload: {
        name: 'Gopi',
        isAdmin: true,
        is_admin: true,
        email: 'owner@shop.in',
        id: 'x',
        _id: 'x',
        role: 'admin',
      },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const [user] = await t.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ isAdmin: false, name: 'Gopi', email });
    const admin = await t.app.inject({ method: 'GET', url: '/api/v1/admin/orders', headers: { cookie: jar.header() } });
    expect([403, 404]).toContain(admin.statusCode);
  });

  it('a checkout cannot set its own status, payment status or price', async () => {
    const shopper = await createShopper(t, 'mass-order');
    await addToCart(shopper, item, 1);
    const data = await checkoutOk(shopper, {
      ...({
        orderStatus: 'delivered',
        status: 'delivered',
        paymentStatus: 'paid',
        totalPaise: 1,
        userId: '00000000-0000-0000-0000-000000000000',
      } as object),
      totalAmount: 1,
    });
    const order = await orderRow(t, data.orderId);
    expect(order).toMatchObject({ status: 'pending', paymentStatus: 'pending', userId: shopper.id });
    expect(order.subtotalPaise).toBe(item.pricePaise);
  });

  it("an address saved with someone else's user id is still the caller's", async () => {
    const victim = await createShopper(t, 'mass-victim');
    const shopper = await createShopper(t, 'mass-address');
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/addresses',
      payload: { ...customer, userId: victim.id, user_id: victim.id },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, victim.id))).toHaveLength(0);
    expect(await t.db.select().from(addresses).where(eq(addresses.userId, shopper.id))).toHaveLength(1);
  });
});

describe('password guessing', () => {
  it('guesses at one account from many addresses are held to one every few seconds, but not its owner', async () => {
    const owner = await signUp(t.app);
    // Nine wrong passwords so far, the last still waiting 4 s for its turn.
    await t.db
      .update(users)
      .set({ failedLogins: 9, lastFailedLoginAt: new Date(Date.now() + 4000) })
      .where(eq(users.id, owner.userData.id));
    const guess = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: testIp(),
    });
    expect(guess.statusCode).toBe(429);
    expect(Number(guess.headers['retry-after'])).toBeGreaterThanOrEqual(3);
    expect(guess.cookies).toHaveLength(0);

    // The browser the owner signed up in is not held back by the guesses.
    const own = await owner.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: owner.email, password: owner.password },
      remoteAddress: testIp(),
    });
    expect(own.statusCode, own.body).toBe(200);
  });
});

describe('behind a proxy (production settings)', () => {
  let app: App;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/nonexistent-test-data', LOG_LEVEL: 'silent' });
    app = await buildApp({ config, database });
    dispose = async () => {
      await app.close();
      await database.dispose();
    };
  });
  afterAll(() => dispose());

  it('a client cannot dodge the per-address login limit by making up X-Forwarded-For', async () => {
    // The address the load balancer saw has all but one of its allowed wrong passwords spent.
    const failures = app.failureCounter(LOGIN_FAILURE_LIMITS.address);
    for (let i = 1; i < LOGIN_FAILURE_LIMITS.address.max; i += 1) await failures.take('203.0.113.9');
    const guess = (forwardedFor: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        // The load balancer appends the real address; the left-most entry is whatever the client wrote.
        headers: { 'x-forwarded-for': forwardedFor },
        payload: { email: uniqueEmail('guess'), password: 'Wrong-guess-1' },
      });
    expect((await guess('198.51.100.1, 203.0.113.9')).statusCode).toBe(401);
    expect((await guess('198.51.100.2, 203.0.113.9')).statusCode).toBe(429);
    // The address counted is the one the proxy saw, not the socket's.
    expect((await guess('203.0.113.77')).statusCode).toBe(401);
  });

  it('HSTS is sent when the shop is reached over https through the proxy', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/health',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' },
    });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
  });

  it('session cookies are Secure behind an https proxy', async () => {
    const email = uniqueEmail('https');
    const headers = {
      host: 'shop.example.in',
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '203.0.113.11',
      origin: 'https://shop.example.in',
    };
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers,
      payload: { email, password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup/confirm',
      headers: { ...headers, cookie: `shop_signup=${asked.cookies[0]!.value}` },
      payload: { token: await signupTokenMailedTo(app, email) },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookies = res.cookies as { name: string; secure?: boolean; httpOnly?: boolean }[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
