import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminDeliveryAttemptListSchema,
  deliveryAttemptResponseSchema,
} from '@shop/shared/contracts/delivery-attempts';
import { shipmentResponseSchema } from '@shop/shared/contracts/shipping';
import { auditLog, deliveryAttempts, emailOutbox, orderStatusHistory, orders } from '../../db/schema';
import { createAdmin, createShopper, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { orderRow } from '../checkout/checkout-test-kit';
import { placePaidOrder } from '../orders/order-test-kit';
import { startShiprocketStub, STUB_EMAIL, STUB_PASSWORD, type ShiprocketStub } from './shiprocket-stub-test-kit';

// A parcel the courier could not deliver (Shiprocket's NDR, played by a local stub): the shopper is
// told once with a signed link, chooses once, and the choice reaches the courier before anything
// changes; the owner sees the open ones and can choose for the shopper.

const WEBHOOK_TOKEN = 'courier-webhook-token-for-tests';
const DAY_MS = 24 * 60 * 60 * 1000;
let stub: ShiprocketStub;
let t: TestApp;
let admin: Shopper;
let shopper: Shopper;
let items: TestVariant[];
let clockOffset = 0;

beforeAll(async () => {
  stub = await startShiprocketStub();
  t = await createTestApp({
    env: {
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_API_URL: stub.url,
      SHIPROCKET_EMAIL: STUB_EMAIL,
      SHIPROCKET_PASSWORD: STUB_PASSWORD,
      SHIPROCKET_TIMEOUT_MS: '2000',
      SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
    clock: () => Date.now() + clockOffset,
  });
  items = await pricedVariants(t, [1000_00], 50);
  admin = await createAdmin(t);
});
afterAll(async () => {
  await t.close();
  await stub.close();
});
beforeEach(async () => {
  clockOffset = 0;
  stub.failing = false;
  shopper = await createShopper(t, 'shopper', { withPhone: true });
});

const scan = (date: string, label: string, activity: string) => ({
  date,
  status: 'X',
  activity,
  location: 'Jaipur_Hub (Rajasthan)',
  'sr-status-label': label,
});
const webhook = (awb: string, statusId: number, status: string, scans: ReturnType<typeof scan>[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/shipping/shiprocket/webhook',
    headers: { 'x-api-key': WEBHOOK_TOKEN },
    payload: { awb, current_status: status, shipment_status_id: statusId, scans, is_return: 0 },
  });
const firstTry = scan('2026-11-30 14:10:00', 'UNDELIVERED', 'Customer not available at the address');
const undelivered = (awb: string, scans = [firstTry]) => webhook(awb, 21, 'UNDELIVERED', scans);

async function shippedOrder(locale: 'en' | 'hi' = 'en') {
  const orderId = await placePaidOrder(shopper, items[0]!);
  await t.db.update(orders).set({ locale }).where(eq(orders.id, orderId));
  const booked = await admin.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/shipment`, payload: {} });
  const { shipment } = shipmentResponseSchema.parse(booked.json());
  return { orderId, awb: shipment.awb };
}

const notesOf = async (orderId: string) =>
  (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map((row) => row.note);
const attemptsOf = (orderId: string) =>
  t.db.select().from(deliveryAttempts).where(eq(deliveryAttempts.orderId, orderId));
const messagesOf = async (orderId: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'delivery-failed'))).filter((row) =>
    row.text.includes(orderId.slice(0, 8).toUpperCase()),
  );
const ndrCalls = (awb: string) => stub.calls.filter((call) => call.path === `/v1/external/ndr/${awb}/action`);

/** The link's fields, from the text sent to the shopper's phone. */
async function linkOf(orderId: string) {
  const [text] = (await messagesOf(orderId)).filter((row) => row.channel !== 'email');
  const href = /https?:\/\/\S+\/delivery-attempt\?\S+/.exec(text?.text ?? '')?.[0];
  const query = new URL(href!).searchParams;
  return { attempt: query.get('attempt')!, e: query.get('e')!, s: query.get('s')!, href: href! };
}
const view = (link: { attempt: string; e: string; s: string }, locale = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/v1/delivery-attempt?${new URLSearchParams({ attempt: link.attempt, e: link.e, s: link.s }).toString()}`,
    headers: { 'accept-language': locale },
  });
const choose = (link: { attempt: string; e: string; s: string }, choice: Record<string, unknown>, locale = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/delivery-attempt',
    headers: { 'accept-language': locale },
    payload: { attempt: link.attempt, e: Number(link.e), s: link.s, ...choice },
  });

describe('a failed delivery reported by the courier', () => {
  it('opens once, however often or late the webhook repeats it, and tells the shopper once with a link', async () => {
    const { orderId, awb } = await shippedOrder();
    for (let i = 0; i < 3; i += 1) expect((await undelivered(awb)).statusCode).toBe(200);
    // An older scan reported late opens nothing either.
    await undelivered(awb, [scan('2026-11-29 10:00:00', 'UNDELIVERED', 'Address incomplete')]);

    // The courier's later note under the same status is no new failure.
    await undelivered(awb, [
      firstTry,
      scan('2026-11-30 18:00:00', 'RE-ATTEMPT REQUESTED', 'Seller asked to re-attempt'),
    ]);

    const [attempt, ...more] = await attemptsOf(orderId);
    expect(more).toHaveLength(0);
    expect(attempt).toMatchObject({ state: 'open', attemptNumber: 1, reason: 'Customer not available at the address' });
    expect((await notesOf(orderId)).filter((note) => note.startsWith('Delivery attempt 1 failed'))).toHaveLength(1);

    const messages = await messagesOf(orderId);
    // WhatsApp, as the shopper kept "Updates on WhatsApp" on (SMS when it fails), and email.
    expect(messages.map((row) => row.channel).sort()).toEqual(['email', 'whatsapp']);
    const link = await linkOf(orderId);
    expect(link.href).toContain('/delivery-attempt?attempt=');
    const shown = deliveryAttemptResponseSchema.parse((await view(link)).json()).attempt;
    expect(shown).toMatchObject({ reason: 'Customer not available at the address', state: 'open', awb });
  });

  it('writes the Hindi message for an order placed in Hindi, with the link to the Hindi page', async () => {
    const { orderId, awb } = await shippedOrder('hi');
    await undelivered(awb);
    const [text] = (await messagesOf(orderId)).filter((row) => row.channel !== 'email');
    expect(text?.text).toContain('कूरियर आपका ऑर्डर');
    expect(text?.text).toContain('/hi/delivery-attempt?');
  });

  it('opens a second attempt when the courier fails again after the first was answered', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    expect((await choose(await linkOf(orderId), { choice: 're_attempt' })).statusCode).toBe(200);
    // The courier's note of the re-attempt asked for, under the same status, is no new failure.
    const note = scan('2026-11-30 18:00:00', 'RE-ATTEMPT REQUESTED', 'Seller asked to re-attempt');
    await undelivered(awb, [firstTry, note]);
    expect(await attemptsOf(orderId)).toHaveLength(1);
    const again = scan('2026-12-01 15:00:00', 'UNDELIVERED', 'Door locked');
    await undelivered(awb, [firstTry, note, again]);
    await undelivered(awb, [firstTry, note, again]);
    const rows = await attemptsOf(orderId);
    expect(rows.map((row) => [row.attemptNumber, row.state]).sort()).toEqual([
      [1, 'closed'],
      [2, 'open'],
    ]);
  });

  it('leaves nothing to choose once the parcel is delivered after all', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    await webhook(awb, 7, 'DELIVERED', [firstTry, scan('2026-12-01 11:00:00', 'DELIVERED', 'Delivered')]);
    expect((await attemptsOf(orderId))[0]?.state).toBe('closed');
    expect((await orderRow(t, orderId)).status).toBe('delivered');
  });
});

describe("the shopper's link", () => {
  it('is refused when tampered with, made for another attempt, or expired, and changes nothing', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    const link = await linkOf(orderId);
    const other = await shippedOrder();
    await undelivered(other.awb);
    const otherLink = await linkOf(other.orderId);
    for (const bad of [
      { ...link, s: `${link.s.slice(0, -2)}xx` },
      { ...link, e: String(Number(link.e) + 1) },
      { ...link, attempt: otherLink.attempt },
    ]) {
      const answer = await choose(bad, { choice: 'return' });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().code).toBe('DELIVERY_LINK_INVALID');
    }
    clockOffset = 3 * DAY_MS + 60_000;
    const late = await view(link, 'hi');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('यह लिंक सही नहीं है या इसकी समय-सीमा खत्म हो गई है');
    expect((await choose(link, { choice: 'return' })).statusCode).toBe(400);
    expect(ndrCalls(awb)).toHaveLength(0);
    expect((await attemptsOf(orderId))[0]?.state).toBe('open');
  });

  it('asks the courier for another try tomorrow, once; a second use shows what was chosen', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    const link = await linkOf(orderId);
    const answer = await choose(link, { choice: 're_attempt' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().message).toBe('Thank you! The courier will try to deliver your parcel again tomorrow.');
    const [call] = ndrCalls(awb);
    expect(call?.body).toMatchObject({ action: 're-attempt', comments: expect.any(String) });
    expect(call?.body.deferred_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(call?.body).not.toHaveProperty('address1');
    expect(
      (await notesOf(orderId)).some((note) => note.includes('the shopper asked the courier to try again tomorrow')),
    ).toBe(true);

    const again = await choose(link, { choice: 'return' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DELIVERY_CHOICE_TAKEN');
    expect(ndrCalls(awb)).toHaveLength(1);
    const shown = deliveryAttemptResponseSchema.parse((await view(link)).json()).attempt;
    expect(shown).toMatchObject({ state: 'closed', choice: 're_attempt', chosenBy: 'shopper', passedToCourier: true });
  });

  it('sends a changed address and phone to the courier, keeping the PIN, city and state', async () => {
    const { orderId, awb } = await shippedOrder();
    const before = (await orderRow(t, orderId)).shippingAddress;
    await undelivered(awb);
    const answer = await choose(await linkOf(orderId), {
      choice: 'change_contact',
      address: '14 Gopal Gali, near the temple gate',
      apartment: 'Second floor',
      landmark: 'Opposite Banke Bihari sweets',
      phone: '+91 98765 01234',
      postalCode: '110001',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(ndrCalls(awb)[0]?.body).toMatchObject({
      action: 're-attempt',
      address1: '14 Gopal Gali, near the temple gate',
      address2: 'Second floor, Opposite Banke Bihari sweets',
      phone: '9876501234',
    });
    const after = (await orderRow(t, orderId)).shippingAddress;
    expect(after).toMatchObject({
      address: '14 Gopal Gali, near the temple gate',
      phone: '9876501234',
      postalCode: before.postalCode,
      city: before.city,
      state: before.state,
    });
  });

  it('asks the courier to bring the parcel back when the shopper cancels', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    expect((await choose(await linkOf(orderId), { choice: 'return' })).statusCode).toBe(200);
    expect(ndrCalls(awb)[0]?.body).toMatchObject({ action: 'return', comments: expect.any(String) });
    expect((await notesOf(orderId)).some((note) => note.includes('bring the parcel back'))).toBe(true);
  });

  it('refuses a bad phone number in Hindi and changes nothing', async () => {
    const { orderId, awb } = await shippedOrder('hi');
    await undelivered(awb);
    const answer = await choose(await linkOf(orderId), { choice: 'change_contact', address: '', phone: '98765' }, 'hi');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toMatchObject({ phone: 'फ़ोन नंबर 10 अंकों का होना चाहिए' });
    expect(ndrCalls(awb)).toHaveLength(0);
    expect((await attemptsOf(orderId))[0]?.state).toBe('open');
  });

  it('tells the shopper to try again when the courier fails, and changes nothing until it answers', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    const link = await linkOf(orderId);
    const notes = await notesOf(orderId);
    stub.refuseNdr = 'NDR action not allowed for this AWB right now';
    const refused = await choose(link, { choice: 're_attempt' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().code).toBe('DELIVERY_CHOICE_NOT_SENT');
    stub.failing = true;
    expect((await choose(link, { choice: 're_attempt' })).statusCode).toBe(502);
    stub.failing = false;
    expect((await attemptsOf(orderId))[0]).toMatchObject({ state: 'open', choice: null });
    expect(await notesOf(orderId)).toEqual(notes);

    expect((await choose(link, { choice: 're_attempt' })).statusCode).toBe(200);
  });
});

describe('the owner', () => {
  it('sees open failed deliveries with the reason and attempt, and chooses for the shopper', async () => {
    const { orderId, awb } = await shippedOrder();
    await undelivered(awb);
    expect((await shopper.request({ method: 'GET', url: '/api/v1/admin/delivery-attempts' })).statusCode).toBe(403);

    const listed = adminDeliveryAttemptListSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/delivery-attempts' })).json(),
    );
    expect(listed.carrierActs).toBe(true);
    const open = listed.attempts.find((attempt) => attempt.orderId === orderId);
    expect(open).toMatchObject({ reason: 'Customer not available at the address', attemptNumber: 1, state: 'open' });

    const answer = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/delivery-attempts/${open!.id}/choice`,
      payload: { choice: 'return' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().attempt).toMatchObject({ choice: 'return', chosenBy: 'owner', passedToCourier: true });
    expect(ndrCalls(awb)[0]?.body).toMatchObject({ action: 'return' });
    expect((await notesOf(orderId)).some((note) => note.includes('the shop, for the shopper,'))).toBe(true);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, orderId), eq(auditLog.action, 'order.delivery_choice')));
    expect(audit).toHaveLength(1);

    const after = adminDeliveryAttemptListSchema.parse(
      (await admin.request({ method: 'GET', url: '/api/v1/admin/delivery-attempts' })).json(),
    );
    expect(after.attempts.some((attempt) => attempt.orderId === orderId)).toBe(false);
    // The shopper's link now shows the owner's choice.
    const shown = (await view(await linkOf(orderId))).json();
    expect(shown.attempt).toMatchObject({ choice: 'return', chosenBy: 'owner' });
  });
});
