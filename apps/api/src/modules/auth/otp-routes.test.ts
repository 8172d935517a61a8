import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailOutbox, otpCodes, users } from '../../db/schema';
import { flood, KEY_FLOOD } from '../../test/flood';
import { createShopper } from '../../test/shoppers';
import { testIp } from '../../test/session';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ACCESS_COOKIE, REFRESH_COOKIE } from './auth-cookies';
import { OTP_RECORD_LIMITS } from './otp-routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { SIGN_IN_CODES_PER_HOUR: '500' } });
});
afterAll(() => t.close());

let phoneCounter = 0;
/** A fresh Indian mobile per call (E.164 and its ten digits), so tests never share a code or a limit. */
function newPhone() {
  phoneCounter += 1;
  const digits = `9${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(6, '0')}`;
  return { e164: `+91${digits}`, digits };
}

function post(url: string, payload: object, ip = testIp(), cookie?: string) {
  return t.app.inject({ method: 'POST', url, payload, remoteAddress: ip, headers: cookie ? { cookie } : {} });
}
const requestCode = (phone: string, extra: object = {}, ip?: string) =>
  post('/api/v1/auth/otp/request', { phone, ...extra }, ip);
const verify = (phone: string, code: string, ip?: string) => post('/api/v1/auth/otp/verify', { phone, code }, ip);

/** The newest code the sandbox outbox holds for `e164`, as the shopper's phone would show it. */
async function lastCode(e164: string) {
  const [row] = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, e164), eq(emailOutbox.template, 'sign-in-code')))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return { code: row!.params![0]!, row: row! };
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const ageCode = (e164: string, ms: number) =>
  t.db
    .update(otpCodes)
    .set({ sentAt: new Date(Date.now() - ms), expiresAt: new Date(Date.now() + 5 * 60_000 - ms) })
    .where(eq(otpCodes.phone, e164));

describe('asking for a sign-in code', () => {
  it('texts a 6-digit code by SMS, stored only as a hash, to the number however it was typed', async () => {
    for (const typed of ['+91 98765 43210', '098765 43210', '9876543210', '+91-98765-43210']) {
      await t.db.delete(otpCodes).where(eq(otpCodes.phone, '+919876543210'));
      const answer = await requestCode(typed);
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, phone: '+91 98765 43210', resendAfterSeconds: 30 });
    }
    const { code, row } = await lastCode('+919876543210');
    expect(code).toMatch(/^\d{6}$/);
    expect(row).toMatchObject({ channel: 'sms', status: 'pending', language: 'en' });
    expect(row.text).toContain(`${code} is your Shringar Shop sign-in code`);
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.phone, '+919876543210'));
    expect(stored!.codeHash).not.toContain(code);
  });

  it('sends it by WhatsApp when the shopper picks WhatsApp', async () => {
    const phone = newPhone();
    expect((await requestCode(phone.digits, { channel: 'whatsapp' })).statusCode).toBe(200);
    expect((await lastCode(phone.e164)).row.channel).toBe('whatsapp');
  });

  it('refuses numbers that are not Indian mobiles, and sends nothing', async () => {
    for (const phone of ['12345', '5876543210', '+1 415 555 0100', '98765432101', 'nine', '']) {
      const answer = await requestCode(phone);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toBe('Please enter a 10-digit Indian mobile number');
    }
  });

  it('sends a new code only 30 seconds after the last one', async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    const early = await requestCode(phone.digits);
    expect(early.statusCode).toBe(429);
    expect(early.json().message).toMatch(/^Please wait (30|29) seconds before asking for another code\.$/);

    await ageCode(phone.e164, 31_000);
    const { code: first } = await lastCode(phone.e164);
    expect((await requestCode(phone.digits)).statusCode).toBe(200);
    const { code: second } = await lastCode(phone.e164);
    // The first code no longer works once a new one is sent.
    if (first !== second) expect((await verify(phone.digits, first)).statusCode).toBe(400);
    expect((await verify(phone.digits, second)).statusCode).toBe(200);
  });

  it('limits codes strictly per phone, and loosely per address', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(phone.digits)).statusCode).toBe(200);
      await ageCode(phone.e164, 31_000);
    }
    const sixth = await requestCode(phone.digits);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);

    // Many shoppers behind one carrier address each get their code.
    const carrier = testIp();
    for (let i = 0; i < 20; i += 1) expect((await requestCode(newPhone().digits, {}, carrier)).statusCode).toBe(200);
  });
});

describe('signing in with the code', () => {
  it('creates an account on first use and signs in with the same cookies as a password login', async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    const { code } = await lastCode(phone.e164);
    const answer = await verify(`+91 ${phone.digits}`, code);

    expect(answer.statusCode).toBe(200);
    expect(answer.json().userData).toMatchObject({ phone: phone.e164, email: '', name: '' });
    const names = answer.cookies.map((cookie) => cookie.name);
    expect(names).toEqual(expect.arrayContaining([ACCESS_COOKIE, REFRESH_COOKIE]));
    const [account] = await t.db.select().from(users).where(eq(users.phone, phone.e164));
    expect(account).toMatchObject({ email: null });
    expect(account!.phoneVerifiedAt).not.toBeNull();

    const cookie = answer.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/auth/verify', headers: { cookie } });
    expect(me.json().userData.id).toBe(account!.id);
  });

  it('signs the same phone into the same account next time', async () => {
    const phone = newPhone();
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      await t.db.delete(otpCodes).where(eq(otpCodes.phone, phone.e164));
      await requestCode(phone.digits);
      ids.push((await verify(phone.digits, (await lastCode(phone.e164)).code)).json().userData.id);
    }
    expect(ids[0]).toBe(ids[1]);
    expect(await t.db.select().from(users).where(eq(users.phone, phone.e164))).toHaveLength(1);
  });

  it('never takes a code twice', async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    const { code } = await lastCode(phone.e164);
    expect((await verify(phone.digits, code)).statusCode).toBe(200);
    const again = await verify(phone.digits, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('The code has expired. Send a new one.');
  });

  it('counts wrong codes down and spends the code after the fifth', async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    const { code } = await lastCode(phone.e164);
    const messages: string[] = [];
    for (let i = 0; i < 5; i += 1) messages.push((await verify(phone.digits, wrong(code))).json().message);
    expect(messages).toEqual([
      'That code is not right. 4 tries left.',
      'That code is not right. 3 tries left.',
      'That code is not right. 2 tries left.',
      'That code is not right. 1 try left.',
      'That code is not right, and it was the last try. Send a new one.',
    ]);
    // Even the right code is refused now: a guesser gets five tries per code.
    expect((await verify(phone.digits, code)).json().message).toBe('The code has expired. Send a new one.');
  });

  it('refuses a code after five minutes', async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    const { code } = await lastCode(phone.e164);
    await ageCode(phone.e164, 5 * 60_000 + 1);
    const late = await verify(phone.digits, code);
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The code has expired. Send a new one.');
    expect(await t.db.select().from(users).where(eq(users.phone, phone.e164))).toEqual([]);
  });

  it('refuses a code for another phone', async () => {
    const mine = newPhone();
    const theirs = newPhone();
    await requestCode(mine.digits);
    const { code } = await lastCode(mine.e164);
    expect((await verify(theirs.digits, code)).json().message).toBe('The code has expired. Send a new one.');
  });
});

describe('adding a phone to an email account', () => {
  it('links the phone, so a later sign-in by phone reaches the same account', async () => {
    const shopper = await createShopper(t, 'linker');
    const phone = newPhone();
    await requestCode(phone.digits);
    const added = await post(
      '/api/v1/account/phone',
      { phone: phone.digits, code: (await lastCode(phone.e164)).code },
      testIp(),
      shopper.cookie,
    );
    expect(added.json()).toEqual({ success: true, message: 'Your phone number is verified.' });

    await ageCode(phone.e164, 31_000);
    await requestCode(phone.digits);
    const signedIn = await verify(phone.digits, (await lastCode(phone.e164)).code);
    expect(signedIn.json().userData).toMatchObject({ id: shopper.id, email: shopper.email, phone: phone.e164 });
    expect(await t.db.select().from(users).where(eq(users.phone, phone.e164))).toHaveLength(1);
  });

  it("refuses a phone that is another account's", async () => {
    const phone = newPhone();
    await requestCode(phone.digits);
    await verify(phone.digits, (await lastCode(phone.e164)).code);
    const other = await createShopper(t, 'other');
    await t.db.delete(otpCodes).where(eq(otpCodes.phone, phone.e164));
    await requestCode(phone.digits);
    const taken = await post(
      '/api/v1/account/phone',
      { phone: phone.digits, code: (await lastCode(phone.e164)).code },
      testIp(),
      other.cookie,
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This phone number belongs to another account');
    const [account] = await t.db.select().from(users).where(eq(users.id, other.id));
    expect(account!.phone).toBeNull();
  });
});

describe('counts a flood cannot wash away', () => {
  it("keeps a phone's codes and tries counted through thousands of junk requests for other phones", async () => {
    const texted = newPhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await requestCode(texted.digits)).statusCode).toBe(200);
      await ageCode(texted.e164, 31_000);
    }
    expect((await requestCode(texted.digits)).statusCode).toBe(429);

    // Fifteen wrong tries over three codes (each spent after five), then a fourth code.
    const guessed = newPhone();
    for (let round = 0; round < 3; round += 1) {
      await requestCode(guessed.digits);
      const { code } = await lastCode(guessed.e164);
      for (let i = 0; i < 5; i += 1) expect((await verify(guessed.digits, wrong(code))).statusCode).toBe(400);
    }
    await requestCode(guessed.digits);
    const { code } = await lastCode(guessed.e164);
    expect((await verify(guessed.digits, code)).statusCode).toBe(429);

    // Junk from one address, mostly refused: codes by fax and malformed tries for other numbers.
    const junk = testIp();
    await flood(KEY_FLOOD, () => requestCode(newPhone().digits, { channel: 'fax' }, junk));
    await flood(KEY_FLOOD, () => verify(newPhone().digits, 'junk', junk));
    const sixth = await requestCode(texted.digits);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect((await verify(guessed.digits, code)).statusCode).toBe(429);
  });

  it("stops texting codes at the shop's hourly ceiling, tells shoppers in their language and warns the owner", async () => {
    const ceiling = t.app.recordCounter(OTP_RECORD_LIMITS.codesPerShop(500));
    let left = 0;
    while ((await ceiling.take('shop')).allowed) left += 1;
    await ceiling.giveBack('shop');
    // The ceiling is the configured 500 codes, counting those this file has sent.
    const sent = await t.db.$count(emailOutbox, eq(emailOutbox.template, 'sign-in-code'));
    expect(sent + left).toBe(500);

    const warn = vi.spyOn(t.app.log, 'warn');
    expect((await requestCode(newPhone().digits)).statusCode).toBe(200);
    const english = await requestCode(newPhone().digits);
    expect(english.statusCode).toBe(429);
    expect(Number(english.headers['retry-after'])).toBeGreaterThan(0);
    expect(english.json()).toMatchObject({ code: 'SIGN_IN_CODES_PAUSED' });
    expect(english.json().message).toMatch(/^So many sign-in codes were asked for .* Please try again in \d+ minutes?/);
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/request',
      payload: { phone: newPhone().digits },
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.statusCode).toBe(429);
    expect(hindi.json().message).toMatch(/^बहुत सारे साइन-इन कोड माँगे गए हैं.* मिनट बाद/);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]!.at(-1))).toMatch(/^sign-in codes paused/);
    warn.mockRestore();
    expect(await t.db.$count(emailOutbox, eq(emailOutbox.template, 'sign-in-code'))).toBe(sent + 1);
  });
});
