import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { createShopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { logIn, signUp, TEST_PASSWORD, testIp, uniqueEmail } from '../../test/session';
import { AUTH_LIMITS } from '../auth/auth-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  // A stand-in admin-only route, guarded the way the admin routes are, to prove the guard.
  t.app.get('/api/v1/admin/test-only/ping', { preHandler: t.app.requireAdmin }, async (request) => ({
    success: true,
    adminId: request.user?.id,
  }));
});
afterAll(() => t.close());

describe('The profile', () => {
  it('shows the signed-in user their own profile, marked for no cache to keep', async () => {
    const session = await signUp(t.app);
    const res = await session.request({ method: 'GET', url: '/api/v1/user/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().userData).toMatchObject({ id: session.userData.id, email: session.email });
  });

  it('asks a visitor to log in first', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/user/profile'],
      ['PATCH', '/api/v1/user/profile'],
      ['POST', '/api/v1/user/change-password'],
    ] as const) {
      const res = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please Login First');
    }
  });

  it('changes name, picture and email preference, and ignores isAdmin, email and id sent with them', async () => {
    const session = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await session.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: {
        name: '  Radha Sharma ',
        avatar: 'https://images.example.in/radha.webp',
        notifications: false,
        isAdmin: true,
        email: other.email,
        id: other.userData.id,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Profile updated successfully',
      userData: {
        id: session.userData.id,
        email: session.email,
        name: 'Radha Sharma',
        avatar: 'https://images.example.in/radha.webp',
        notifications: false,
        isAdmin: false,
      },
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, session.userData.id));
    expect(row?.isAdmin).toBe(false);
    const [otherRow] = await t.db.select().from(users).where(eq(users.id, other.userData.id));
    expect(otherRow?.name).toBe('');
  });

  it('clears the picture when an empty address is sent', async () => {
    const session = await signUp(t.app);
    await session.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { avatar: 'https://x.example/a.png' },
    });
    const res = await session.request({ method: 'PATCH', url: '/api/v1/user/profile', payload: { avatar: '' } });
    expect(res.json().userData.avatar).toBeNull();
  });

  it.each([
    [{ name: '   ' }, 'Name is required'],
    [{ name: 'x'.repeat(81) }, 'Name must be at most 80 characters'],
    [{ avatar: 'javascript:alert(1)' }, 'Please enter a picture address starting with https://'],
    [{ avatar: 'http://insecure.example/a.png' }, 'Please enter a picture address starting with https://'],
  ])('refuses %j and changes nothing', async (payload, message) => {
    const session = await signUp(t.app);
    const res = await session.request({ method: 'PATCH', url: '/api/v1/user/profile', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const [row] = await t.db.select().from(users).where(eq(users.id, session.userData.id));
    expect(row).toMatchObject({ name: '', avatar: null });
  });
});

describe("A phone account's profile", () => {
  const phoneShopper = () =>
    createShopper(t, 'phone', { phone: `+9197${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  const mailsTo = (address: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, address));

  it('adds a name and an email, kept unverified, with the link that proves it mailed there alone', async () => {
    const shopper = await phoneShopper();
    const email = uniqueEmail('phone-profile');
    const res = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { name: 'Radha Sharma', email },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().userData).toMatchObject({ name: 'Radha Sharma', email, emailVerified: false });
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['email-verification']);

    // The same address sent again (the form sends what it shows) mails nothing more.
    await shopper.request({ method: 'PATCH', url: '/api/v1/user/profile', payload: { name: 'Radha', email } });
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses an email another account holds, in Hindi on a Hindi page, and changes nothing', async () => {
    const shopper = await phoneShopper();
    const other = await signUp(t.app);
    const res = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      headers: { 'accept-language': 'hi' },
      payload: { name: 'Radha', email: other.email },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_ON_ANOTHER_ACCOUNT',
      message: 'यह ईमेल किसी दूसरे खाते से जुड़ा है। कृपया कोई दूसरा ईमेल दें, या इसे खाली छोड़ दें।',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row).toMatchObject({ name: '', email: null });
  });

  it('leaves an email it gave but never proved free for its owner: no reset link, and sign-up works', async () => {
    const shopper = await phoneShopper();
    const email = uniqueEmail('unproven');
    await shopper.request({ method: 'PATCH', url: '/api/v1/user/profile', payload: { email } });

    const reset = await t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
    expect(reset.statusCode).toBe(200);
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['email-verification']);

    const owner = await signUp(t.app, { email });
    expect(owner.userData).toMatchObject({ email, emailVerified: true });
    const [row] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(row?.email).toBeNull();
  });
});

describe('Changing the password', () => {
  const newPassword = 'Gopal-Makhan-99';

  it('needs the current password', async () => {
    const session = await signUp(t.app);
    const res = await session.request({
      method: 'POST',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: 'Not-it-123', newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Your current password is incorrect');
  });

  it('sets the new password, keeps this device signed in and signs the others out', async () => {
    const session = await signUp(t.app);
    const otherDevice = await logIn(t.app, session.email);
    const res = await session.request({
      method: 'POST',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(res.statusCode).toBe(200);
    expect((await session.request({ method: 'GET', url: '/api/v1/auth/verify' })).statusCode).toBe(200);
    expect((await otherDevice.request({ method: 'GET', url: '/api/v1/auth/verify' })).statusCode).toBe(401);
    await logIn(t.app, session.email, newPassword);
  });

  it('holds the new password to the sign-up rules', async () => {
    const session = await signUp(t.app);
    const mismatch = await session.request({
      method: 'POST',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword, confirmPassword: 'Something-else-1' },
    });
    expect(mismatch.json().message).toBe('Passwords do not match');
    const weak = await session.request({
      method: 'POST',
      url: '/api/v1/user/change-password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
    });
    expect(weak.json().message).toBe('Password must be at least 8 characters and include a letter and a number');
  });

  it('stops guessing of the current password after five tries', async () => {
    const session = await signUp(t.app);
    const max = AUTH_LIMITS.changePassword[1]!.max;
    const attempt = (currentPassword: string) =>
      session.request({
        method: 'POST',
        url: '/api/v1/user/change-password',
        payload: { currentPassword, newPassword, confirmPassword: newPassword },
        remoteAddress: testIp(),
      });
    for (let i = 0; i < max; i += 1) expect((await attempt(`Guess-${i}-x`)).statusCode).toBe(400);
    expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);
  });
});

describe('Admin-only routes', () => {
  it('answer 403 to a customer and 401 to a visitor', async () => {
    const customer = await signUp(t.app);
    const asCustomer = await customer.request({ method: 'GET', url: '/api/v1/admin/test-only/ping' });
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().code).toBe('FORBIDDEN');
    const asVisitor = await t.app.inject({ method: 'GET', url: '/api/v1/admin/test-only/ping' });
    expect(asVisitor.statusCode).toBe(401);
  });

  it('let an admin through with their identity on the request', async () => {
    const admin = await signUp(t.app);
    await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.userData.id));
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/test-only/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, adminId: admin.userData.id });
  });
});
