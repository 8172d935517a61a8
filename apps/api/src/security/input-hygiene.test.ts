import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, newsletterSubscribers } from '../db/schema';
import { createShopper } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';

// Input PostgreSQL cannot store (a NUL character) is refused as invalid input, before any handler
// runs: it used to reach the database and answer 500 (search, listings, contact, newsletter).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a NUL character in the input', () => {
  it('in a search or listing query is a 400, not a 500', async () => {
    for (const url of [
      '/api/v1/products?q=%00',
      '/api/v1/product/category/poshak?q=%00',
      '/api/v1/search?q=poshak%00',
      '/api/v1/product/%00',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('in a contact message, a newsletter sign-up or a profile is refused and nothing is stored', async () => {
    const [messagesBefore] = await t.db.select({ n: count() }).from(contactMessages);
    const [subscribersBefore] = await t.db.select({ n: count() }).from(newsletterSubscribers);
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Radha\u0000', email: 'radha@example.in', message: 'Jai Shri Krishna' },
      remoteAddress: '10.99.0.1',
    });
    expect(contact.statusCode, contact.body).toBe(400);
    const newsletter = await t.app.inject({
      method: 'POST',
      url: '/api/v1/newsletter',
      payload: { email: 'radha\u0000@example.in' },
      remoteAddress: '10.99.0.2',
    });
    expect(newsletter.statusCode, newsletter.body).toBe(400);
    const shopper = await createShopper(t, 'nul');
    const profile = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { name: { nested: ['Meera\u0000'] } },
    });
    expect(profile.statusCode).toBe(400);
    const [messagesAfter] = await t.db.select({ n: count() }).from(contactMessages);
    const [subscribersAfter] = await t.db.select({ n: count() }).from(newsletterSubscribers);
    expect(messagesAfter!.n).toBe(messagesBefore!.n);
    expect(subscribersAfter!.n).toBe(subscribersBefore!.n);
  });
});
