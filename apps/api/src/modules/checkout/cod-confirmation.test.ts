import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@shop/shared/contracts/orders';
import { emailOutbox, orderStatusHistory, users } from '../../db/schema';
import { createShopper, pricedVariants, setStock, stockOf, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkout, checkoutOk, customer, historyOf, orderRow, payInSandbox } from './checkout-test-kit';

let t: TestApp;
let items: TestVariant[];

beforeAll(async () => {
  // The shop's own caps on unconfirmed cash-on-delivery orders (decision 0125).
  t = await createTestApp({ env: { COD_MAX_UNCONFIRMED_ORDERS: '3', COD_MAX_UNCONFIRMED_UNITS: '10' } });
  // ₹400 and ₹250: cash on delivery allows both, in any quantity used here.
  items = await pricedVariants(t, [400_00, 250_00], 10);
});
afterAll(() => t.close());

beforeEach(async () => {
  // Every order still waiting from an earlier test ends, so each test starts with none counted.
  await t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));
  await t.app.services.codConfirmation.cancelUnconfirmed(new Date(Date.now() + 24 * 60 * 60_000));
  for (const item of items) await setStock(t, item.variantId, 10);
});

const MINUTE = 60_000;
const LIMIT_MESSAGE =
  'Please confirm or cancel your earlier cash-on-delivery orders first: one account, phone or address may have up to 3 orders (10 items) waiting for confirmation.';

async function emailsTo(address: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.createdAt));
}

/** The token of the newest link mailed to the address. */
async function linkTokenFor(address: string): Promise<string> {
  const [email] = (await emailsTo(address)).filter((row) => /verify-email\?token=/.test(row.text));
  const token = /verify-email\?token=([\w-]+)/.exec(email?.text ?? '')?.[1];
  if (!token) throw new Error(`no link mailed to ${address}`);
  return token;
}

function openLink(token: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-email', payload: { token } });
}

function buyNowCod(who: Shopper, item: TestVariant, quantity: number) {
  return checkout(who, {
    paymentMethod: 'COD',
    buyNow: { productId: item.productId, variantId: item.variantId, quantity },
  });
}

describe('cash on delivery from an account whose email is not verified', () => {
  it('holds the stock for 30 minutes and mails the account a link to confirm, nothing else', async () => {
    const shopper = await createShopper(t, 'new', { verified: false });
    await addToCart(shopper, items[0]!, 2);
    const before = Date.now();
    const data = await checkoutOk(shopper, { paymentMethod: 'COD' });

    expect(data.confirmByEmail).toEqual({ email: shopper.email, until: data.reservationExpiresAt });
    const until = new Date(data.reservationExpiresAt!).getTime();
    expect(until).toBeGreaterThanOrEqual(before + 30 * MINUTE);
    expect(until).toBeLessThan(Date.now() + 31 * MINUTE);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'pending', paymentMethod: 'cod', placedAt: null });
    expect(await stockOf(t, items[0]!.variantId)).toBe(8);

    const mails = await emailsTo(shopper.email);
    expect(mails.map((mail) => mail.template)).toEqual(['cod-confirmation']);
    expect(mails[0]!.subject).toContain('confirm your cash-on-delivery order');
    expect(mails[0]!.text).toContain(data.orderId.slice(0, 8).toUpperCase());
    expect(await emailsTo(customer.contact)).toEqual([]);

    const order = orderResponseSchema.parse(
      (await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${data.orderId}` })).json(),
    ).order;
    expect(order).toMatchObject({ orderStatus: 'pending', awaitingConfirmationUntil: data.reservationExpiresAt });
  });

  it('places the held order through the same path once the emailed link is opened', async () => {
    const shopper = await createShopper(t, 'new', { verified: false });
    await addToCart(shopper, items[0]!, 1);
    const data = await checkoutOk(shopper, { paymentMethod: 'COD' });

    const res = await openLink(await linkTokenFor(shopper.email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your email is verified and your order is confirmed.',
      data: { email: shopper.email, confirmedOrders: [{ orderId: data.orderId }], expiredOrders: [] },
    });
    expect(await orderRow(t, data.orderId)).toMatchObject({
      status: 'processing',
      placedAt: expect.any(Date),
      reservationExpiresAt: null,
    });
    expect(await historyOf(t, data.orderId)).toEqual(['pending', 'processing']);
    expect(await stockOf(t, items[0]!.variantId)).toBe(9);
    // fulfil ran: the cart is emptied and the confirmation goes to the now verified address.
    const cart = await shopper.request({ method: 'GET', url: '/api/v1/user/user-cart' });
    expect(cart.json()).toMatchObject({ cart: [] });
    expect((await emailsTo(shopper.email)).map((mail) => mail.template)).toContain('order-confirmation');
    // The sweeper later finds nothing to release.
    await t.app.services.payments.sweep(new Date(Date.now() + 60 * MINUTE));
    expect(await stockOf(t, items[0]!.variantId)).toBe(9);
  });

  it('cannot hold a whole size with twenty quick orders: the fourth is refused and the sweeper frees the rest', async () => {
    await setStock(t, items[1]!.variantId, 58);
    const attacker = await createShopper(t, 'hoarder', { verified: false });
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyNowCod(attacker, items[1]!, 3)));

    const placed = answers.filter((res) => res.statusCode === 200);
    const refused = answers.filter((res) => res.statusCode !== 200);
    expect(placed).toHaveLength(3);
    expect(refused).toHaveLength(17);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'COD_UNCONFIRMED_LIMIT', message: LIMIT_MESSAGE });
    }
    expect(await stockOf(t, items[1]!.variantId)).toBe(49);

    // Not confirmed within the window: the sweeper (on a clock 31 minutes on) puts every unit back.
    await t.app.services.payments.sweep(new Date(Date.now() + 29 * MINUTE));
    expect(await stockOf(t, items[1]!.variantId)).toBe(49);
    const { released } = await t.app.services.payments.sweep(new Date(Date.now() + 31 * MINUTE));
    expect(released).toBe(3);
    expect(await stockOf(t, items[1]!.variantId)).toBe(58);
    const orderId = (placed[0]!.json() as { data: { orderId: string } }).data.orderId;
    const [note] = await t.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, orderId))
      .orderBy(desc(orderStatusHistory.createdAt), desc(orderStatusHistory.id));
    expect(note?.note).toBe('Not confirmed from the emailed link in time; items returned to stock');
  });

  it('refuses more than 10 units waiting for confirmation, and changes nothing', async () => {
    const shopper = await createShopper(t, 'new', { verified: false });
    const res = await buyNowCod(shopper, items[0]!, 10);
    expect(res.statusCode, res.body).toBe(200);
    const more = await buyNowCod(shopper, items[1]!, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'COD_UNCONFIRMED_LIMIT' });
    expect(await stockOf(t, items[1]!.variantId)).toBe(10);
    expect(await emailsTo(shopper.email)).toHaveLength(1);
  });

  it('does not place an order whose link is opened after its hold ran out', async () => {
    const shopper = await createShopper(t, 'late', { verified: false });
    const data = (await buyNowCod(shopper, items[0]!, 1)).json() as { data: { orderId: string } };
    await t.app.services.payments.sweep(new Date(Date.now() + 31 * MINUTE));
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);

    const res = await openLink(await linkTokenFor(shopper.email));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your email is verified.',
      data: { confirmedOrders: [], expiredOrders: [{ orderId: data.data.orderId }] },
    });
    expect(await orderRow(t, data.data.orderId)).toMatchObject({ status: 'pending', reservationExpiresAt: null });
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
  });
});

describe('unconfirmed cash-on-delivery orders of any account', () => {
  // A phone account gives no email here: one typed at checkout would join it (decision 0100).
  const stranger = { ...customer, phone: '9123456780', contact: '' };

  it('are capped per account, per delivery phone and per address, whoever places them', async () => {
    await setStock(t, items[1]!.variantId, 60);
    // A verified account's twenty quick orders: three wait, the rest are refused.
    const verified = await createShopper(t, 'verified-hoarder');
    const answers = await Promise.all(Array.from({ length: 20 }, () => buyNowCod(verified, items[1]!, 1)));
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(3);
    expect(answers.find((res) => res.statusCode !== 200)?.json()).toMatchObject({ code: 'COD_UNCONFIRMED_LIMIT' });

    // Other accounts, to the same phone, or to the same doorstep however it is typed: refused too.
    const byPhone = await createShopper(t, 'same-phone', { phone: `+9198${String(Date.now()).slice(-8)}` });
    const samePhone = await checkout(byPhone, {
      paymentMethod: 'COD',
      buyNow: { productId: items[1]!.productId, variantId: items[1]!.variantId, quantity: 1 },
      shippingAddress: { ...customer, contact: '', address: 'Other Lane 5' },
    });
    expect(samePhone.statusCode).toBe(409);
    const hindi = await byPhone.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      headers: { 'accept-language': 'hi' },
      payload: {
        paymentMethod: 'COD',
        shippingAddress: { ...stranger, address: ' 12 SEVA KUNJ,  parikrama marg ' },
        buyNow: { productId: items[1]!.productId, variantId: items[1]!.variantId, quantity: 1 },
      },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('एक खाते, फ़ोन या पते पर');
    expect(await stockOf(t, items[1]!.variantId)).toBe(57);

    // Another doorstep and phone is another shopper's: placed.
    const elsewhere = await checkout(byPhone, {
      paymentMethod: 'COD',
      buyNow: { productId: items[1]!.productId, variantId: items[1]!.variantId, quantity: 1 },
      shippingAddress: { ...stranger, address: 'Other Lane 5' },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
  });
});

describe('order emails go only to the verified account email', () => {
  it('never mails the contact address typed at checkout', async () => {
    const shopper = await createShopper(t);
    const stranger = 'stranger-at-checkout@example.net';
    await addToCart(shopper, items[0]!, 1);
    const data = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      shippingAddress: { ...customer, contact: stranger },
    });
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing', contactEmail: stranger });
    // Cancelling sends a second order email: it goes the same way.
    await shopper.request({ method: 'POST', url: `/api/v1/user/orders/${data.orderId}/cancel`, payload: {} });

    expect(await emailsTo(stranger)).toEqual([]);
    expect((await emailsTo(shopper.email)).map((mail) => mail.template).sort()).toEqual([
      'order-cancelled',
      'order-confirmation',
    ]);
  });

  it('sends an unverified account no order email at all, only its link', async () => {
    const shopper = await createShopper(t, 'new', { verified: false });
    await addToCart(shopper, items[0]!, 1);
    const data = await checkoutOk(shopper, { paymentMethod: 'Online' });
    await payInSandbox(shopper, data.razorpayOrder!.id);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing' });
    expect(await emailsTo(shopper.email)).toEqual([]);
    expect(await emailsTo(customer.contact)).toEqual([]);
    const [user] = await t.db.select().from(users).where(eq(users.id, shopper.id));
    expect(user?.emailVerifiedAt).toBeNull();
    const sent = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-confirmation'), eq(emailOutbox.to, customer.contact)));
    expect(sent).toEqual([]);
  });
});
