import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, pendingSignups, users } from '../../db/schema';
import { createAdmin } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CookieJar, signUp, signupTokenMailedTo, TEST_PASSWORD, testIp, uniqueEmail } from '../../test/session';
import { SUCCESS_MESSAGES } from '@shop/shared/success-messages';

// Sign-up must not tell anyone which emails have accounts: every well-formed request gets the same
// answer, and the inbox's owner learns the rest. This shop sends email (a local SMTP server), so it
// is not a demo; the sign-in clock is the test's, moved to age links.

const clock = { start: Date.now(), offsetMs: 0 };
let t: TestApp;
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.resume();
      stream.on('end', () => callback());
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({
    env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
    authClock: { now: () => new Date(clock.start + clock.offsetMs), sleep: async () => {} },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
beforeEach(() => {
  clock.offsetMs = 0;
});

const NEW_PASSWORD = 'Shyam-Sundar-2024';

const post = (url: string, payload: object, jar?: CookieJar) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: jar ? { cookie: jar.header() } : {},
    remoteAddress: testIp(),
  });
/** Asks for a sign-up from the browser `jar` (a fresh one unless given), which keeps its cookie. */
const signup = async (email: string, password = TEST_PASSWORD, jar = new CookieJar()) => {
  const res = await post('/api/v1/auth/signup', { email, password, confirmPassword: password }, jar);
  jar.store(res);
  return res;
};
/** Opens a link's token from the browser `jar`; without one, from a browser that never signed up. */
const confirm = (token: string, jar?: CookieJar, password?: string) =>
  post('/api/v1/auth/signup/confirm', password === undefined ? { token } : { token, password }, jar);
/** Asks for a sign-up and returns its browser and the link's token, as its inbox has it. */
const signupFrom = async (email: string, password = TEST_PASSWORD, jar = new CookieJar()) => {
  await signup(email, password, jar);
  return { jar, token: await signupTokenMailedTo(t.app, email) };
};
const login = (email: string, password: string) => post('/api/v1/auth/login', { email, password });

const mails = (to: string, template: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)));
const accountOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0];

describe('Signing up tells nobody which emails have accounts', () => {
  it('answers a known and an unknown address alike, byte for byte, and signs neither in', async () => {
    const owner = await signUp(t.app);
    const known = await signup(owner.email, NEW_PASSWORD);
    const unknown = await signup(uniqueEmail('stranger'), NEW_PASSWORD);

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ success: true, message: SUCCESS_MESSAGES.SIGNUP_LINK_SENT });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    // Each answer's cookie binds the browser to a sign-up; only its random value differs.
    const shape = (res: typeof known) => String(res.headers['set-cookie']).replace(/=[^;]*/, '=…');
    expect(shape(known)).toBe('shop_signup=…; Max-Age=86400; Path=/api/v1/auth/signup; HttpOnly; SameSite=Lax');
    expect(shape(unknown)).toBe(shape(known));
    expect(known.cookies[0]?.value).toMatch(/^[\w-]{43}$/);
    expect(unknown.cookies[0]?.value).toMatch(/^[\w-]{43}$/);
    expect(known.cookies.map((cookie) => cookie.name)).toEqual(['shop_signup']);
    expect(unknown.cookies.map((cookie) => cookie.name)).toEqual(['shop_signup']);
  });

  it('mails the owner of a known address that someone tried, and leaves their password as it was', async () => {
    const owner = await signUp(t.app);
    expect((await signup(owner.email.toUpperCase(), NEW_PASSWORD)).statusCode).toBe(200);

    const [notice, ...more] = await mails(owner.email, 'signup-existing-account');
    expect(more).toEqual([]);
    expect(notice?.text).toContain('Someone tried to create a Shringar Shop account with your email');
    expect(notice?.text).toMatch(/http:\/\/\S+\/login/);
    expect(notice?.text).toMatch(/http:\/\/\S+\/forgot-password/);
    expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('mails the owner at most one notice every two minutes, and still answers the same', async () => {
    const owner = await signUp(t.app);
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await signup(owner.email, NEW_PASSWORD)).body);
    expect(new Set(answers).size).toBe(1);
    expect(await mails(owner.email, 'signup-existing-account')).toHaveLength(1);

    clock.offsetMs += 2 * 60_000 + 1000;
    expect((await signup(owner.email, NEW_PASSWORD)).body).toBe(answers[0]);
    expect(await mails(owner.email, 'signup-existing-account')).toHaveLength(2);
  });
});

describe('A new address is only signed up by its emailed link', () => {
  it('creates nothing until the link is opened, then creates the account verified and signs in', async () => {
    const email = uniqueEmail('gopi');
    const asker = new CookieJar();
    expect((await signup(email, TEST_PASSWORD, asker)).statusCode).toBe(200);
    expect(await accountOf(email)).toBeUndefined();
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);

    const [link] = await mails(email, 'signup-link');
    expect(link?.text).toMatch(/http:\/\/\S+\/signup\/confirm#token=[\w-]{43}/);
    const opened = await confirm(await signupTokenMailedTo(t.app, email), asker);
    expect(opened.statusCode).toBe(201);
    expect(opened.json().userData.email).toBe(email);

    const jar = new CookieJar();
    jar.store(opened);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: { cookie: jar.header() } });
    expect(me.json().userData.email).toBe(email);
    expect((await accountOf(email))?.emailVerifiedAt).toBeInstanceOf(Date);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('lets the link work once', async () => {
    const { jar, token } = await signupFrom(uniqueEmail('once'));
    expect((await confirm(token, jar)).statusCode).toBe(201);

    const again = await confirm(token, jar);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'SIGNUP_LINK_INVALID',
      message: 'This link has expired or was already used',
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('lets the link expire after a day, leaving no account', async () => {
    const email = uniqueEmail('late');
    const { jar, token } = await signupFrom(email);
    clock.offsetMs += 24 * 60 * 60_000 + 1000;

    const late = await confirm(token, jar);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('SIGNUP_LINK_INVALID');
    expect(await accountOf(email)).toBeUndefined();
  });

  it('refuses a made-up link', async () => {
    const res = await confirm('m'.repeat(43));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This link has expired or was already used');
  });

  it('keeps only the last password of a sign-up asked for twice: the first link stops working', async () => {
    const email = uniqueEmail('twice');
    const { jar, token: first } = await signupFrom(email, TEST_PASSWORD);
    const { token: second } = await signupFrom(email, NEW_PASSWORD, jar);
    expect(second).not.toBe(first);
    expect(await t.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toHaveLength(1);

    expect((await confirm(first, jar)).statusCode).toBe(400);
    expect((await confirm(second, jar)).statusCode).toBe(201);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(401);
  });
});

describe('A sign-up link makes the account only with the password asked for with it', () => {
  it("refuses a stranger's link opened by the owner: the account is not made with the stranger's password", async () => {
    const email = uniqueEmail('victim');
    const owner = await signupFrom(email, TEST_PASSWORD);
    // A stranger asks for the same address with their own password; the owner's inbox gets the newest link.
    const stranger = await signupFrom(email, NEW_PASSWORD);
    expect(stranger.token).not.toBe(owner.token);

    const asked = await confirm(stranger.token, owner.jar);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toMatchObject({
      code: 'SIGNUP_PASSWORD_NEEDED',
      message: 'Enter the password you chose when signing up',
    });
    const refused = await confirm(stranger.token, owner.jar, TEST_PASSWORD);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('SIGNUP_PASSWORD_WRONG');
    expect(refused.headers['set-cookie']).toBeUndefined();
    expect(await accountOf(email)).toBeUndefined();
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);

    // The owner simply signs up again from their own browser, and the account is theirs.
    const again = await signupFrom(email, TEST_PASSWORD, owner.jar);
    expect((await confirm(again.token, owner.jar)).statusCode).toBe(201);
    expect((await confirm(stranger.token, stranger.jar)).statusCode).toBe(400);
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await login(email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it('lets the browser that asked open its link with one tap, no password asked', async () => {
    const email = uniqueEmail('one-tap');
    const { jar, token } = await signupFrom(email);
    const opened = await confirm(token, jar);
    expect(opened.statusCode).toBe(201);
    expect(opened.cookies.find((cookie) => cookie.name === 'shop_signup')?.value).toBe('');
    expect((await login(email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it("asks another browser (the phone's mail app) for the password, then makes the account with it", async () => {
    const email = uniqueEmail('phone');
    const { token } = await signupFrom(email);
    const phone = new CookieJar();
    expect((await confirm(token, phone)).json().code).toBe('SIGNUP_PASSWORD_NEEDED');
    expect(await accountOf(email)).toBeUndefined();

    const opened = await confirm(token, phone, TEST_PASSWORD);
    expect(opened.statusCode).toBe(201);
    expect(opened.json().userData.email).toBe(email);
    phone.store(opened);
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: { cookie: phone.header() } });
    expect(me.json().userData.email).toBe(email);
  });

  it('refuses a wrong password with a clear message and keeps the link working', async () => {
    const email = uniqueEmail('typo');
    const { token } = await signupFrom(email);
    const wrong = await confirm(token, undefined, 'Tulsi-Mala-109');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      code: 'SIGNUP_PASSWORD_WRONG',
      message: 'That is not the password you chose when signing up. Try again, or sign up again for a new link.',
    });
    expect(await accountOf(email)).toBeUndefined();
    expect((await confirm(token, undefined, TEST_PASSWORD)).statusCode).toBe(201);
  });

  it('spends the link after five wrong passwords, even for the right one after', async () => {
    const email = uniqueEmail('guessed');
    const { token } = await signupFrom(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await confirm(token, undefined, `Wrong-guess-${i}`)).json().code).toBe('SIGNUP_PASSWORD_WRONG');
    }
    const late = await confirm(token, undefined, TEST_PASSWORD);
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('SIGNUP_LINK_INVALID');
    expect(await accountOf(email)).toBeUndefined();
    expect(await t.db.select().from(pendingSignups).where(eq(pendingSignups.email, email))).toEqual([]);
  });
});

describe('The link in the outbox', () => {
  it("is hidden from the shop owner, so the outbox cannot finish anyone's sign-up", async () => {
    const owner = await createAdmin(t, 'outbox-owner');
    const email = uniqueEmail('hidden');
    await signup(email);
    const [mail] = await mails(email, 'signup-link');
    const res = await owner.request({ method: 'GET', url: `/api/v1/admin/emails/${mail!.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().email.text).toMatch(/^\(hidden: /);
    expect(res.body).not.toContain(await signupTokenMailedTo(t.app, email));
  });

  it('is never shown, nor a reset link, in the outbox of every channel once email really goes out', async () => {
    const owner = await createAdmin(t, 'outbox-reader');
    const email = uniqueEmail('taken-over');
    await signUp(t.app, { email });
    expect((await post('/api/v1/auth/forgot-password', { email })).statusCode).toBe(200);
    const res = await owner.request({ method: 'GET', url: `/api/v1/admin/outbox?to=${email}` });
    expect(res.statusCode).toBe(200);
    const messages = res.json().messages as { template: string; text: string | null }[];
    expect(messages.map((message) => message.template).sort()).toEqual(['password-reset', 'signup-link']);
    expect(messages.every((message) => message.text === null)).toBe(true);
    expect(res.body).not.toMatch(/token=/);
  });
});

describe('The link in the answer', () => {
  it('is never given by a shop that sends email', async () => {
    const res = await signup(uniqueEmail('mailed'));
    expect(res.json()).not.toHaveProperty('demoLink');
    expect(res.body).not.toContain('token');
  });

  it('is given by a demo shop, which sends none: the sign-up link, or the login page for a known address', async () => {
    const demo = await createTestApp({ seed: false });
    try {
      const ask = (email: string) =>
        demo.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signup',
          payload: { email, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
          remoteAddress: testIp(),
        });
      const email = uniqueEmail('visitor');
      const first = await ask(email);
      const answer = first.json();
      expect(answer).toMatchObject({ success: true, message: SUCCESS_MESSAGES.SIGNUP_LINK_SENT });
      expect(answer.demoLink).toMatch(/^\/signup\/confirm#token=[\w-]{43}$/);

      const token = new URLSearchParams(answer.demoLink.split('#')[1]).get('token');
      const opened = await demo.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup/confirm',
        payload: { token },
        headers: { cookie: `shop_signup=${first.cookies[0]!.value}` },
        remoteAddress: testIp(),
      });
      expect(opened.statusCode).toBe(201);

      expect((await ask(email)).json()).toEqual({
        success: true,
        message: SUCCESS_MESSAGES.SIGNUP_LINK_SENT,
        demoLink: '/login',
      });
    } finally {
      await demo.close();
    }
  });
});
