import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { emailOutbox, passwordResetTokens, refreshTokens, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  CookieJar,
  logIn,
  sessionClient,
  signUp,
  signupTokenMailedTo,
  TEST_PASSWORD,
  testIp,
  uniqueEmail,
  type Session,
} from '../../test/session';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth-cookies';
import { AUTH_LIMITS } from './auth-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload?: object, extra: { cookie?: string; remoteAddress?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: extra.cookie ? { cookie: extra.cookie } : {},
    remoteAddress: extra.remoteAddress ?? testIp(),
  });

/** Moves a login's spent refresh tokens' first use back in time, past the grace a second tab gets. */
const spentLongAgo = (userId: string) =>
  t.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - 60_000) })
    .where(and(eq(refreshTokens.userId, userId), isNotNull(refreshTokens.usedAt)));

const verify = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: { cookie } });

function cookieNamed(response: { cookies: unknown[] }, name: string) {
  return (response.cookies as { name: string; value: string; [key: string]: unknown }[]).find((c) => c.name === name);
}

/** The cookie a sign-up answer set, sent back as the browser that asked would. */
const signupCookie = (asked: { cookies: unknown[] }) => `shop_signup=${cookieNamed(asked, 'shop_signup')?.value ?? ''}`;

describe('Signing up', () => {
  it('signs a new shopper in when they open the emailed link, with cookies the page scripts cannot read', async () => {
    const email = uniqueEmail('Signup');
    const asked = await post('/api/v1/auth/signup', { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD });
    expect(asked.statusCode).toBe(200);
    // Only the cookie that lets this browser open its link without the password again; no login yet.
    expect(asked.cookies.map((cookie) => cookie.name)).toEqual(['shop_signup']);
    expect(cookieNamed(asked, 'shop_signup')?.httpOnly).toBe(true);
    const res = await post(
      '/api/v1/auth/signup/confirm',
      { token: await signupTokenMailedTo(t.app, email) },
      { cookie: signupCookie(asked) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Signup successful!',
      userData: {
        email: email.toLowerCase(),
        name: '',
        avatar: null,
        isAdmin: false,
        notifications: true,
        orderCount: 0,
        wishlistCount: 0,
      },
    });

    const access = cookieNamed(res, ACCESS_COOKIE);
    const refresh = cookieNamed(res, REFRESH_COOKIE);
    const hint = cookieNamed(res, 'shop_session');
    expect(access).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(refresh).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' });
    expect(hint).toMatchObject({ value: '1' });
    expect(hint?.httpOnly).toBeFalsy();
    // Served over plain http here, so not Secure (a browser would drop a Secure cookie on http).
    expect(access?.secure).toBeFalsy();

    const jar = new CookieJar();
    jar.store(res);
    const me = await verify(jar.header());
    expect(me.statusCode).toBe(200);
    expect(me.json().userData.email).toBe(email.toLowerCase());
  });

  it('marks the session cookies Secure when the shop is reached over https behind its proxy', async () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET: 'p'.repeat(40),
      DATA_DIR: '/nonexistent-test-data',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp({ config, database: t.database });
    try {
      const email = uniqueEmail();
      const headers = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.in' };
      const asked = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
        headers,
        remoteAddress: testIp(),
      });
      expect(cookieNamed(asked, 'shop_signup')?.secure).toBe(true);
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup/confirm',
        payload: { token: await signupTokenMailedTo(app, email) },
        headers: { ...headers, cookie: signupCookie(asked) },
        remoteAddress: testIp(),
      });
      expect(res.statusCode).toBe(201);
      for (const name of [ACCESS_COOKIE, REFRESH_COOKIE, 'shop_session']) {
        expect(cookieNamed(res, name)?.secure).toBe(true);
      }
    } finally {
      await app.close();
    }
  });

  it('stores only a slow salted hash of the password', async () => {
    const session = await signUp(t.app);
    const [row] = await t.db.select().from(users).where(eq(users.id, session.userData.id));
    expect(row?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(row?.passwordHash).not.toContain(TEST_PASSWORD);
  });

  it.each([
    [{ email: '', password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }],
    [{ email: uniqueEmail(), password: '', confirmPassword: '' }],
    [{ email: uniqueEmail(), password: TEST_PASSWORD }],
    [{}],
  ])('asks to fill in all fields when one is missing (%j)', async (payload) => {
    const res = await post('/api/v1/auth/signup', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please fill in all fields' });
  });

  it('says when the passwords do not match', async () => {
    const res = await post('/api/v1/auth/signup', {
      email: uniqueEmail(),
      password: TEST_PASSWORD,
      confirmPassword: `${TEST_PASSWORD}x`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Passwords do not match',
      fields: { confirmPassword: 'Passwords do not match' },
    });
  });

  it.each([
    ['short1', 'Password must be at least 8 characters and include a letter and a number'],
    ['onlyletters', 'Password must be at least 8 characters and include a letter and a number'],
    ['12345678', 'Password must be at least 8 characters and include a letter and a number'],
    ['Password123', 'This password is too common. Please choose a less guessable one.'],
  ])('refuses the weak password %s', async (password, message) => {
    const res = await post('/api/v1/auth/signup', { email: uniqueEmail(), password, confirmPassword: password });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses an address that is not shaped like an email', async () => {
    const res = await post('/api/v1/auth/signup', {
      email: 'radha-at-example',
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please enter a valid email address');
  });

  it('ignores an attempt to sign up as an admin', async () => {
    const email = uniqueEmail();
    const asked = await post('/api/v1/auth/signup', {
      email,
      password: TEST_PASSWORD,
      confirmPassword: TEST_PASSWORD,
      isAdmin: true,
    });
    expect(asked.statusCode).toBe(200);
    const res = await post(
      '/api/v1/auth/signup/confirm',
      { token: await signupTokenMailedTo(t.app, email) },
      { cookie: signupCookie(asked) },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().userData.isAdmin).toBe(false);
  });
});

describe('Logging in', () => {
  let account: Session;
  beforeAll(async () => {
    account = await signUp(t.app);
  });

  it('logs in with the right password, whatever the capitals of the email', async () => {
    const res = await post('/api/v1/auth/login', {
      email: `  ${account.email.toUpperCase()} `,
      password: TEST_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, userData: { id: account.userData.id } });
    expect(cookieNamed(res, ACCESS_COOKIE)?.value).toBeTruthy();
  });

  it('refuses a wrong password and an unknown email with the same words', async () => {
    const wrong = await post('/api/v1/auth/login', { email: account.email, password: 'Not-the-password-1' });
    const unknown = await post('/api/v1/auth/login', { email: uniqueEmail('nobody'), password: TEST_PASSWORD });
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid email or password' });
      expect(res.cookies).toHaveLength(0);
    }
  });

  it('asks to fill in all fields when the password is empty', async () => {
    const res = await post('/api/v1/auth/login', { email: account.email, password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please fill in all fields');
  });

  it('gives each login its own session, so logging out one device keeps the other', async () => {
    const phone = await logIn(t.app, account.email);
    const laptop = await logIn(t.app, account.email);
    await phone.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect((await verify(phone.jar.header())).statusCode).toBe(401);
    expect((await verify(laptop.jar.header())).statusCode).toBe(200);
  });
});

describe('Verifying a session', () => {
  it('answers Please Login First without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please Login First' });
  });

  it('refuses an access token whose signature was tampered with', async () => {
    const session = await signUp(t.app);
    const token = session.jar.get(ACCESS_COOKIE) ?? '';
    const [payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
      'base64url',
    );
    const res = await verify(`${ACCESS_COOKIE}=${forged}.${signature}`);
    expect(res.statusCode).toBe(401);
  });

  it('refuses an access token past its fifteen minutes', async () => {
    const session = await signUp(t.app);
    const claims = t.app.services.auth.tokens.verifyAccess(session.jar.get(ACCESS_COOKIE) ?? '');
    expect(claims).not.toBeNull();
    const stale = t.app.services.auth.tokens.signAccess(
      { userId: session.userData.id, familyId: claims?.fam ?? '' },
      new Date(Date.now() - 16 * 60 * 1000),
    );
    expect((await verify(`${ACCESS_COOKIE}=${stale}`)).statusCode).toBe(401);
    const fresh = t.app.services.auth.tokens.signAccess({ userId: session.userData.id, familyId: claims?.fam ?? '' });
    expect((await verify(`${ACCESS_COOKIE}=${fresh}`)).statusCode).toBe(200);
  });

  it('counts the wishlist in the user data', async () => {
    const session = await signUp(t.app);
    const product = await t.app.services.catalogue.productBySlug(
      (await t.app.services.catalogue.homepage()).products[0]?.slug ?? '',
    );
    await session.request({ method: 'POST', url: '/api/v1/user/update-wishlist', payload: { productId: product._id } });
    const res = await session.request({ method: 'GET', url: '/api/v1/auth/verify' });
    expect(res.json().userData).toMatchObject({ wishlistCount: 1, orderCount: 0 });
  });
});

describe('Refreshing a session', () => {
  it('trades the refresh token for a new pair, and the old one stops working', async () => {
    const session = await signUp(t.app);
    const oldRefresh = session.jar.get(REFRESH_COOKIE);
    const res = await session.request({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, userData: { id: session.userData.id } });
    const newRefresh = session.jar.get(REFRESH_COOKIE);
    expect(newRefresh).toBeTruthy();
    expect(newRefresh).not.toBe(oldRefresh);
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/verify' })).statusCode).toBe(200);

    // Only hashes are stored.
    const stored = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, session.userData.id));
    expect(stored).toHaveLength(2);
    for (const row of stored) {
      expect(row.tokenHash).not.toBe(oldRefresh);
      expect(row.tokenHash).not.toBe(newRefresh);
    }
  });

  it('revokes the whole login when a spent refresh token is presented again', async () => {
    const victim = await signUp(t.app);
    const stolen = victim.jar.get(REFRESH_COOKIE) ?? '';
    // The rightful owner refreshes first...
    expect((await victim.request({ method: 'POST', url: '/api/v1/auth/refresh-token' })).statusCode).toBe(200);
    await spentLongAgo(victim.userData.id);
    // ...then, a minute later, the thief replays the copied token.
    const replay = await post('/api/v1/auth/refresh-token', undefined, { cookie: `${REFRESH_COOKIE}=${stolen}` });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'SESSION_EXPIRED' });

    // Every token of that login is now dead: the owner's current refresh and access tokens too.
    const ownerRefresh = await post('/api/v1/auth/refresh-token', undefined, {
      cookie: `${REFRESH_COOKIE}=${victim.jar.get(REFRESH_COOKIE)}`,
    });
    expect(ownerRefresh.statusCode).toBe(401);
    expect((await verify(victim.jar.header())).statusCode).toBe(401);
  });

  it('leaves the other logins of the account alone when one is revoked for reuse', async () => {
    const first = await signUp(t.app);
    const second = await logIn(t.app, first.email);
    const stolen = first.jar.get(REFRESH_COOKIE) ?? '';
    await first.request({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    await spentLongAgo(first.userData.id);
    expect(
      (await post('/api/v1/auth/refresh-token', undefined, { cookie: `${REFRESH_COOKIE}=${stolen}` })).statusCode,
    ).toBe(401);
    expect((await verify(second.jar.header())).statusCode).toBe(200);
  });

  it('answers a refresh token sent twice within seconds (two tabs, a lost answer) with a fresh pair of the same login', async () => {
    const session = await signUp(t.app);
    const cookie = `${REFRESH_COOKIE}=${session.jar.get(REFRESH_COOKIE)}`;
    const first = await post('/api/v1/auth/refresh-token', undefined, { cookie });
    const second = await post('/api/v1/auth/refresh-token', undefined, { cookie });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ success: true, userData: { id: session.userData.id } });
    const pairs = [first, second].map((res) => {
      const jar = new CookieJar();
      jar.store(res);
      return jar;
    });
    expect(pairs[1]!.get(REFRESH_COOKIE)).not.toBe(pairs[0]!.get(REFRESH_COOKIE));
    for (const jar of pairs) expect((await verify(jar.header())).statusCode).toBe(200);
    // The same login: both pairs end with one logout.
    const access = t.app.services.auth.tokens.verifyAccess.bind(t.app.services.auth.tokens);
    expect(access(pairs[1]!.get(ACCESS_COOKIE) ?? '')?.fam).toBe(access(pairs[0]!.get(ACCESS_COOKIE) ?? '')?.fam);
    await post('/api/v1/auth/logout', undefined, { cookie: pairs[0]!.header() });
    expect((await verify(pairs[1]!.header())).statusCode).toBe(401);
  });

  it('refuses an expired refresh token and clears the session cookies', async () => {
    const session = await signUp(t.app);
    await t.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.userId, session.userData.id));
    const res = await session.request({ method: 'POST', url: '/api/v1/auth/refresh-token' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({
      code: 'SESSION_EXPIRED',
      message: 'Your session has expired. Please log in again.',
    });
    expect(session.jar.get(REFRESH_COOKIE)).toBeUndefined();
    expect(session.jar.get('shop_session')).toBeUndefined();
  });

  it('refuses a refresh without a token, and an unknown token', async () => {
    expect((await post('/api/v1/auth/refresh-token')).statusCode).toBe(401);
    const res = await post('/api/v1/auth/refresh-token', undefined, { cookie: `${REFRESH_COOKIE}=made-up-token` });
    expect(res.statusCode).toBe(401);
  });
});

describe('Logging out', () => {
  it('ends the session on the server, so copies of its cookies stop working', async () => {
    const session = await signUp(t.app);
    const copied = session.jar.header();
    const res = await session.request({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: 'Logged out successfully' });
    expect(session.jar.get(ACCESS_COOKIE)).toBeUndefined();
    expect((await verify(copied)).statusCode).toBe(401);
    const refresh = await post('/api/v1/auth/refresh-token', undefined, { cookie: copied });
    expect(refresh.statusCode).toBe(401);
  });

  it('answers a logout without a session calmly', async () => {
    const res = await post('/api/v1/auth/logout');
    expect(res.statusCode).toBe(200);
  });
});

describe('Resetting a forgotten password', () => {
  const resetLink = async (email: string) => {
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, email), eq(emailOutbox.template, 'password-reset')));
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    return { mail, token };
  };

  it('says the same thing whether or not the email has an account', async () => {
    const session = await signUp(t.app);
    const known = await post('/api/v1/auth/forgot-password', { email: session.email });
    const unknown = await post('/api/v1/auth/forgot-password', { email: uniqueEmail('stranger') });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
  });

  it('mails a one-time link that sets a new password and ends every login', async () => {
    const session = await signUp(t.app);
    await post('/api/v1/auth/forgot-password', { email: session.email });
    const { mail, token } = await resetLink(session.email);
    expect(mail).toMatchObject({ template: 'password-reset', status: 'pending' });
    expect(mail?.text).toContain('http://localhost:3000/reset-password#token=');
    expect(token).toBeTruthy();

    const newPassword = 'Shyam-Sundar-2024';
    const reset = await post('/api/v1/auth/reset-password', {
      token,
      password: newPassword,
      confirmPassword: newPassword,
    });
    expect(reset.statusCode).toBe(200);
    expect((await verify(session.jar.header())).statusCode).toBe(401);

    const oldLogin = await post('/api/v1/auth/login', { email: session.email, password: TEST_PASSWORD });
    expect(oldLogin.statusCode).toBe(401);
    await logIn(t.app, session.email, newPassword);

    const again = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Another-Pass-77',
      confirmPassword: 'Another-Pass-77',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This reset link is invalid or has expired');
  });

  it('refuses an expired link', async () => {
    const session = await signUp(t.app);
    await post('/api/v1/auth/forgot-password', { email: session.email });
    const { token } = await resetLink(session.email);
    await t.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, session.userData.id));
    const res = await post('/api/v1/auth/reset-password', {
      token,
      password: 'Shyam-Sundar-2024',
      confirmPassword: 'Shyam-Sundar-2024',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('RESET_TOKEN_INVALID');
    await logIn(t.app, session.email, TEST_PASSWORD);
  });

  it('holds a new password to the same rules as sign-up', async () => {
    const res = await post('/api/v1/auth/reset-password', {
      token: 'a'.repeat(43),
      password: 'Shyam-Sundar-2024',
      confirmPassword: 'Shyam-Sundar-2025',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Passwords do not match');
  });
});

describe('Cross-site request forgery', () => {
  it('refuses a login posted from another site, and sets no cookie', async () => {
    const session = await signUp(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: session.email, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
      remoteAddress: testIp(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'CSRF_REJECTED' });
    expect(res.cookies).toHaveLength(0);
  });

  it("refuses a change to a shopper's data from another site even with their cookies", async () => {
    const session = await signUp(t.app);
    for (const headers of [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { 'sec-fetch-site': 'cross-site' },
    ]) {
      const res = await session.request({
        method: 'PATCH',
        url: '/api/v1/user/profile',
        payload: { name: 'Hacked' },
        headers,
      });
      expect(res.statusCode).toBe(403);
    }
    const me = await session.request({ method: 'GET', url: '/api/v1/auth/verify' });
    expect(me.json().userData.name).toBe('');
  });

  it('accepts the same call from the shop itself', async () => {
    const session = await signUp(t.app);
    const res = await session.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { name: 'Meera' },
      headers: { origin: 'http://localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().userData.name).toBe('Meera');
  });
});

describe('Rate limits', () => {
  it('limits sign-ups from one address, counting refused attempts too', async () => {
    const ip = testIp();
    const max = AUTH_LIMITS.signup[0]!.max;
    for (let i = 0; i < max; i += 1) {
      const res = await post(
        '/api/v1/auth/signup',
        { email: uniqueEmail(), password: TEST_PASSWORD, confirmPassword: 'different-1' },
        { remoteAddress: ip },
      );
      expect(res.statusCode).toBe(400);
    }
    const blocked = await post(
      '/api/v1/auth/signup',
      { email: uniqueEmail(), password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
      { remoteAddress: ip },
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
    // From elsewhere sign-up still works.
    expect(
      (
        await post('/api/v1/auth/signup', {
          email: uniqueEmail(),
          password: TEST_PASSWORD,
          confirmPassword: TEST_PASSWORD,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits reset attempts from one address', async () => {
    const ip = testIp();
    const max = AUTH_LIMITS.resetPassword[0]!.max;
    const attempt = () =>
      post(
        '/api/v1/auth/reset-password',
        { token: 'b'.repeat(43), password: 'Shyam-Sundar-2024', confirmPassword: 'Shyam-Sundar-2024' },
        { remoteAddress: ip },
      );
    for (let i = 0; i < max; i += 1) expect((await attempt()).statusCode).toBe(400);
    expect((await attempt()).statusCode).toBe(429);
  });
});

describe('The session client used by other test files', () => {
  it('keeps cookies between requests like a browser', async () => {
    const { email } = await signUp(t.app);
    const jar = new CookieJar();
    const request = sessionClient(t.app, jar);
    await request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: TEST_PASSWORD },
      remoteAddress: testIp(),
    });
    expect((await request({ method: 'GET', url: '/api/v1/auth/verify' })).json().userData.email).toBe(email);
  });
});
