import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CONTACT_THANK_YOU } from '@shop/shared/contracts/contact';
import { contactMessages } from '../../db/schema';
import { CONTACT_LIMIT } from './contact-routes';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const send = (payload: object) => t.app.inject({ method: 'POST', url: '/api/v1/contact', payload });

const valid = {
  name: '  Sunita Verma ',
  email: 'Sunita@Example.in',
  phone: '98765 43210',
  message: 'Which size fits a 3 inch Laddu Gopal?',
};

describe('POST /api/v1/contact', () => {
  it('stores the message for the care team and thanks the sender', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: CONTACT_THANK_YOU });
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'sunita@example.in'));
    expect(row).toMatchObject({
      name: 'Sunita Verma',
      phone: '9876543210',
      message: 'Which size fits a 3 inch Laddu Gopal?',
    });
  });

  it('accepts a message without a phone number', async () => {
    const res = await send({ ...valid, email: 'nophone@example.in', phone: '' });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'nophone@example.in'));
    expect(row?.phone).toBeNull();
  });

  it.each([
    [{ name: ' ' }, 'Please enter your name'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 'sunita' }, 'Please enter a valid email address'],
    [{ phone: '12345' }, 'Phone number must be 10 digits'],
    [{ message: '' }, 'Please enter your message'],
    [{ message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
  ])('refuses %j with “%s” and stores nothing', async (change, message) => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await send({ ...valid, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
    expect(await t.db.select().from(contactMessages)).toHaveLength(before);
  });
});

describe('POST /api/v1/contact from one address, many times', () => {
  it('refuses more than ten messages an hour with 429 and stores none of the extra', async () => {
    const from = { remoteAddress: '203.0.113.7' };
    for (let i = 0; i < CONTACT_LIMIT.max; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: { ...valid, email: `burst${i}@example.in` },
        ...from,
      });
      expect(res.statusCode).toBe(200);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...valid, email: 'burst-extra@example.in' },
      ...from,
    });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect(
      await t.db.select().from(contactMessages).where(eq(contactMessages.email, 'burst-extra@example.in')),
    ).toHaveLength(0);
  });
});
