import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema } from '@shop/shared/contracts/orders';
import { emailOutbox, orders, users } from '../../db/schema';
import { createShopper, pricedVariants, setStock, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkout, checkoutOk, customer, orderRow } from './checkout-test-kit';

// A shopper signed in with a phone's code and no email checks out with the phone as the contact
// (DESIGN 4.12); what they type about themselves joins the account (decision 0100).

let t: TestApp;
let item: TestVariant;
let shopper: Shopper;
let phone: string;

beforeAll(async () => {
  t = await createTestApp();
  [item] = (await pricedVariants(t, [450_00], 20)) as [TestVariant];
});
afterAll(() => t.close());

beforeEach(async () => {
  await setStock(t, item.variantId, 20);
  phone = `+9198${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  shopper = await createShopper(t, 'phone', { phone });
  await addToCart(shopper, item);
});

/** The checkout's details as a phone shopper types them: a Devanagari name, their own phone, no email. */
const noEmail = (change: Partial<typeof customer> = {}) => ({
  ...customer,
  contact: '',
  fullName: 'राधा देवी',
  phone: phone.slice(-10),
  ...change,
});

async function account(userId: string) {
  const [row] = await t.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

async function outboxTo(address: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.to, address)).orderBy(desc(emailOutbox.createdAt));
}

async function ordersOf(userId: string) {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return Number(row?.n ?? 0);
}

describe('a shopper signed in with a phone and no email', () => {
  it('checks out with cash on delivery and no email: the order is placed and the name joins the account', async () => {
    const data = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      shippingAddress: noEmail(),
    });

    expect(data.confirmByEmail).toBeNull();
    expect(data.prefill).toEqual({ name: 'राधा देवी', email: '', contact: phone.slice(-10) });
    expect(await orderRow(t, data.orderId)).toMatchObject({
      status: 'processing',
      contactEmail: '',
      codConfirmation: 'awaiting',
    });
    expect(await account(shopper.id)).toMatchObject({ name: 'राधा देवी', email: null, phone });
    // The confirmation goes to the phone; there is no email to send anything to.
    const texts = await outboxTo(phone);
    expect(texts.map((row) => [row.channel, row.template])).toEqual([['whatsapp', 'cod-confirmation']]);

    const order = orderResponseSchema.parse(
      (await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${data.orderId}` })).json(),
    ).order;
    expect(order.confirmByMessage).toEqual({
      phone,
      channel: 'whatsapp',
      until: new Date(Date.parse(order.placedAt!) + 30 * 60_000).toISOString(),
    });
  });

  it('keeps an email typed at checkout unverified and mails it only the link that proves it', async () => {
    const email = `radha.${Date.now()}@example.in`;
    const data = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      shippingAddress: noEmail({ contact: ` ${email.toUpperCase()} ` }),
    });

    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing', contactEmail: email });
    expect(await account(shopper.id)).toMatchObject({ email, emailVerifiedAt: null, name: 'राधा देवी' });
    const mails = await outboxTo(email);
    expect(mails.map((row) => row.template)).toEqual(['email-verification']);
    expect(mails[0]!.text).toMatch(/verify-email\?token=/);
  });

  it('leaves a name the account already has as it is', async () => {
    await t.db.update(users).set({ name: 'Gopal' }).where(eq(users.id, shopper.id));
    await checkoutOk(shopper, { paymentMethod: 'COD', shippingAddress: noEmail() });
    expect((await account(shopper.id)).name).toBe('Gopal');
  });

  it('is refused an email another account holds, in Hindi on a Hindi page, and nothing changes', async () => {
    const other = await createShopper(t, 'holder');
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      headers: { 'accept-language': 'hi' },
      payload: {
        paymentMethod: 'COD',
        shippingAddress: noEmail({ contact: other.email }),
      },
    });

    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'EMAIL_ON_ANOTHER_ACCOUNT',
      message: 'यह ईमेल किसी दूसरे खाते से जुड़ा है। कृपया कोई दूसरा ईमेल दें, या इसे खाली छोड़ दें।',
    });
    expect(await ordersOf(shopper.id)).toBe(0);
    expect(await account(shopper.id)).toMatchObject({ name: '', email: null });
    expect(await outboxTo(other.email)).toEqual([]);
  });

  it('refuses a contact that is not shaped like an email', async () => {
    const res = await checkout(shopper, {
      paymentMethod: 'COD',
      shippingAddress: noEmail({ contact: 'radha@example' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Please enter a valid email address' });
  });
});

describe('an account signed up with its email', () => {
  it('keeps its own email when another is typed at checkout: the order keeps the one typed', async () => {
    const emailShopper = await createShopper(t, 'login', { withPhone: true });
    await addToCart(emailShopper, item);
    const data = await checkoutOk(emailShopper, {
      paymentMethod: 'COD',
      shippingAddress: { ...customer, contact: 'someone.else@example.in' },
    });
    expect(await account(emailShopper.id)).toMatchObject({ email: emailShopper.email, name: 'Radha Devi' });
    expect((await orderRow(t, data.orderId)).contactEmail).toBe('someone.else@example.in');
    expect(await outboxTo('someone.else@example.in')).toEqual([]);
  });

  it('checks out with the contact left empty: the order keeps the account email', async () => {
    const emailShopper = await createShopper(t, 'login');
    await addToCart(emailShopper, item);
    const data = await checkoutOk(emailShopper, { shippingAddress: { ...customer, contact: '' } });
    expect((await orderRow(t, data.orderId)).contactEmail).toBe(emailShopper.email);
  });
});
