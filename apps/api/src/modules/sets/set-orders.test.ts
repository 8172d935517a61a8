import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { cartResponseSchema } from '@shop/shared/contracts/cart';
import type { AdminSet } from '@shop/shared/contracts/sets';
import { orderItems, returnRequests } from '../../db/schema';
import { CookieJar, sessionClient, signUp, testIp, TEST_PASSWORD } from '../../test/session';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  setStock,
  stockOf,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkout, checkoutOk, orderRow, payInSandbox } from '../checkout/checkout-test-kit';
import { refundsOf, shipAndDeliver } from '../orders/order-test-kit';
import { addSetToCart, createSet } from './set-test-kit';

let t: TestApp;
let admin: Shopper;
let parts: TestVariant[];
let set: AdminSet;

beforeAll(async () => {
  t = await createTestApp();
  admin = await createAdmin(t);
  // A poshak at ₹500, a mukut at ₹300 and two malas at ₹200: ₹1,200 alone, ₹1,080 as the set (10% off).
  parts = await pricedVariants(t, [50_000, 30_000, 20_000], 10);
  set = await createSet(admin, parts, { quantities: [1, 1, 2] });
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const part of parts) await setStock(t, part.variantId, 10);
});

async function cartOf(shopper: Shopper) {
  return cartResponseSchema.parse((await shopper.request({ method: 'GET', url: '/api/v1/user/user-cart' })).json());
}

const linesOf = (orderId: string) =>
  t.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.unitPricePaise));

describe('A set in the cart', () => {
  it('is one line at the set price, with its parts named', async () => {
    const shopper = await createShopper(t);
    const res = await addSetToCart(shopper, set.id, 2);
    expect(res.statusCode, res.body).toBe(200);
    const cart = await cartOf(shopper);
    expect(cart.cart).toHaveLength(1);
    expect(cart.cart[0]).toMatchObject({
      setId: set.id,
      price: 1080,
      originalPrice: 1200,
      quantity: 2,
      lineTotal: 2160,
    });
    expect(cart.cart[0]!.parts!.map((part) => part.quantity)).toEqual([1, 1, 2]);
    expect(cart).toMatchObject({ itemCount: 2, subtotal: 2160 });
  });

  it("refuses more sets than the parts allow, in the shopper's language, and an unknown set", async () => {
    const shopper = await createShopper(t);
    await setStock(t, parts[2]!.variantId, 5);
    const tooMany = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      headers: { 'accept-language': 'hi' },
      payload: { setId: set.id, quantity: 3 },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'QUANTITY_TOO_HIGH', message: 'केवल 2 ही उपलब्ध हैं' });
    const unknown = await addSetToCart(shopper, '00000000-0000-4000-8000-000000000000');
    expect(unknown.json()).toMatchObject({ code: 'INVALID_SET', message: 'Invalid set' });
    expect((await cartOf(shopper)).cart).toEqual([]);
  });

  it("keeps a guest's set, and brings it into the account at sign-in", async () => {
    const jar = new CookieJar();
    const send = sessionClient(t.app, jar);
    const remoteAddress = testIp();
    const added = await send({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      remoteAddress,
      payload: { setId: set.id, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(cartResponseSchema.parse(added.json()).cart[0]).toMatchObject({ setId: set.id, quantity: 1 });

    const account = await signUp(t.app);
    const login = await send({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { email: account.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode, login.body).toBe(200);
    const mine = cartResponseSchema.parse(
      (await send({ method: 'GET', url: '/api/v1/user/user-cart', remoteAddress })).json(),
    );
    expect(mine.cart.map((line) => [line.setId, line.quantity])).toEqual([[set.id, 1]]);
  });
});

describe('Buying a set', () => {
  it('places a cash-on-delivery order that takes every part and records the set on each line', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    await addSetToCart(shopper, set.id, 1);
    await addToCart(shopper, parts[1]!, 1);
    const data = await checkoutOk(shopper, { paymentMethod: 'COD' });

    const lines = await linesOf(data.orderId);
    const inSet = lines.filter((line) => line.setId === set.id);
    expect(inSet.map((line) => [line.variantId, line.quantity, line.unitPricePaise])).toEqual(
      expect.arrayContaining([
        [parts[0]!.variantId, 1, 45_000],
        [parts[1]!.variantId, 1, 27_000],
        [parts[2]!.variantId, 2, 18_000],
      ]),
    );
    expect(inSet.reduce((total, line) => total + line.unitPricePaise * line.quantity, 0)).toBe(108_000);
    expect(inSet.every((line) => line.setName === set.name && line.setQuantity === 1)).toBe(true);
    expect(lines.filter((line) => line.setId === null).map((line) => line.unitPricePaise)).toEqual([30_000]);

    const order = await orderRow(t, data.orderId);
    expect(order).toMatchObject({ paymentMethod: 'cod', subtotalPaise: 138_000 });
    expect(await stockOf(t, parts[0]!.variantId)).toBe(9);
    expect(await stockOf(t, parts[1]!.variantId)).toBe(8);
    expect(await stockOf(t, parts[2]!.variantId)).toBe(8);
    expect((await cartOf(shopper)).cart).toEqual([]);
  });

  it('lets only one of a set and its part sold alone take the last unit', async () => {
    await setStock(t, parts[0]!.variantId, 1);
    const setBuyer = await createShopper(t, 'set-buyer', { withPhone: true });
    const partBuyer = await createShopper(t, 'part-buyer', { withPhone: true });
    await addSetToCart(setBuyer, set.id, 1);
    await addToCart(partBuyer, parts[0]!, 1);

    const [a, b] = await Promise.all([
      checkout(setBuyer, { paymentMethod: 'COD' }),
      checkout(partBuyer, { paymentMethod: 'COD' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe('SIZE_OUT_OF_STOCK');
    expect(await stockOf(t, parts[0]!.variantId)).toBe(0);
    // The losing order took nothing else either.
    const setWon = a.statusCode === 200;
    expect(await stockOf(t, parts[2]!.variantId)).toBe(setWon ? 8 : 10);
  });

  it("puts every part back on the shelf when the shopper cancels, and refunds a paid set's price", async () => {
    const shopper = await createShopper(t);
    await addSetToCart(shopper, set.id, 1);
    const data = await checkoutOk(shopper);
    await payInSandbox(shopper, data.razorpayOrder!.id);
    expect(await stockOf(t, parts[2]!.variantId)).toBe(8);

    const cancel = await shopper.request({
      method: 'POST',
      url: `/api/v1/user/orders/${data.orderId}/cancel`,
      payload: { reason: 'Ordered twice' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    for (const part of parts) expect(await stockOf(t, part.variantId)).toBe(10);
    const order = await orderRow(t, data.orderId);
    const refunds = await refundsOf(t, data.orderId);
    expect(refunds.reduce((total, refund) => total + refund.amountPaise, 0)).toBe(order.totalPaise);
  });

  it('takes every part back on an approved return and refunds what the set cost', async () => {
    const shopper = await createShopper(t);
    await addSetToCart(shopper, set.id, 1);
    const data = await checkoutOk(shopper);
    await payInSandbox(shopper, data.razorpayOrder!.id);
    await shipAndDeliver(admin, data.orderId);
    const asked = await shopper.request({
      method: 'POST',
      url: `/api/v1/user/orders/${data.orderId}/return`,
      payload: { reason: 'The mukut is too small' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const [request] = await t.db.select().from(returnRequests).where(eq(returnRequests.orderId, data.orderId));
    const approved = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/returns/${request!.id}/approve`,
      payload: { note: 'Collected' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    for (const part of parts) expect(await stockOf(t, part.variantId)).toBe(10);
    const order = await orderRow(t, data.orderId);
    const refunds = await refundsOf(t, data.orderId);
    expect(refunds.reduce((total, refund) => total + refund.amountPaise, 0)).toBe(order.totalPaise);
  });

  it("invoices each part with its HSN code, GST and share of the set's price", async () => {
    const shopper = await createShopper(t);
    await addSetToCart(shopper, set.id, 1);
    const data = await checkoutOk(shopper);
    await payInSandbox(shopper, data.razorpayOrder!.id);
    await shipAndDeliver(admin, data.orderId);
    const res = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${data.orderId}/invoice.pdf` });
    expect(res.statusCode, res.body).toBe(200);
    const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
    const text = (await parser.getText()).text.replace(/\s+/g, ' ');
    await parser.destroy();
    const lines = await linesOf(data.orderId);
    for (const line of lines) {
      expect(text).toContain(line.hsnCode);
      expect(text).toContain(`part of ${set.name}`);
    }
    for (const share of ['450.00', '270.00', '180.00']) expect(text).toContain(share);
  });
});
