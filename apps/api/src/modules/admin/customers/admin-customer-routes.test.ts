import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import {
  adminCustomerListResponseSchema,
  adminCustomerResponseSchema,
  adminEmailListResponseSchema,
  adminMessageListResponseSchema,
  adminNewsletterListResponseSchema,
} from '@shop/shared/contracts/admin-customers';
import {
  addresses,
  auditLog,
  contactMessages,
  emailOutbox,
  newsletterSubscribers,
  orderItems,
  orders,
  refunds,
  users,
} from '../../../db/schema';
import {
  createAdmin,
  createShopper,
  insertOrderRow,
  TEST_SHIPPING_ADDRESS,
  type Shopper,
} from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { enqueueEmail } from '../../email/email-outbox-repository';
import type { MessageTemplate } from '../../email/message-templates';
import { testIp } from '../../../test/session';

let t: TestApp;
let admin: Shopper;
let customer: Shopper;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  admin = await createAdmin(t, 'owner', 'Shop Owner');
  customer = await createShopper(t, 'customer');
});
afterAll(() => t.close());

const shippingAddress = TEST_SHIPPING_ADDRESS;

const insertOrder = (userId: string, values: Partial<typeof orders.$inferInsert> = {}) =>
  insertOrderRow(t, userId, values);

const ADMIN_ENDPOINTS = [
  ['GET', '/api/v1/admin/customers'],
  ['GET', '/api/v1/admin/customers/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/v1/admin/newsletter'],
  ['GET', '/api/v1/admin/newsletter.csv'],
  ['GET', '/api/v1/admin/messages'],
  ['GET', '/api/v1/admin/emails'],
  ['GET', '/api/v1/admin/emails/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/v1/admin/emails/00000000-0000-4000-8000-000000000000/retry'],
  ['GET', '/api/v1/admin/audit'],
] as const;

describe('who may use the customer, outbox and audit screens', () => {
  it.each(ADMIN_ENDPOINTS)('%s %s refuses a guest with 401', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' });
  });

  it.each(ADMIN_ENDPOINTS)('%s %s refuses a customer with 403', async (method, url) => {
    const res = await customer.request({ method, url });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  });
});

describe('customers', () => {
  let meera: Shopper;

  beforeAll(async () => {
    meera = await createShopper(t, 'meera');
    await t.db.update(users).set({ name: 'Meera Bai' }).where(eq(users.id, meera.id));
    await t.db.insert(addresses).values({ ...shippingAddress, userId: meera.id, isDefault: true });
    const kept = await insertOrder(meera.id, { totalPaise: 150_050 });
    await t.db.insert(orderItems).values({
      orderId: kept,
      name: 'Peacock Poshak',
      slug: 'peacock-poshak',
      size: '3',
      sku: 'PP-3',
      hsnCode: '6209',
      unitPricePaise: 75_025,
      quantity: 2,
    });
    await insertOrder(meera.id, { totalPaise: 80_000 });
    await t.db.insert(refunds).values({
      orderId: kept,
      amountPaise: 50_050,
      idempotencyKey: `test-${kept}`,
      status: 'processed',
    });
    await t.db.update(orders).set({ paymentStatus: 'partially_refunded' }).where(eq(orders.id, kept));
    // Neither of these was money the shop kept: an unpaid online attempt and a fully refunded order.
    await insertOrder(meera.id, { status: 'pending', paymentStatus: 'pending', placedAt: null, totalPaise: 9_900 });
    await insertOrder(meera.id, { status: 'cancelled', paymentStatus: 'refunded', totalPaise: 20_000 });
  });

  async function search(q: string) {
    const res = await admin.request({ method: 'GET', url: `/api/v1/admin/customers?q=${encodeURIComponent(q)}` });
    expect(res.statusCode, res.body).toBe(200);
    return adminCustomerListResponseSchema.parse(res.json());
  }

  it('finds a customer by part of their email, with their orders and what they spent', async () => {
    const found = await search(meera.email.slice(0, 12).toUpperCase());
    expect(found.customers.map((c) => c.id)).toEqual([meera.id]);
    expect(found.customers[0]).toMatchObject({
      name: 'Meera Bai',
      email: meera.email,
      phone: '9123456780',
      orderCount: 3,
      totalSpent: 1800,
      isAdmin: false,
    });
    expect(found.pagination).toEqual({ page: 1, pageSize: 25, total: 1, totalPages: 1 });
  });

  it('lists an account made with a phone by that phone before any order, and its name once given', async () => {
    const phone = `+9195${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const devotee = await createShopper(t, 'phone', { phone });
    const [found] = (await search(phone.slice(-10))).customers;
    expect(found).toMatchObject({ id: devotee.id, name: '', email: '', phone: phone.slice(-10) });

    await t.db.update(users).set({ name: 'राधा देवी' }).where(eq(users.id, devotee.id));
    expect((await search('राधा')).customers[0]).toMatchObject({ id: devotee.id, name: 'राधा देवी' });
  });

  it('finds a customer by phone number, written the way people write it', async () => {
    for (const q of ['9123456780', '+91 91234 56780', '91234-56780']) {
      expect((await search(q)).customers.map((c) => c.id)).toEqual([meera.id]);
    }
  });

  it('finds a customer by the phone of an order when they saved no address', async () => {
    const gopal = await createShopper(t, 'gopal');
    await insertOrder(gopal.id, { shippingAddress: { ...shippingAddress, phone: '9988776655' } });
    expect((await search('99887 76655')).customers.map((c) => c.id)).toEqual([gopal.id]);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await search('%')).customers).toEqual([]);
    expect((await search('_')).customers).toEqual([]);
  });

  it('lists everyone newest first, one page at a time', async () => {
    const all = await search('');
    expect(all.customers.length).toBeGreaterThanOrEqual(4);
    const joined = all.customers.map((c) => c.joinedAt);
    expect([...joined].sort().reverse()).toEqual(joined);
    const beyond = await admin.request({ method: 'GET', url: '/api/v1/admin/customers?page=2' });
    expect(beyond.json().customers).toEqual([]);
    const bad = await admin.request({ method: 'GET', url: '/api/v1/admin/customers?page=0' });
    expect(bad.statusCode).toBe(400);
  });

  it("shows a customer's profile, addresses and orders, linked by order id", async () => {
    const res = await admin.request({ method: 'GET', url: `/api/v1/admin/customers/${meera.id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = adminCustomerResponseSchema.parse(res.json());
    expect(body.customer).toMatchObject({ id: meera.id, email: meera.email, newsletter: 'never' });
    expect(body.addresses).toHaveLength(1);
    expect(body.addresses[0]).toMatchObject({ city: 'Jaipur', phone: '9123456780', isDefault: true });
    expect(body.orders).toHaveLength(4);
    expect(body.orders.find((order) => order.totalAmount === 1500.5)).toMatchObject({ itemCount: 2 });
    expect(body.orders[0]).toMatchObject({ orderNumber: body.orders[0]!._id.slice(0, 8).toUpperCase() });
  });

  it('never sends a password hash or a token with a customer', async () => {
    const res = await admin.request({ method: 'GET', url: `/api/v1/admin/customers/${meera.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(/password|hash|token/i);
    expect(res.body).not.toContain('not-used-in-tests');
    const list = await admin.request({ method: 'GET', url: '/api/v1/admin/customers' });
    expect(list.body).not.toMatch(/password|hash|token/i);
  });

  it('answers Customer not found for an unknown or malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await admin.request({ method: 'GET', url: `/api/v1/admin/customers/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND', message: 'Customer not found' });
    }
  });
});

describe('newsletter subscribers', () => {
  beforeAll(async () => {
    const subscribe = (email: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/newsletter', payload: { email } });
    for (const email of ['radha@example.in', 'krishna@example.in', '=cmd|calc@example.in', '+sum@example.in']) {
      expect((await subscribe(email)).statusCode).toBe(200);
    }
    // Addresses the signup form would refuse can still be in the table (older data, imports).
    await t.db.insert(newsletterSubscribers).values([{ email: '-minus@example.in' }, { email: '@at@example.in' }]);
    await t.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(eq(newsletterSubscribers.email, 'krishna@example.in'));
  });

  it('lists subscribers with their status, searchable and filterable', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter?q=example.in' });
    const all = adminNewsletterListResponseSchema.parse(res.json());
    expect(all.counts).toEqual({ active: 5, unsubscribed: 1 });
    expect(all.pagination.total).toBe(6);

    const gone = adminNewsletterListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter?status=unsubscribed' })).json(),
    );
    expect(gone.subscribers.map((s) => [s.email, s.status])).toEqual([['krishna@example.in', 'unsubscribed']]);

    const radha = adminNewsletterListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter?q=RADHA' })).json(),
    );
    expect(radha.subscribers.map((s) => s.email)).toEqual(['radha@example.in']);

    const wrong = await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter?status=maybe' });
    expect(wrong.statusCode).toBe(400);
  });

  it('exports the chosen subscribers as CSV with a header row', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter.csv?status=active' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('Email,Subscribed at (IST),Status,Unsubscribed at (IST)');
    expect(lines).toHaveLength(6);
    expect(lines.some((line) => line.startsWith('radha@example.in,'))).toBe(true);
    expect(lines.some((line) => line.includes('krishna@example.in'))).toBe(false);
    expect(lines.find((line) => line.startsWith('radha@'))).toMatch(
      /^radha@example\.in,\d{4}-\d{2}-\d{2} \d{2}:\d{2},active,$/,
    );
  });

  it('defuses addresses a spreadsheet would run as a formula', async () => {
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/newsletter.csv' });
    const emails = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(emails).toEqual(
      expect.arrayContaining(["'=cmd|calc@example.in", "'+sum@example.in", "'-minus@example.in", "'@at@example.in"]),
    );
    expect(emails.every((email) => !/^[=+\-@]/.test(email!))).toBe(true);
  });
});

describe('contact messages', () => {
  it('lists messages newest first and searches them', async () => {
    await t.db.insert(contactMessages).values({
      name: 'Old Message',
      email: 'old@example.in',
      message: 'Size question',
      createdAt: new Date(Date.now() - 60_000),
    });
    await t.db.insert(contactMessages).values({
      name: 'Sita Ram',
      email: 'sita@example.in',
      phone: '9000000001',
      message: 'Does the mukut fit a size 3 Laddu Gopal?',
    });
    const res = await admin.request({ method: 'GET', url: '/api/v1/admin/messages' });
    const body = adminMessageListResponseSchema.parse(res.json());
    expect(body.messages.map((m) => m.name)).toEqual(['Sita Ram', 'Old Message']);
    const found = adminMessageListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/messages?q=mukut' })).json(),
    );
    expect(found.messages.map((m) => m.email)).toEqual(['sita@example.in']);
  });
});

describe('email outbox', () => {
  let failedId: string;
  let sentId: string;
  let pendingId: string;

  beforeAll(async () => {
    const email = (to: string, template: MessageTemplate) => ({
      to,
      subject: `Your ${template}`,
      html: '<p>Jai Shri Krishna</p><script>alert(1)</script>',
      text: 'Jai Shri Krishna',
      template,
    });
    failedId = (await enqueueEmail(t.db, email('failed@example.in', 'order-confirmation'))).id;
    sentId = (await enqueueEmail(t.db, email('sent@example.in', 'password-reset'))).id;
    pendingId = (await enqueueEmail(t.db, email('pending@example.in', 'order-confirmation'))).id;
    await t.db
      .update(emailOutbox)
      .set({ status: 'failed', attempts: 5, lastError: '550 mailbox unavailable' })
      .where(eq(emailOutbox.id, failedId));
    await t.db
      .update(emailOutbox)
      .set({ status: 'sent', attempts: 1, sentAt: new Date() })
      .where(eq(emailOutbox.id, sentId));
  });

  it('lists emails with status and template filters', async () => {
    const all = adminEmailListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/emails' })).json(),
    );
    expect(all.templates).toEqual(['order-confirmation', 'password-reset']);
    expect(all.pagination.total).toBe(3);
    const failed = adminEmailListResponseSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/emails?status=failed' })).json(),
    );
    expect(failed.emails).toEqual([
      expect.objectContaining({ id: failedId, attempts: 5, lastError: '550 mailbox unavailable', status: 'failed' }),
    ]);
    const orders = adminEmailListResponseSchema.parse(
      (
        await admin.request({ method: 'GET', url: '/api/v1/admin/emails?template=order-confirmation&q=pending' })
      ).json(),
    );
    expect(orders.emails.map((e) => e.id)).toEqual([pendingId]);
  });

  it('shows one email with its HTML and text', async () => {
    const res = await admin.request({ method: 'GET', url: `/api/v1/admin/emails/${sentId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().email).toMatchObject({ id: sentId, text: 'Jai Shri Krishna', status: 'sent' });
    expect(res.json().email.html).toContain('<p>Jai Shri Krishna</p>');
  });

  it('sends a failed email again, and records who asked', async () => {
    const res = await admin.request({ method: 'POST', url: `/api/v1/admin/emails/${failedId}/retry` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Email queued to be sent again',
      email: { id: failedId, status: 'pending', attempts: 0 },
    });
    const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, failedId));
    expect(row?.status).toBe('pending');
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.entityId, failedId));
    expect(entry).toMatchObject({
      actorUserId: admin.id,
      action: 'email.retry',
      entity: 'email',
      before: expect.objectContaining({ status: 'failed', attempts: 5 }),
      after: expect.objectContaining({ status: 'pending', attempts: 0 }),
    });
  });

  it('refuses to resend an email that was sent or is still waiting, and changes nothing', async () => {
    for (const id of [sentId, pendingId, failedId]) {
      const before = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
      const res = await admin.request({ method: 'POST', url: `/api/v1/admin/emails/${id}/retry` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'EMAIL_NOT_RETRYABLE',
        message: 'Only a failed email can be sent again',
      });
      expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id))).toEqual(before);
    }
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'email.retry'));
    expect(audited).toHaveLength(1);
  });

  it('answers Email not found for an unknown email', async () => {
    const res = await admin.request({
      method: 'POST',
      url: '/api/v1/admin/emails/00000000-0000-4000-8000-000000000000/retry',
    });
    expect(res.statusCode).toBe(404);
    expect((await admin.request({ method: 'GET', url: '/api/v1/admin/emails/nope' })).statusCode).toBe(404);
  });
});

describe('a password-reset email in the outbox', () => {
  async function askForReset(): Promise<{ id: string; token: string }> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: customer.email },
      remoteAddress: testIp(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, customer.email))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const token = mail?.text.match(/reset-password#token=([\w-]+)/)?.[1];
    if (!mail || !token) throw new Error('no reset email was queued');
    return { id: mail.id, token };
  }

  const readAudits = () => t.db.select().from(auditLog).where(eq(auditLog.action, 'email.read_reset_link'));

  it('shows the owner the email with the link hidden, and records that they opened it', async () => {
    const { id, token } = await askForReset();
    const res = await admin.request({ method: 'GET', url: `/api/v1/admin/emails/${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const { email } = res.json() as { email: { html: string; text: string } };
    for (const body of [email.html, email.text]) {
      expect(body).not.toContain(token);
      expect(body).toContain('/reset-password#token=[hidden]');
    }
    expect(await readAudits()).toEqual([
      expect.objectContaining({ actorUserId: admin.id, entity: 'email', entityId: id }),
    ]);

    // The hidden link is the real one: the shopper's own copy still sets a new password.
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      payload: { token, password: 'Radhe-Radhe-108', confirmPassword: 'Radhe-Radhe-108' },
      remoteAddress: testIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);

    // Once spent, the link is harmless: reading it again is not audited (it stays hidden).
    const again = await admin.request({ method: 'GET', url: `/api/v1/admin/emails/${id}` });
    expect(again.json().email.text).not.toContain(token);
    expect(await readAudits()).toHaveLength(1);
  });
});
