import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addressListResponseSchema } from '@shop/shared/contracts/addresses';
import { checkoutResponseSchema, STORE_PICKUP_ADDRESS } from '@shop/shared/contracts/checkout';
import { emailOutbox, orders } from '../../db/schema';
import { createShopper, pricedVariants, setStock, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkout, checkoutOk, customer, orderRow } from './checkout-test-kit';

let t: TestApp;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  items = await pricedVariants(t, [1200_00], 10);
});
afterAll(() => t.close());

beforeEach(async () => {
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  await t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));
  await setStock(t, items[0]!.variantId, 10);
  await addToCart(shopper, items[0]!);
});

async function addressBookOf(who: Shopper) {
  const res = await who.request({ method: 'GET', url: '/api/v1/user/addresses' });
  return addressListResponseSchema.parse(res.json()).addresses;
}

/** A body the contract's types do not describe (an address left out), sent as a client could. */
function sendCheckout(who: Shopper, payload: Record<string, unknown>) {
  return who.request({ method: 'POST', url: '/api/v1/payment/checkout', payload });
}

const withLandmark = { ...customer, landmark: 'Near Hanuman Mandir' };

describe('Store pickup', () => {
  it("needs only a name and a phone: the order is collected at the shop's address, with no fee", async () => {
    const pickup = {
      contact: customer.contact,
      fullName: 'Radha Devi',
      phone: '+91 98765 43210',
      shippingMethod: 'store',
    };
    const res = await sendCheckout(shopper, { paymentMethod: 'COD', shippingAddress: pickup });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = checkoutResponseSchema.parse(res.json());
    expect(data.amounts).toEqual({
      subtotal: 1200,
      discount: 0,
      prepaidDiscount: 0,
      shipping: 0,
      codFee: 0,
      total: 1200,
    });
    const order = await orderRow(t, data.orderId);
    expect(order.shippingMethod).toBe('store');
    expect(order.shippingAddress).toMatchObject({
      ...STORE_PICKUP_ADDRESS,
      fullName: 'Radha Devi',
      phone: '9876543210',
    });
  });

  it('names the shop, not an address the shopper typed, even when one is sent', async () => {
    const data = await checkoutOk(shopper, { shippingAddress: { ...withLandmark, shippingMethod: 'store' } });
    expect((await orderRow(t, data.orderId)).shippingAddress).toMatchObject(STORE_PICKUP_ADDRESS);
  });

  it("refuses a delivery without an address with 'Address is required', placing nothing", async () => {
    const { address: _typed, ...withoutAddress } = customer;
    const res = await sendCheckout(shopper, { paymentMethod: 'Online', shippingAddress: withoutAddress });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'shippingAddress.address': 'Address is required' });
    expect(await t.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, shopper.id))).toHaveLength(0);
  });
});

describe('A new address typed at checkout', () => {
  it('is kept in the address book, landmark and all, when the shopper asks', async () => {
    const data = await checkoutOk(shopper, { shippingAddress: withLandmark, saveAddress: true });
    const book = await addressBookOf(shopper);
    expect(book).toHaveLength(1);
    expect(book[0]).toMatchObject({
      fullName: customer.fullName,
      address: customer.address,
      landmark: 'Near Hanuman Mandir',
      postalCode: customer.postalCode,
      isDefault: true,
    });
    expect((await orderRow(t, data.orderId)).shippingAddress).toMatchObject({ landmark: 'Near Hanuman Mandir' });
  });

  it('is not kept when the shopper does not ask, nor for a pickup', async () => {
    await checkoutOk(shopper, { shippingAddress: withLandmark });
    await checkoutOk(shopper, { shippingAddress: { ...withLandmark, shippingMethod: 'store' }, saveAddress: true });
    expect(await addressBookOf(shopper)).toHaveLength(0);
  });

  it('is not kept when the order is refused', async () => {
    const res = await checkout(shopper, { shippingAddress: withLandmark, saveAddress: true, couponCode: 'NOSUCHCODE' });
    expect(res.statusCode).toBe(400);
    expect(await addressBookOf(shopper)).toHaveLength(0);
  });

  it("is refused with the address book's rules: a landmark over 80 characters", async () => {
    const res = await checkout(shopper, {
      shippingAddress: { ...customer, landmark: 'x'.repeat(81) },
      saveAddress: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ 'shippingAddress.landmark': 'Must be at most 80 characters' });
    expect(await addressBookOf(shopper)).toHaveLength(0);
  });
});

describe("The order's landmark", () => {
  it("is shown with the order's delivery address and in its confirmation email", async () => {
    const data = await checkoutOk(shopper, { paymentMethod: 'COD', shippingAddress: withLandmark });
    const res = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${data.orderId}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().order.shippingAddress).toMatchObject({ landmark: 'Near Hanuman Mandir' });
    const emails = await t.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-confirmation'), like(emailOutbox.text, `%${data.orderId}%`)));
    expect(emails[0]?.text).toContain('Landmark: Near Hanuman Mandir');
  });
});
