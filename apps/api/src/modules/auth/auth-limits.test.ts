import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema';
import { CookieJar, TEST_PASSWORD, testIp, uniqueEmail } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEVICE_COOKIE } from './auth-cookies';
import { LOGIN_FAILURE_LIMITS } from './auth-limits';

// Attacks that once locked owners out of their own accounts: each test is what an attacker tried
// and what the owner now sees. The sign-in clock is the test's: it moves only when a login waits
// (unless frozen) or a test moves it, and nobody really sleeps.

const clock = { start: Date.now(), offsetMs: 0, frozen: false, slept: [] as number[] };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    seed: false,
    authClock: {
      now: () => new Date(clock.start + clock.offsetMs),
      sleep: async (ms) => {
        clock.slept.push(ms);
        if (!clock.frozen) clock.offsetMs += ms;
      },
    },
  });
});
afterAll(() => t.close());
afterEach(() => {
  clock.frozen = false;
  clock.slept = [];
});

/** An account whose password hash is cheap to check, so a test may log in dozens of times. */
async function account(): Promise<{ email: string; id: string }> {
  const salt = randomBytes(16);
  const key = scryptSync(TEST_PASSWORD.normalize('NFKC'), salt, 64, { N: 1024, r: 8, p: 1 });
  const email = uniqueEmail('owner');
  const [row] = await t.db
    .insert(users)
    .values({ email, passwordHash: `scrypt$1024$8$1$${salt.toString('base64')}$${key.toString('base64')}` })
    .returning({ id: users.id });
  return { email, id: row!.id };
}

function login(email: string, password: string, { jar, ip }: { jar?: CookieJar; ip?: string } = {}) {
  return t.app
    .inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password },
      headers: jar ? { cookie: jar.header() } : {},
      remoteAddress: ip ?? testIp(),
    })
    .then((res) => {
      jar?.store(res);
      return res;
    });
}

async function guessFromTenAddresses(email: string) {
  for (let i = 0; i < 10; i += 1) {
    expect((await login(email, `Wrong-guess-${i}`)).statusCode).toBe(401);
  }
}

const failedLogins = async (id: string) =>
  (await t.db.select({ n: users.failedLogins }).from(users).where(eq(users.id, id)))[0]?.n;

describe('Logging in while a stranger guesses the password', () => {
  it('ten wrong passwords from ten addresses do not keep the owner out of a browser they used before', async () => {
    const owner = await account();
    const phone = new CookieJar();
    expect((await login(owner.email, TEST_PASSWORD, { jar: phone })).statusCode).toBe(200);
    expect(phone.get(DEVICE_COOKIE)).toBeTruthy();

    await guessFromTenAddresses(owner.email);

    clock.frozen = true;
    clock.slept = [];
    const res = await login(owner.email, TEST_PASSWORD, { jar: phone });
    expect(res.statusCode).toBe(200);
    expect(clock.slept).toEqual([]);
  });

  it('ten wrong passwords from ten addresses slow each guess down, and let the owner in from a new browser within 5 s', async () => {
    const owner = await account();
    await guessFromTenAddresses(owner.email);
    // Five free, then each guess waited its turn.
    expect(clock.slept).toEqual([1000, 2000, 4000, 5000, 5000]);

    clock.slept = [];
    const res = await login(owner.email, TEST_PASSWORD, { jar: new CookieJar() });
    expect(res.statusCode).toBe(200);
    expect(clock.slept).toEqual([5000]);
    // The correct password ended the run: the next wrong one costs nothing.
    expect(await failedLogins(owner.id)).toBe(0);
  });

  it('guesses sent all at once are judged one at a time, and the rest told when to come back', async () => {
    const owner = await account();
    for (let i = 0; i < 5; i += 1) expect((await login(owner.email, `Wrong-guess-${i}`)).statusCode).toBe(401);
    clock.frozen = true;
    const burst = await Promise.all(Array.from({ length: 5 }, (_, i) => login(owner.email, `Burst-guess-${i}`)));
    const refused = burst.filter((res) => res.statusCode === 429);
    expect(burst.filter((res) => res.statusCode === 401).length).toBeLessThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const res of refused) {
      expect(res.json()).toMatchObject({
        code: 'TOO_MANY_ATTEMPTS',
        message: expect.stringMatching(/^Too many attempts\. Please try again in \d seconds?\.$/),
      });
      const wait = Number(res.headers['retry-after']);
      expect(wait).toBeGreaterThanOrEqual(1);
      expect(wait).toBeLessThanOrEqual(5);
      expect(res.cookies).toHaveLength(0);
    }
  });

  it("a device cookie for another account, or a forged one, does not skip the account's wait", async () => {
    const attacker = await account();
    const victim = await account();
    const attackerBrowser = new CookieJar();
    expect((await login(attacker.email, TEST_PASSWORD, { jar: attackerBrowser })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await login(victim.email, `Wrong-guess-${i}`)).statusCode).toBe(401);

    clock.frozen = true;
    expect((await login(victim.email, 'Wrong-guess-5', { jar: attackerBrowser })).statusCode).toBe(401);
    expect(clock.slept).toEqual([1000]);
    const forged = new CookieJar();
    forged.set(DEVICE_COOKIE, `${attackerBrowser.get(DEVICE_COOKIE)}x`);
    expect((await login(victim.email, TEST_PASSWORD, { jar: forged })).statusCode).toBe(200);
    // Queued behind the guess before it, like any browser new to the account.
    expect(clock.slept).toEqual([1000, 3000]);
  });

  it('a browser that reset the password is not held back by the guesses either', async () => {
    const owner = await account();
    await guessFromTenAddresses(owner.email);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: owner.email },
      remoteAddress: testIp(),
    });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.email));
    const token = /#token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const newPassword = 'Shyam-Sundar-2024';
    const browser = new CookieJar();
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: newPassword, confirmPassword: newPassword },
      remoteAddress: testIp(),
    });
    expect(reset.statusCode).toBe(200);
    browser.store(reset);

    await guessFromTenAddresses(owner.email);
    clock.frozen = true;
    clock.slept = [];
    expect((await login(owner.email, newPassword, { jar: browser })).statusCode).toBe(200);
    expect(clock.slept).toEqual([]);
  });
});

describe('Logging in often, and from a shared address', () => {
  it('twelve successful logins in a row do not lock the owner out', async () => {
    const owner = await account();
    for (let i = 0; i < 12; i += 1) {
      expect((await login(owner.email, TEST_PASSWORD)).statusCode).toBe(200);
    }
  });

  it("sixty shoppers behind one carrier's address all log in, typos and all", async () => {
    const carrier = testIp();
    const shoppers = [await account(), await account(), await account()];
    for (let i = 0; i < 60; i += 1) {
      const shopper = shoppers[i % 3]!;
      if (i % 6 === 0) expect((await login(shopper.email, 'Typo-password-1', { ip: carrier })).statusCode).toBe(401);
      expect((await login(shopper.email, TEST_PASSWORD, { ip: carrier })).statusCode).toBe(200);
    }
  });

  it('one address guessing across many accounts is stopped after 100 wrong passwords, not a browser used before', async () => {
    const address = testIp();
    const owner = await account();
    const laptop = new CookieJar();
    expect((await login(owner.email, TEST_PASSWORD, { jar: laptop, ip: address })).statusCode).toBe(200);

    const failures = t.app.failureCounter(LOGIN_FAILURE_LIMITS.address);
    for (let i = 1; i < LOGIN_FAILURE_LIMITS.address.max; i += 1) await failures.take(address);
    const other = await account();
    expect((await login(other.email, 'Wrong-guess-100', { ip: address })).statusCode).toBe(401);
    const blocked = await login(other.email, TEST_PASSWORD, { ip: address });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 15 minutes.');

    expect((await login(owner.email, TEST_PASSWORD, { jar: laptop, ip: address })).statusCode).toBe(200);
  });
});

describe("Guessing passwords to learn whether an email is a customer's", () => {
  /** What an attacker sees of each wrong password: status, Retry-After, body and the server's hold. */
  async function eightWrongPasswords(email: string) {
    clock.frozen = true;
    const seen = [];
    for (let i = 0; i < 8; i += 1) {
      clock.slept = [];
      const res = await login(email, `Wrong-guess-${i}`);
      // Every answer has a request id of its own; all else must match.
      const { requestId, ...body } = res.json();
      expect(requestId).toBeTruthy();
      seen.push({
        status: res.statusCode,
        retryAfter: res.headers['retry-after'],
        headers: Object.keys(res.headers).sort(),
        body,
        held: clock.slept,
      });
    }
    return seen;
  }

  it('eight wrong passwords for an email without an account wait and answer exactly as for a customer', async () => {
    const customer = await account();
    const known = await eightWrongPasswords(customer.email);
    const unknown = await eightWrongPasswords(uniqueEmail('nobody'));

    expect(unknown).toEqual(known);
    expect(known.map((try_) => try_.status)).toEqual([401, 401, 401, 401, 401, 401, 401, 429]);
    expect(known.map((try_) => try_.held)).toEqual([[], [], [], [], [], [1000], [3000], []]);
    expect(known.map((try_) => try_.retryAfter)).toEqual([...Array(7).fill(undefined), '2']);
  });

  it('an email without an account keeps one run, however its letters are cased', async () => {
    const email = uniqueEmail('nobody');
    const unknown = await eightWrongPasswords(`  ${email.toUpperCase()} `);
    clock.slept = [];
    const res = await login(email, 'Wrong-guess-9');
    expect(unknown[7]!.status).toBe(429);
    expect(res.statusCode).toBe(429);
  });

  it('a run of wrong passwords for an email without an account is forgotten fifteen minutes after its last try', async () => {
    const email = uniqueEmail('nobody');
    expect((await eightWrongPasswords(email)).at(-1)!.status).toBe(429);

    // Fourteen minutes on, the run is still there: two tries at once, and the second waits.
    clock.offsetMs += 14 * 60_000;
    clock.slept = [];
    expect((await login(email, 'Wrong-guess-8')).statusCode).toBe(401);
    expect((await login(email, 'Wrong-guess-9')).statusCode).toBe(401);
    expect(clock.slept).toEqual([5000]);

    // Fifteen minutes after the last try's turn, which came 5 s after it was sent.
    clock.offsetMs += 5000 + 15 * 60_000 + 1;
    clock.slept = [];
    for (let i = 0; i < 5; i += 1) expect((await login(email, `Later-guess-${i}`)).statusCode).toBe(401);
    expect(clock.slept).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    // Fifteen password checks, each as slow as a real one: more than the default on a busy machine.
  }, 90_000);
});

describe("Requests about someone else's email", () => {
  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email }, remoteAddress: testIp() });
  const mails = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it("a stranger's reset requests neither fill the owner's inbox nor block the owner's own", async () => {
    const owner = await account();
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await forgot(owner.email));
    const own = await forgot(owner.email);
    for (const res of [...answers, own]) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(own.json());
    }
    expect(await mails(owner.email)).toHaveLength(1);

    clock.offsetMs += 2 * 60_000 + 1000;
    expect((await forgot(owner.email)).statusCode).toBe(200);
    expect(await mails(owner.email)).toHaveLength(2);
  });

  it("five sign-ups with someone's email do not block the owner from signing up", async () => {
    const email = uniqueEmail('not-yet');
    const signup = (confirmPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signup',
        payload: { email, password: TEST_PASSWORD, confirmPassword },
        remoteAddress: testIp(),
      });
    for (let i = 0; i < 5; i += 1) expect((await signup('Not-the-same-1')).statusCode).toBe(400);
    expect((await signup(TEST_PASSWORD)).statusCode).toBe(200);
  });
});
