import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { signUp, TEST_PASSWORD, testIp, uniqueEmail } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const localeOf = async (id: string) =>
  (await t.db.select({ locale: users.locale }).from(users).where(eq(users.id, id)))[0]?.locale;
const post = (url: string, payload: object, language: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language }, remoteAddress: testIp() });
const mailsTo = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)));

describe('An account remembers the language it last signed in with', () => {
  it('records Hindi at a sign-in from a Hindi page, and English again from an English one', async () => {
    const account = await signUp(t.app);
    expect(await localeOf(account.userData.id)).toBe('en');
    const credentials = { email: account.email, password: TEST_PASSWORD };
    expect((await post('/api/v1/auth/login', credentials, 'hi')).statusCode).toBe(200);
    expect(await localeOf(account.userData.id)).toBe('hi');
    expect((await post('/api/v1/auth/login', credentials, 'en-IN')).statusCode).toBe(200);
    expect(await localeOf(account.userData.id)).toBe('en');
  });

  it("tells a Hindi account's owner of a stranger's sign-up in Hindi, whatever page the stranger used", async () => {
    const account = await signUp(t.app);
    await post('/api/v1/auth/login', { email: account.email, password: TEST_PASSWORD }, 'hi');
    await post(
      '/api/v1/auth/signup',
      { email: account.email, password: 'Other-pass-1', confirmPassword: 'Other-pass-1' },
      'en',
    );
    const [notice] = await mailsTo(account.email, 'signup-existing-account');
    expect(notice?.subject).toBe('किसी ने आपके ईमेल से Shringar Shop खाता बनाने की कोशिश की');
    expect(notice?.text).toMatch(/अगर यह आप थे, तो लॉग इन करें: http:\/\/\S+\/hi\/login/);
  });

  it('mails a sign-up link asked for on a Hindi page in Hindi, to the Hindi page', async () => {
    const email = uniqueEmail('hindi');
    await post('/api/v1/auth/signup', { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, 'hi');
    const [link] = await mailsTo(email, 'signup-link');
    expect(link?.subject).toBe('अपना Shringar Shop खाता बनाना पूरा करें');
    expect(link?.text).toMatch(/http:\/\/\S+\/hi\/signup\/confirm#token=/);
  });
});
