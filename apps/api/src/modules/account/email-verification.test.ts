import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDataResponseSchema } from '@shop/shared/contracts/auth';
import { emailOutbox, emailVerificationTokens, users } from '../../db/schema';
import { createShopper, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { emailVerificationService, VERIFY_LINK_TTL_MS } from './email-verification';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const sendLink = (who: Shopper) => who.request({ method: 'POST', url: '/api/v1/user/verify-email/send' });
const openLink = (token: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });

async function newestToken(address: string): Promise<string> {
  const [email] = await t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, address))
    .orderBy(desc(emailOutbox.createdAt));
  const token = /verify-email\?token=([\w-]+)/.exec(email?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${address}`);
  return token;
}

async function verifiedAt(userId: string) {
  const [row] = await t.db.select({ at: users.emailVerifiedAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

async function profile(who: Shopper) {
  return userDataResponseSchema.parse((await who.request({ method: 'GET', url: '/api/v1/user/profile' })).json())
    .userData;
}

describe('verifying the account email', () => {
  it('mails a link to the account email, stored only as a hash, that verifies it once', async () => {
    const shopper = await createShopper(t, 'fresh', { verified: false });
    expect((await profile(shopper)).emailVerified).toBe(false);
    const sent = await sendLink(shopper);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ email: shopper.email });

    const token = await newestToken(shopper.email);
    const [row] = await t.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, shopper.id));
    expect(row?.tokenHash).not.toBe(token);
    expect(row?.email).toBe(shopper.email);

    const opened = await openLink(token);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({ message: 'Your email is verified.', data: { email: shopper.email } });
    expect((await profile(shopper)).emailVerified).toBe(true);

    const again = await openLink(token);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'VERIFY_LINK_INVALID',
      message: 'This confirmation link is invalid or has expired',
    });
  });

  it('refuses a link past its 24 hours (on an injected clock), and verifies nothing', async () => {
    const shopper = await createShopper(t, 'slow', { verified: false });
    await sendLink(shopper);
    const token = await newestToken(shopper.email);
    const later = emailVerificationService({
      db: t.db,
      tokens: t.app.services.auth.tokens,
      publicUrl: 'http://shop.test',
      confirmHeldOrders: t.app.services.checkout.confirmHeldOrders,
      now: () => new Date(Date.now() + VERIFY_LINK_TTL_MS + 60_000),
    });
    await expect(later.verify(token)).rejects.toMatchObject({ code: 'VERIFY_LINK_INVALID' });
    expect(await verifiedAt(shopper.id)).toBeNull();
  });

  it("cannot verify another user's email: a link proves only the address it was mailed to", async () => {
    const owner = await createShopper(t, 'owner', { verified: false });
    const other = await createShopper(t, 'other', { verified: false });
    await sendLink(owner);
    const token = await newestToken(owner.email);

    // Opened while signed in as someone else: the link's own account is the one verified.
    const res = await other.request({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await verifiedAt(other.id)).toBeNull();
    expect(await verifiedAt(owner.id)).not.toBeNull();

    // A link mailed to an address the account no longer has proves nothing about the new one.
    const moved = await createShopper(t, 'moved', { verified: false });
    await sendLink(moved);
    const stale = await newestToken(moved.email);
    await t.db
      .update(users)
      .set({ email: `renamed-${moved.email}` })
      .where(eq(users.id, moved.id));
    const refused = await openLink(stale);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VERIFY_LINK_INVALID' });
    expect(await verifiedAt(moved.id)).toBeNull();
  });

  it('refuses made-up and malformed tokens with the same message', async () => {
    for (const token of ['x'.repeat(43), 'short', '']) {
      const res = await openLink(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'This confirmation link is invalid or has expired' });
    }
  });

  it('sends at most 3 links an hour per account, and none once the email is verified', async () => {
    const shopper = await createShopper(t, 'eager', { verified: false });
    for (let i = 0; i < 3; i += 1) expect((await sendLink(shopper)).statusCode).toBe(200);
    expect((await sendLink(shopper)).statusCode).toBe(429);

    const verified = await createShopper(t, 'done');
    const res = await sendLink(verified);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED' });
  });

  it('answers a guest 401 when asked to send a link', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/verify-email/send' });
    expect(res.statusCode).toBe(401);
  });
});
