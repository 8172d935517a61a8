import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CheckoutRequest } from '@shop/shared/contracts/checkout';
import { emailOutbox, orders, users } from '../../db/schema';
import { OTP_RECORD_LIMITS } from '../auth/otp-routes';
import { uniqueMobile } from '../../test/session';
import { createShopper, pricedVariants, setStock, stockOf, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkout, checkoutOk, customer, orderRow, payInSandbox } from './checkout-test-kit';

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

/** Everything the outbox holds for a phone (E.164) or an address, newest first. */
const textsTo = emailsTo;

/** The newest sign-in code the sandbox outbox holds for `e164`, as the shopper's phone would show it. */
async function lastCode(e164: string): Promise<string> {
  const [row] = (await textsTo(e164)).filter((text) => text.template === 'sign-in-code');
  const code = row?.params?.[0];
  if (!code) throw new Error(`no code sent to ${e164}`);
  return code;
}

/** Asks for a code for `e164` as checkout's "Send code" does (any address, not signed in). */
async function sendCode(e164: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/otp/request', payload: { phone: e164 } });
  expect(res.statusCode, res.body).toBe(200);
  return lastCode(e164);
}

function buyNowCod(who: Shopper, item: TestVariant, quantity: number, body: Partial<CheckoutRequest> = {}) {
  return checkout(who, {
    paymentMethod: 'COD',
    buyNow: { productId: item.productId, variantId: item.variantId, quantity },
    ...body,
  });
}

async function ordersOf(userId: string) {
  return t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId));
}

async function accountPhone(userId: string) {
  const [row] = await t.db
    .select({ phone: users.phone, phoneVerifiedAt: users.phoneVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

describe('cash on delivery is confirmed only from a phone the account proved', () => {
  it("refuses an email account without the delivery phone's code, in the page's language, and changes nothing", async () => {
    const shopper = await createShopper(t, 'email-only');
    const delivery = uniqueMobile();
    const to = { ...customer, phone: delivery.slice(3) };

    const res = await buyNowCod(shopper, items[0]!, 2, { shippingAddress: to });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'COD_PHONE_CODE_NEEDED',
      message:
        'To pay cash on delivery, please prove the delivery mobile number: send a code to it and enter the code here.',
    });
    const hindi = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      headers: { 'accept-language': 'hi' },
      payload: {
        paymentMethod: 'COD',
        shippingAddress: to,
        buyNow: { productId: items[0]!.productId, variantId: items[0]!.variantId, quantity: 2 },
      },
    });
    expect(hindi.json()).toMatchObject({
      code: 'COD_PHONE_CODE_NEEDED',
      message: 'कैश ऑन डिलीवरी के लिए डिलीवरी वाला मोबाइल नंबर पक्का करें: उस पर कोड भेजें और वह कोड यहाँ डालें।',
    });

    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
    expect(await textsTo(delivery)).toEqual([]);
    expect(await emailsTo(shopper.email)).toEqual([]);
    // Paying online needs no code.
    expect((await buyNowCod(shopper, items[0]!, 1, { paymentMethod: 'Online', shippingAddress: to })).statusCode).toBe(
      200,
    );
  });

  it('refuses a wrong code and changes nothing; the right one places the order and the phone joins the account', async () => {
    const shopper = await createShopper(t, 'email-then-phone');
    const delivery = uniqueMobile();
    const to = { ...customer, phone: delivery.slice(3) };
    const code = await sendCode(delivery);

    const wrong = await buyNowCod(shopper, items[0]!, 1, {
      shippingAddress: to,
      phoneCode: String((Number(code) + 1) % 1_000_000).padStart(6, '0'),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'OTP_WRONG', message: 'That code is not right. 4 tries left.' });
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
    expect(await accountPhone(shopper.id)).toEqual({ phone: null, phoneVerifiedAt: null });

    const res = await buyNowCod(shopper, items[0]!, 1, { shippingAddress: to, phoneCode: code });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = (res.json() as { data: { orderId: string } }).data;
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'processing',
      codConfirmation: 'awaiting',
      codPhone: delivery,
    });
    expect((await textsTo(delivery)).map((row) => row.template)).toEqual(['cod-confirmation', 'sign-in-code']);
    expect(await accountPhone(shopper.id)).toMatchObject({ phone: delivery, phoneVerifiedAt: expect.any(Date) });

    // The next order to that phone needs no code, and the spent code works no more.
    const again = await buyNowCod(shopper, items[0]!, 1, { shippingAddress: to });
    expect(again.statusCode, again.body).toBe(200);
    expect((await textsTo(delivery)).filter((row) => row.template === 'cod-confirmation')).toHaveLength(2);
  });

  it('counts a code typed at checkout with the tries of sign-in: a phone out of tries is refused', async () => {
    const shopper = await createShopper(t, 'out-of-tries');
    const delivery = uniqueMobile();
    const code = await sendCode(delivery);
    // Fifteen wrong codes for this phone at sign-in, across its codes: its hour's tries are spent.
    const tries = t.app.recordCounter(OTP_RECORD_LIMITS.triesPerPhone);
    for (let i = 0; i < OTP_RECORD_LIMITS.triesPerPhone.max; i++) await tries.take(delivery);

    const res = await buyNowCod(shopper, items[0]!, 1, {
      shippingAddress: { ...customer, phone: delivery.slice(3) },
      phoneCode: code,
    });
    expect(res.statusCode, res.body).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
    expect(await accountPhone(shopper.id)).toEqual({ phone: null, phoneVerifiedAt: null });
  });

  it("texts a phone account's own phone, never the stranger's number typed as the delivery phone", async () => {
    const own = uniqueMobile();
    const shopper = await createShopper(t, 'phone', { phone: own });
    const stranger = uniqueMobile();

    const res = await buyNowCod(shopper, items[0]!, 1, {
      shippingAddress: { ...customer, contact: '', phone: stranger.slice(3) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { orderId } = (res.json() as { data: { orderId: string } }).data;
    expect((await textsTo(own)).map((row) => row.template)).toEqual(['cod-confirmation']);
    // The order page names the phone the message went to.
    const page = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` });
    expect(page.json().order.confirmByMessage).toMatchObject({ phone: own, channel: 'whatsapp' });
    // Not confirmed by the deadline: cancelled, and that is told to the account's phone too.
    await t.app.services.codConfirmation.cancelUnconfirmed(new Date(Date.now() + 31 * MINUTE));
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'cancelled', codConfirmation: 'cancelled' });
    expect((await textsTo(own)).length).toBeGreaterThan(1);
    expect(await textsTo(stranger)).toEqual([]);
  });

  it('refuses a delivery phone another account proved, even with its code, and changes nothing', async () => {
    const taken = uniqueMobile();
    await createShopper(t, 'owner-of-phone', { phone: taken });
    const shopper = await createShopper(t, 'email-only');
    const code = await sendCode(taken);

    const res = await buyNowCod(shopper, items[0]!, 1, {
      shippingAddress: { ...customer, phone: taken.slice(3) },
      phoneCode: code,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'COD_PHONE_ON_ANOTHER_ACCOUNT',
      message: 'This mobile number belongs to another account. Sign in with it to pay cash on delivery, or pay online.',
    });
    expect(await ordersOf(shopper.id)).toEqual([]);
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
    expect(await accountPhone(shopper.id)).toEqual({ phone: null, phoneVerifiedAt: null });
    expect((await textsTo(taken)).map((row) => row.template)).toEqual(['sign-in-code']);
  });

  it('refuses more than 10 units waiting for confirmation, and changes nothing', async () => {
    const shopper = await createShopper(t, 'new', { withPhone: true });
    const res = await buyNowCod(shopper, items[0]!, 10);
    expect(res.statusCode, res.body).toBe(200);
    const more = await buyNowCod(shopper, items[1]!, 1);
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({ code: 'COD_UNCONFIRMED_LIMIT', message: LIMIT_MESSAGE });
    expect(await stockOf(t, items[1]!.variantId)).toBe(10);
    expect(await textsTo(shopper.phone!)).toHaveLength(1);
  });
});

describe('unconfirmed cash-on-delivery orders of any account', () => {
  // A phone account gives no email here: one typed at checkout would join it (decision 0100).
  const stranger = { ...customer, phone: '9123456780', contact: '' };

  it('are capped per account, per delivery phone and per address, whoever places them', async () => {
    await setStock(t, items[1]!.variantId, 60);
    // A verified account's twenty quick orders: three wait, the rest are refused.
    const verified = await createShopper(t, 'verified-hoarder', { withPhone: true });
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
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
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
