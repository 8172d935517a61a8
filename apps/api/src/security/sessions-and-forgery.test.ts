import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { addresses, cartItems, carts, orders, users } from '../db/schema';
import { addToCart, checkoutOk, customer, orderRow } from '../modules/checkout/checkout-test-kit';
import { REFRESH_COOKIE } from '../modules/auth/auth-cookies';
import { CookieJar, signUp, testIp, uniqueEmail } from '../test/session';
import { createShopper, pricedVariants, type TestVariant } from '../test/shoppers';
import { createTestDatabase } from '../test/test-database';
import { createTestApp, type TestApp } from '../test/test-app';

// Sessions and forged requests: a stolen refresh token, a foreign site posting with the visitor's
// cookies, extra fields that try to grant rights, and password guessing behind a proxy.

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
    expect(signup.statusCode, signup.body).toBe(201);
    const jar = new CookieJar();
    jar.store(signup);
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

describe('login rate limit', () => {
  it('guessing one account is stopped after ten tries, from any address', async () => {
    const session = await signUp(t.app);
    for (let i = 0; i < 10; i += 1) {
      // Wrong and malformed tries count alike (the limit runs before validation and hashing).
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: session.email, password: i === 0 ? 'wrong-password' : '' },
        remoteAddress: testIp(),
      });
      expect(res.statusCode).toBe(i === 0 ? 401 : 400);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: session.email, password: session.password },
      remoteAddress: testIp(),
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
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
    const statuses: number[] = [];
    for (let i = 0; i < 52; i += 1) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        // The load balancer appends the real address; the left-most entry is whatever the client wrote.
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9` },
        payload: { email: `guess-${i}@example.in`, password: '' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
    expect(statuses.slice(50)).toEqual([429, 429]);
    // The address counted is the one the proxy saw, not the socket's.
    const other = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'x-forwarded-for': '203.0.113.77' },
      payload: { email: 'someone@example.in', password: '' },
    });
    expect(other.statusCode).toBe(400);
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
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/signup',
      headers: {
        host: 'shop.example.in',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.11',
        origin: 'https://shop.example.in',
      },
      payload: { email: uniqueEmail('https'), password: 'Tulsi-Mala-108', confirmPassword: 'Tulsi-Mala-108' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const cookies = res.cookies as { name: string; secure?: boolean; httpOnly?: boolean }[];
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie.secure, cookie.name).toBe(true);
  });
});
