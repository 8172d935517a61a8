import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentOptionsResponseSchema } from '@shop/shared/contracts/checkout';
import { orderSchema } from '@shop/shared/contracts/orders';
import { orders } from '../../db/schema';
import { uniqueMobile } from '../../test/session';
import { createShopper, pricedVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkout, checkoutOk, customer, orderRow, paymentOf } from './checkout-test-kit';

// The way of paying changes the order (decision 0140): a ₹49 fee for cash on delivery, ₹50 off for
// paying online, and cash on delivery refused after two parcels sent back from the door.

let t: TestApp;
let necklace: TestVariant;

beforeAll(async () => {
  t = await createTestApp({
    env: { COD_FEE_PAISE: '4900', PREPAID_DISCOUNT_PAISE: '5000', COD_MAX_REFUSED_PARCELS: '2' },
  });
  // ₹800: standard delivery costs ₹70.
  necklace = (await pricedVariants(t, [800_00], 50))[0]!;
});
afterAll(() => t.close());

const buyNow = () => ({ productId: necklace.productId, variantId: necklace.variantId, quantity: 1 });

/** A shopper with a proven phone who delivers to that phone, so cash on delivery may be placed at once. */
async function codShopper(label: string): Promise<{ shopper: Shopper; to: typeof customer }> {
  const shopper = await createShopper(t, label, { withPhone: true });
  return { shopper, to: { ...customer, phone: shopper.phone!.slice(3) } };
}

async function options(who: Shopper) {
  const res = await who.request({ method: 'GET', url: '/api/v1/payment/options' });
  expect(res.statusCode, res.body).toBe(200);
  return paymentOptionsResponseSchema.parse(res.json()).data;
}

/** Marks the shopper's order as a parcel refused at the door and sent back, as the courier reports it. */
async function refusedAtTheDoor(orderId: string) {
  await t.db.update(orders).set({ status: 'returned_to_origin' }).where(eq(orders.id, orderId));
}

describe('the way of paying changes what the order costs', () => {
  it('tells the shopper the fee and the saving before they choose', async () => {
    const { shopper } = await codShopper('chooser');
    expect(await options(shopper)).toEqual({ codFee: 49, prepaidDiscount: 50, codRefused: false });
  });

  it('takes ₹50 off an order paid online and opens the payment for the lower total', async () => {
    const { shopper, to } = await codShopper('prepaid');
    const data = await checkoutOk(shopper, { buyNow: buyNow(), shippingAddress: to });
    expect(data.amounts).toEqual({
      subtotal: 800,
      discount: 0,
      prepaidDiscount: 50,
      shipping: 70,
      codFee: 0,
      total: 820,
    });
    expect(data.razorpayOrder?.amount).toBe(820_00);
    expect(await orderRow(t, data.orderId)).toMatchObject({ prepaidDiscountPaise: 50_00, totalPaise: 820_00 });
  });

  it('adds the ₹49 fee to a cash-on-delivery order: its total, the cash to collect and the order page', async () => {
    const { shopper, to } = await codShopper('cod-fee');
    const data = await checkoutOk(shopper, { paymentMethod: 'COD', buyNow: buyNow(), shippingAddress: to });
    expect(data.amounts).toEqual({
      subtotal: 800,
      discount: 0,
      prepaidDiscount: 0,
      shipping: 70,
      codFee: 49,
      total: 919,
    });
    expect((await paymentOf(t, data.orderId)).amountPaise).toBe(919_00);
    const page = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${data.orderId}` });
    expect(page.statusCode, page.body).toBe(200);
    const order = orderSchema.parse((page.json() as { order: unknown }).order);
    expect(order).toMatchObject({ codFee: 49, prepaidDiscount: 0, totalAmount: 919 });
  });

  it('ignores a total the client sends: the server charges its own', async () => {
    const { shopper, to } = await codShopper('client-total');
    const data = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      buyNow: buyNow(),
      shippingAddress: to,
      totalAmount: 870,
    });
    expect(data).toMatchObject({ totalAmount: 919, totalChanged: true });
  });
});

describe('cash on delivery is refused after parcels were refused at the door', () => {
  it('refuses an account with two refused parcels, in its language, and still lets it pay online', async () => {
    const { shopper, to } = await codShopper('refuser');
    for (let i = 0; i < 2; i += 1) {
      const placed = await checkoutOk(shopper, { paymentMethod: 'COD', buyNow: buyNow(), shippingAddress: to });
      await refusedAtTheDoor(placed.orderId);
    }
    expect(await options(shopper)).toMatchObject({ codRefused: true });

    const before = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id));
    const english = await checkout(shopper, { paymentMethod: 'COD', buyNow: buyNow(), shippingAddress: to });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'COD_REFUSED_PARCELS',
      message: expect.stringContaining('Please pay online by UPI or card instead.'),
    });
    const hindi = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      headers: { 'accept-language': 'hi' },
      payload: { paymentMethod: 'COD', shippingAddress: to, buyNow: buyNow() },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('UPI या कार्ड से ऑनलाइन भुगतान करें');
    const after = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id));
    expect(after).toHaveLength(before.length);

    const online = await checkoutOk(shopper, { buyNow: buyNow(), shippingAddress: to });
    expect(online.amounts.prepaidDiscount).toBe(50);
  });

  it('refuses a new account delivering to a phone whose parcels were refused twice', async () => {
    const phone = uniqueMobile();
    for (const label of ['first-refuser', 'second-refuser']) {
      const shopper = await createShopper(t, label, { withPhone: true });
      const placed = await checkoutOk(shopper, {
        paymentMethod: 'COD',
        buyNow: buyNow(),
        shippingAddress: { ...customer, phone: phone.slice(3) },
      });
      await refusedAtTheDoor(placed.orderId);
    }
    const { shopper } = await codShopper('same-door');
    expect(await options(shopper)).toMatchObject({ codRefused: false });
    const res = await checkout(shopper, {
      paymentMethod: 'COD',
      buyNow: buyNow(),
      shippingAddress: { ...customer, phone: phone.slice(3) },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'COD_REFUSED_PARCELS' });
  });

  it('still allows cash on delivery after one refused parcel', async () => {
    const { shopper, to } = await codShopper('one-refusal');
    const placed = await checkoutOk(shopper, { paymentMethod: 'COD', buyNow: buyNow(), shippingAddress: to });
    await refusedAtTheDoor(placed.orderId);
    await checkoutOk(shopper, { paymentMethod: 'COD', buyNow: buyNow(), shippingAddress: to });
  });
});
