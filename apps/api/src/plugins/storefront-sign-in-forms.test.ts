import { Writable } from 'node:stream';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { ORDER_MESSAGES } from '@shop/shared/contracts/orders';
import { orderNumber } from '@shop/shared/order-rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { CookieJar, signUp, TEST_PASSWORD, testIp, uniqueEmail } from '../test/session';
import { createShopper, insertOrderRow, pickVariants, TEST_SHIPPING_ADDRESS } from '../test/shoppers';
import { ACCESS_COOKIE, REFRESH_COOKIE, SIGNUP_COOKIE } from '../modules/auth/auth-cookies';
import { GUEST_CART_COOKIE } from '../modules/cart/guest-cart-cookie';

// Sign-in, sign-up, forgot-password and tracking by order number posted as a browser without
// JavaScript posts them (or a tap before the page's script started): the route's action makes the
// API's own call and answers with the page, the cookies and the redirect the scripted form gives.
describe.skipIf(!storefrontBuilt)('the sign-in forms posted without JavaScript', () => {
  /** The server's log, request lines included, as an operator would read it. */
  const log: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      log.push(String(chunk));
      done();
    },
  });
  const store = storefrontForSuite({}, { level: 'info', stream });
  let email: string;

  beforeAll(async () => {
    email = uniqueEmail('nojs');
    await signUp(store.shop.app, { email });
  });

  /** A form posted to a page as a browser does, from the shop itself unless `origin` says otherwise. */
  const post = (
    url: string,
    fields: Record<string, string>,
    { from = testIp(), origin = 'http://localhost', jar }: { from?: string; origin?: string; jar?: CookieJar } = {},
  ) =>
    store.shop.app
      .inject({
        method: 'POST',
        url,
        remoteAddress: from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin,
          'sec-fetch-site': origin === 'http://localhost' ? 'same-origin' : 'cross-site',
          ...(jar ? { cookie: jar.header() } : {}),
        },
        payload: new URLSearchParams(fields).toString(),
      })
      .then((res) => {
        jar?.store(res);
        return res;
      });

  it('signs a shopper in with the API cookies and sends them where the scripted form would', async () => {
    const jar = new CookieJar();
    const res = await post('/login?redirect=%2Fdashboard%2Forders', { email, password: TEST_PASSWORD }, { jar });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(302);
    expect(res.headers.location).toBe('/dashboard/orders');
    const names = res.cookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE, SESSION_HINT_COOKIE]));
    expect(res.cookies.find((cookie) => cookie.name === ACCESS_COOKIE)).toMatchObject({ httpOnly: true, path: '/' });

    const me = await store.shop.app.inject({
      method: 'GET',
      url: '/api/v1/auth/verify',
      headers: { cookie: jar.header() },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ userData: { email } });

    // The dashboard is drawn on the server for the shopper it finds signed in, script or none.
    const dashboard = await store.shop.app.inject({
      method: 'GET',
      url: '/dashboard',
      headers: { cookie: jar.header() },
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.headers['cache-control']).toBe('private, no-store');
    expect(dashboard.body).toMatch(/<h1[^>]*>My Account<\/h1>/);
    expect(dashboard.body).toMatch(/<p>Namaste(, [^<]+)?!<\/p>/);
    expect(dashboard.body).not.toContain('You are signed in.</p>');

    // Without a page to go back to, the dashboard; never another site.
    for (const [target, location] of [
      ['/login', '/dashboard'],
      ['/login?redirect=https%3A%2F%2Fevil.example', '/dashboard'],
      ['/login?redirect=%2F%2Fevil.example', '/dashboard'],
      ['/login?redirect=%2Fhi%2F%2Fevil.example%2Fx', '/dashboard'],
      ['/login?redirect=%2F%09%2Fevil.example%2Fx', '/dashboard'],
      ['/login?redirect=%2Fhi%2F%5Cevil.example%2Fx', '/dashboard'],
    ] as const) {
      const again = await post(target, { email, password: TEST_PASSWORD });
      expect(again.headers.location, target).toBe(location);
    }
  });

  it("sends the shop's owner to the back office, which offers no Hindi page to switch to", async () => {
    const owner = uniqueEmail('nojs-owner');
    await signUp(store.shop.app, { email: owner });
    await store.shop.db.update(users).set({ isAdmin: true }).where(eq(users.email, owner));
    const jar = new CookieJar();
    for (const page of ['/login', '/hi/login']) {
      const res = await post(page, { email: owner, password: TEST_PASSWORD }, { jar });
      expect(res.statusCode, page).toBe(302);
      expect(res.headers.location, page).toBe('/admin');
    }
    // Sent to log in from a back-office page, the owner goes back to it.
    const back = await post('/login?redirect=%2Fadmin%2Forders', { email: owner, password: TEST_PASSWORD });
    expect(back.headers.location).toBe('/admin/orders');

    const admin = await store.shop.app.inject({ method: 'GET', url: '/admin', headers: { cookie: jar.header() } });
    expect(admin.statusCode).toBe(200);
    expect(admin.body).not.toContain('href="/hi/admin');
    // A shop page keeps its switch.
    const shop = await store.shop.app.inject({ method: 'GET', url: '/about', headers: { cookie: jar.header() } });
    expect(shop.body).toContain('href="/hi/about"');
  });

  it("takes a guest's cart into the account, as a scripted sign-in does", async () => {
    const [item] = await pickVariants(store.shop, 1, 5);
    const jar = new CookieJar();
    const from = testIp();
    const added = await store.shop.app.inject({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      remoteAddress: from,
      payload: { id: item!.productId, variantId: item!.variantId, quantity: 2 },
    });
    jar.store(added);
    expect(jar.get(GUEST_CART_COOKIE)).toBeDefined();

    const signedIn = await post('/login', { email, password: TEST_PASSWORD }, { jar, from });
    expect(signedIn.statusCode).toBe(302);
    const cart = await store.shop.app.inject({
      method: 'GET',
      url: '/api/v1/user/user-cart',
      headers: { cookie: jar.header() },
    });
    expect(cart.json()).toMatchObject({ cart: [expect.objectContaining({ id: item!.productId, quantity: 2 })] });
  });

  it("shows a wrong password's error in the spec's words, keeping the email and never the password", async () => {
    const res = await post('/login', { email, password: 'Wrong-Guess-42' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Invalid email or password');
    expect(res.body).toContain(`value="${email}"`);
    expect(res.body).not.toContain('Wrong-Guess-42');
    expect(res.cookies.map((cookie) => cookie.name)).not.toContain(ACCESS_COOKIE);

    const empty = await post('/login', { email, password: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Please fill in all fields');
    // The field at fault is marked and takes the focus, as the scripted form does.
    const passwordField = /<input[^>]*type="password"[^>]*>/.exec(empty.body)?.[0] ?? '';
    expect(passwordField).toContain('aria-invalid="true"');
    expect(passwordField).toContain('autofocus=""');
  });

  it('writes no password into the server log', async () => {
    await post('/login?redirect=%2Fcart', { email, password: TEST_PASSWORD });
    await post('/login', { email, password: 'Wrong-Guess-43' });
    await post('/signup', { email: uniqueEmail('nojs-log'), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    const written = log.join('');
    expect(written).toContain('/login?redirect=%2Fcart');
    for (const secret of [TEST_PASSWORD, 'Wrong-Guess-43']) expect(written).not.toContain(secret);
  });

  it('refuses a sign-in posted from another site', async () => {
    const res = await post('/login', { email, password: TEST_PASSWORD }, { origin: 'https://elsewhere.example' });
    expect(res.statusCode).toBe(403);
    expect(res.cookies.map((cookie) => cookie.name)).not.toContain(ACCESS_COOKIE);
  });

  it('asks for an account as the scripted form does: the same message, and the cookie for the emailed link', async () => {
    const res = await post('/signup', {
      email: uniqueEmail('nojs-new'),
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    expect(res.body).toContain('Check your email: we&#x27;ve sent a link to finish creating your account.');
    expect(res.body).not.toContain(TEST_PASSWORD);
    expect(res.cookies.map((cookie) => cookie.name)).toContain(SIGNUP_COOKIE);
    expect(res.headers['cache-control']).toBe('private, no-store');

    const mismatch = await post('/signup', {
      email: 'meera@example.in',
      password: TEST_PASSWORD,
      confirmPassword: 'Something-else-1',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.body).toContain('Passwords do not match');
    expect(mismatch.body).toContain('value="meera@example.in"');
    expect(mismatch.body).not.toContain(TEST_PASSWORD);
  });

  it("answers forgot-password with its message, and counts the visitor's address against its limit", async () => {
    const res = await post('/forgot-password', { email });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('If an account exists for this email, we have sent a link to reset the password.');

    const bad = await post('/forgot-password', { email: 'not-an-email' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('value="not-an-email"');

    // The API allows 30 requests per address per hour: the 31st from one address is refused.
    const from = testIp();
    for (let i = 0; i < 30; i += 1) expect((await post('/forgot-password', { email }, { from })).statusCode).toBe(200);
    const limited = await post('/forgot-password', { email }, { from });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many attempts');
    expect((await post('/forgot-password', { email })).statusCode).toBe(200);
  });

  it('finds an order by its number and email or phone, with one answer for any mismatch', async () => {
    const owner = await createShopper(store.shop, 'numbered');
    const orderId = await insertOrderRow(store.shop, owner.id);
    const number = orderNumber(orderId);
    const shown = `Order #${number}`;

    const found = await post('/track-order', { orderNumber: `#${number}`, confirm: TEST_SHIPPING_ADDRESS.phone });
    expect(found.statusCode, found.body.slice(0, 300)).toBe(200);
    expect(found.body).toContain(shown);
    expect(found.headers['cache-control']).toBe('private, no-store');

    const wrongContact = await post('/track-order', { orderNumber: number, confirm: 'someone@example.in' });
    const otherNumber = number === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    const wrongNumber = await post('/track-order', {
      orderNumber: otherNumber,
      confirm: TEST_SHIPPING_ADDRESS.contact,
    });
    for (const res of [wrongContact, wrongNumber]) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain(ORDER_MESSAGES.trackLookupMismatch);
      expect(res.body).not.toContain(shown);
    }

    // Nobody else is shown the page answered to this visitor.
    const page = await store.shop.app.inject({ method: 'GET', url: '/track-order' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Find your order');
    expect(page.body).not.toContain(shown);
  });

  it('sends a signed-in shopper from the tracking form to their orders', async () => {
    const shopper = await createShopper(store.shop, 'signed-in');
    const res = await shopper.request({ method: 'GET', url: '/track-order' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard/orders');
  });
});

if (!storefrontBuilt) console.log(`[sign-in forms] skipped: ${NOT_BUILT_MESSAGE}`);
