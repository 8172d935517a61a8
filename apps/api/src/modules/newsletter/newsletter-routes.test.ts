import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const subscribe = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: payload as object });

describe('POST /api/v1/newsletter', () => {
  it('thanks a new subscriber and stores the address trimmed and lower-cased', async () => {
    const res = await subscribe({ email: '  Devotee.One@Example.IN ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: 'Thank you for subscribing to our newsletter!' });
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'devotee.one@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('treats subscribing twice as success and keeps one row', async () => {
    expect((await subscribe({ email: 'twice@example.in' })).statusCode).toBe(200);
    const again = await subscribe({ email: 'TWICE@example.in' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe('Thank you for subscribing to our newsletter!');
    const rows = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'twice@example.in'));
    expect(rows).toHaveLength(1);
  });

  it('subscribes again someone who had unsubscribed', async () => {
    await subscribe({ email: 'back@example.in' });
    await t.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'back@example.in'));
    await subscribe({ email: 'back@example.in' });
    const [row] = await t.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'back@example.in'));
    expect(row?.unsubscribedAt).toBeNull();
  });

  it.each([
    [{ email: '' }, 'Please enter your email address'],
    [{ email: '   ' }, 'Please enter your email address'],
    [{}, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ email: 'name@domain' }, 'Please enter a valid email address'],
  ])('refuses %j with “%s” and stores nothing', async (payload, message) => {
    const before = (await t.db.select().from(newsletterSubscribers)).length;
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await t.db.select().from(newsletterSubscribers)).toHaveLength(before);
  });
});
