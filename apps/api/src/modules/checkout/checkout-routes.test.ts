import { and, count, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartResponseSchema } from '@shop/shared/contracts/cart';
import { couponRedemptions, emailOutbox, orderItems, orders, refunds, stockMovements } from '../../db/schema';
import { createShopper, pricedVariants, setStock, stockOf, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { paymentSignature } from '../payments/razorpay-signature';
import { SANDBOX_DEFAULT_KEY_SECRET } from '../payments/payment-gateway';
import {
  addToCart,
  checkout,
  checkoutOk,
  customer,
  historyOf,
  orderRow,
  paymentOf,
  sandboxPay,
  sandboxSignature,
} from './checkout-test-kit';

let t: TestApp;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  t = await createTestApp();
  // ₹400, ₹250 and ₹1,200: every total below is exact.
  items = await pricedVariants(t, [400_00, 250_00, 1200_00], 10);
});
afterAll(() => t.close());

beforeEach(async () => {
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  // Holds left by earlier tests go back first, so each test starts from exactly 10 units.
  await t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));
  for (const item of items) await setStock(t, item.variantId, 10);
});

const verify = (who: Shopper, payload: Record<string, unknown>) =>
  who.request({ method: 'POST', url: '/api/v1/payment/payment-verification', payload });

async function cartOf(who: Shopper) {
  return cartResponseSchema.parse((await who.request({ method: 'GET', url: '/api/v1/user/user-cart' })).json());
}

async function countRows(table: typeof couponRedemptions | typeof emailOutbox, where: ReturnType<typeof eq>) {
  const [row] = await t.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

describe('POST /api/v1/payment/checkout: who and what', () => {
  it("answers a guest 401 'Please Login First'", async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/payment/checkout', payload: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please Login First' });
  });

  it("refuses an empty cart: 'Your cart is empty'", async () => {
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty' });
  });

  it.each([
    [{ fullName: '' }, 'Full name is required'],
    [{ address: '  ' }, 'Address is required'],
    [{ city: '' }, 'City is required'],
    [{ postalCode: '28112' }, 'Postal code must be 6 digits'],
    [{ postalCode: '28112a' }, 'Postal code must be 6 digits'],
    [{ phone: '98765' }, 'Phone number must be 10 digits'],
    [{ phone: '98765432101' }, 'Phone number must be 10 digits'],
    [{ contact: 'radha@example' }, 'Please enter a valid email address'],
    [{ shippingMethod: 'drone' }, 'Please choose a shipping method'],
  ])('refuses shipping details %j with %j and writes nothing', async (change, message) => {
    await addToCart(shopper, items[0]!);
    const res = await checkout(shopper, { shippingAddress: { ...customer, ...change } as typeof customer });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(Number(row?.n)).toBe(0);
  });

  it("refuses a payment method it does not know: 'Please choose a payment method'", async () => {
    await addToCart(shopper, items[0]!);
    const res = await checkout(shopper, { paymentMethod: 'Cheque' as 'COD' });
    expect(res.json()).toMatchObject({ message: 'Please choose a payment method' });
  });
});

describe('checkout prices the order itself', () => {
  it('ignores the prices and total a client sends: the Razorpay amount is the server total', async () => {
    await addToCart(shopper, items[0]!, 2);
    const data = await checkoutOk(shopper, {
      products: [{ id: items[0]!.productId, variantId: items[0]!.variantId, quantity: 2, price: 1 }],
      totalAmount: 2,
      shipping: 0,
    });
    // 2 × ₹400 = ₹800, below ₹999: ₹70 standard delivery.
    expect(data.amounts).toEqual({
      subtotal: 800,
      discount: 0,
      prepaidDiscount: 0,
      shipping: 70,
      codFee: 0,
      total: 870,
    });
    expect(data.totalAmount).toBe(870);
    expect(data.totalChanged).toBe(true);
    expect(data.razorpayOrder).toEqual({
      id: expect.stringMatching(/^order_[0-9A-Za-z]{14}$/),
      amount: 87000,
      currency: 'INR',
    });
    expect(data.razorpay_key).toBe('rzp_test_sandbox');
    expect(data).toMatchObject({ provider: 'sandbox', paymentMethod: 'Online', clearUserCart: true, couponCode: null });
    expect(data.prefill).toEqual({ name: 'Radha Devi', email: 'radha@example.in', contact: '9876543210' });
    const order = await orderRow(t, data.orderId);
    expect(order).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      subtotalPaise: 800_00,
      shippingPaise: 70_00,
      totalPaise: 870_00,
    });
    expect((await paymentOf(t, data.orderId)).amountPaise).toBe(870_00);
  });

  it('says nothing changed when the client total matches', async () => {
    await addToCart(shopper, items[2]!);
    const data = await checkoutOk(shopper, { totalAmount: 1200 });
    expect(data).toMatchObject({ totalAmount: 1200, totalChanged: false });
  });

  it('charges ₹150 for express delivery and nothing for store pickup', async () => {
    await addToCart(shopper, items[2]!);
    const express = await checkoutOk(shopper, { shippingAddress: { ...customer, shippingMethod: 'express' } });
    expect(express.amounts).toEqual({
      subtotal: 1200,
      discount: 0,
      prepaidDiscount: 0,
      shipping: 150,
      codFee: 0,
      total: 1350,
    });
    const pickup = await checkoutOk(shopper, { shippingAddress: { ...customer, shippingMethod: 'store' } });
    expect(pickup.amounts).toEqual({
      subtotal: 1200,
      discount: 0,
      prepaidDiscount: 0,
      shipping: 0,
      codFee: 0,
      total: 1200,
    });
  });

  it('applies the coupon after judging it again: FESTIVAL20 on ₹1,200 with free delivery lost below ₹999', async () => {
    await addToCart(shopper, items[2]!);
    const data = await checkoutOk(shopper, { couponCode: ' festival20 ' });
    expect(data.amounts).toEqual({
      subtotal: 1200,
      discount: 240,
      prepaidDiscount: 0,
      shipping: 70,
      codFee: 0,
      total: 1030,
    });
    expect(data.couponCode).toBe('FESTIVAL20');
    expect(data.razorpayOrder?.amount).toBe(103000);
  });

  it('refuses a coupon the order does not qualify for, with its message', async () => {
    await addToCart(shopper, items[1]!);
    const res = await checkout(shopper, { couponCode: 'FESTIVAL20' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Add items worth ₹750 more to apply this coupon' });
    const unknown = await checkout(shopper, { couponCode: 'FREE100' });
    expect(unknown.json()).toMatchObject({ message: 'Invalid coupon code' });
  });

  it("refuses more than the stock with 'Only N items available'", async () => {
    await addToCart(shopper, items[0]!, 3);
    await setStock(t, items[0]!.variantId, 2);
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'Only 2 items available' });
    expect(await stockOf(t, items[0]!.variantId)).toBe(2);
  });
});

describe('paying in the sandbox', () => {
  it('reserves stock at checkout, marks the order paid on verification and empties the cart', async () => {
    await addToCart(shopper, items[2]!, 1);
    await addToCart(shopper, items[0]!, 2);
    const data = await checkoutOk(shopper, { couponCode: 'FESTIVAL20' });
    expect(await stockOf(t, items[2]!.variantId)).toBe(9);
    expect(await stockOf(t, items[0]!.variantId)).toBe(8);
    const order = await orderRow(t, data.orderId);
    expect(order.reservationExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);

    const callback = await sandboxSignature(shopper, data.razorpayOrder!.id);
    const res = await verify(shopper, callback);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: 'Payment verified successfully',
      orderId: data.orderId,
      clearUserCart: true,
    });

    expect(await orderRow(t, data.orderId)).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      reservationExpiresAt: null,
      placedAt: expect.any(Date),
    });
    expect(await historyOf(t, data.orderId)).toEqual(['pending', 'processing']);
    expect(await paymentOf(t, data.orderId)).toMatchObject({
      status: 'captured',
      providerPaymentId: callback.razorpay_payment_id,
      method: 'upi',
    });
    expect(await countRows(couponRedemptions, eq(couponRedemptions.orderId, data.orderId))).toBe(1);
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, shopper.email))
      .orderBy(emailOutbox.createdAt);
    expect(email).toMatchObject({ template: 'order-confirmation' });
    expect((await cartOf(shopper)).cart).toEqual([]);
    // Paid stock stays sold.
    expect(await stockOf(t, items[2]!.variantId)).toBe(9);
    const snapshot = await t.db.select().from(orderItems).where(eq(orderItems.orderId, data.orderId));
    expect(snapshot.find((line) => line.variantId === items[2]!.variantId)).toMatchObject({
      name: items[2]!.name,
      slug: items[2]!.slug,
      size: items[2]!.size,
      unitPricePaise: 1200_00,
      quantity: 1,
      hsnCode: expect.any(String),
    });
  });

  it('accepts the same verification again without doing anything twice', async () => {
    await addToCart(shopper, items[2]!);
    const data = await checkoutOk(shopper, { couponCode: 'FESTIVAL20' });
    const callback = await sandboxSignature(shopper, data.razorpayOrder!.id);
    expect((await verify(shopper, callback)).statusCode).toBe(200);
    const again = await verify(shopper, callback);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ orderId: data.orderId });
    expect(await historyOf(t, data.orderId)).toEqual(['pending', 'processing']);
    expect(await countRows(couponRedemptions, eq(couponRedemptions.orderId, data.orderId))).toBe(1);
    const emails = await t.db
      .select({ n: count() })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'order-confirmation'), like(emailOutbox.text, `%${data.orderId}%`)));
    expect(Number(emails[0]?.n)).toBe(1);
    const sold = await t.db
      .select({ n: count() })
      .from(stockMovements)
      .where(and(eq(stockMovements.orderId, data.orderId), eq(stockMovements.reason, 'order')));
    expect(Number(sold[0]?.n)).toBe(1);
  });

  it("refuses a forged signature: 'Payment verification failed', and the order stays unpaid", async () => {
    await addToCart(shopper, items[0]!);
    const data = await checkoutOk(shopper);
    const callback = await sandboxSignature(shopper, data.razorpayOrder!.id);
    const forged = {
      ...callback,
      razorpay_signature: callback.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    };
    const res = await verify(shopper, forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'PAYMENT_VERIFICATION_FAILED', message: 'Payment verification failed' });
    expect((await orderRow(t, data.orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a payment signed with a secret that is not ours', async () => {
    await addToCart(shopper, items[0]!);
    const data = await checkoutOk(shopper);
    const paymentId = 'pay_AAAAAAAAAAAAAA';
    const signature = paymentSignature('someone-elses-secret', data.razorpayOrder!.id, paymentId);
    const res = await verify(shopper, {
      razorpay_order_id: data.razorpayOrder!.id,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    });
    expect(res.statusCode).toBe(400);
    // The same ids signed with the sandbox key would pass: the secret is what is checked.
    expect(paymentSignature(SANDBOX_DEFAULT_KEY_SECRET, data.razorpayOrder!.id, paymentId)).not.toBe(signature);
  });

  it('refuses a genuine payment replayed against another order (the order id comes from our database)', async () => {
    await addToCart(shopper, items[0]!);
    const first = await checkoutOk(shopper);
    const callback = await sandboxSignature(shopper, first.razorpayOrder!.id);
    expect((await verify(shopper, callback)).statusCode).toBe(200);

    await addToCart(shopper, items[1]!);
    const second = await checkoutOk(shopper);
    const replay = await verify(shopper, { ...callback, razorpay_order_id: second.razorpayOrder!.id });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: 'Payment verification failed' });
    expect((await orderRow(t, second.orderId)).paymentStatus).toBe('pending');
  });

  it("refuses to verify another shopper's order", async () => {
    await addToCart(shopper, items[0]!);
    const data = await checkoutOk(shopper);
    const callback = await sandboxSignature(shopper, data.razorpayOrder!.id);
    const stranger = await createShopper(t, 'shopper', { withPhone: true });
    const res = await verify(stranger, callback);
    expect(res.statusCode).toBe(400);
    const sandbox = await stranger.request({
      method: 'POST',
      url: '/api/v1/payment/sandbox/pay',
      payload: { razorpay_order_id: data.razorpayOrder!.id, outcome: 'success', method: 'card' },
    });
    expect(sandbox.statusCode).toBe(400);
  });

  it("refuses a verification with parts missing: 'Payment verification failed'", async () => {
    const res = await verify(shopper, { razorpay_order_id: 'order_x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Payment verification failed' });
  });

  it('gives the stock back when the payment fails, and takes it again when a retry succeeds', async () => {
    await addToCart(shopper, items[0]!, 2);
    const data = await checkoutOk(shopper);
    expect(await stockOf(t, items[0]!.variantId)).toBe(8);
    const failed = await sandboxPay(shopper, data.razorpayOrder!.id, 'failure');
    expect(failed).toMatchObject({ outcome: 'failure', error: { description: 'Payment failed' } });
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
    expect(await orderRow(t, data.orderId)).toMatchObject({
      status: 'pending',
      paymentStatus: 'failed',
      reservationExpiresAt: null,
    });

    const retry = await sandboxSignature(shopper, data.razorpayOrder!.id);
    expect((await verify(shopper, retry)).statusCode).toBe(200);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, items[0]!.variantId)).toBe(8);
  });

  it('does not offer the sandbox for an order already paid', async () => {
    await addToCart(shopper, items[0]!);
    const data = await checkoutOk(shopper);
    await verify(shopper, await sandboxSignature(shopper, data.razorpayOrder!.id));
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/sandbox/pay',
      payload: { razorpay_order_id: data.razorpayOrder!.id, outcome: 'success', method: 'card' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This order has already been paid' });
  });
});

describe('buy now', () => {
  it('orders one item without touching the saved cart', async () => {
    await addToCart(shopper, items[0]!, 2);
    const data = await checkoutOk(shopper, {
      buyNow: { productId: items[2]!.productId, variantId: items[2]!.variantId, quantity: 1 },
      totalAmount: 1200,
    });
    expect(data).toMatchObject({ clearUserCart: false, totalAmount: 1200, totalChanged: false });
    const res = await verify(shopper, await sandboxSignature(shopper, data.razorpayOrder!.id));
    expect(res.json()).toMatchObject({ clearUserCart: false });
    const cart = await cartOf(shopper);
    expect(cart.cart.map((line) => [line.variantId, line.quantity])).toEqual([[items[0]!.variantId, 2]]);
    expect(await stockOf(t, items[2]!.variantId)).toBe(9);
    expect(await stockOf(t, items[0]!.variantId)).toBe(10);
  });

  it('checks the buy-now item like an add to cart', async () => {
    const bad = await checkout(shopper, {
      buyNow: { productId: items[0]!.productId, variantId: items[1]!.variantId, quantity: 1 },
    });
    expect(bad.json()).toMatchObject({ message: 'Selected size not available' });
    const tooMany = await checkout(shopper, {
      buyNow: { productId: items[0]!.productId, variantId: items[0]!.variantId, quantity: 11 },
    });
    expect(tooMany.json()).toMatchObject({ message: 'Only 10 items available' });
    const none = await checkout(shopper, {
      buyNow: { productId: items[0]!.productId, variantId: items[0]!.variantId, quantity: 0 },
    });
    expect(none.json()).toMatchObject({ message: 'Quantity cannot be less than 1' });
  });
});

describe('reservations', () => {
  it('returns unpaid stock when the hold runs out, and not before', async () => {
    await addToCart(shopper, items[1]!, 3);
    const data = await checkoutOk(shopper);
    expect(await stockOf(t, items[1]!.variantId)).toBe(7);
    const { payments: service } = t.app.services;
    expect((await service.sweep(new Date(Date.now() + 5 * 60_000))).released).toBe(0);
    expect(await stockOf(t, items[1]!.variantId)).toBe(7);
    expect((await service.sweep(new Date(Date.now() + 16 * 60_000))).released).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, items[1]!.variantId)).toBe(10);
    expect((await orderRow(t, data.orderId)).reservationExpiresAt).toBeNull();
    // A second sweep finds nothing more to give back.
    await service.sweep(new Date(Date.now() + 17 * 60_000));
    expect(await stockOf(t, items[1]!.variantId)).toBe(10);
  });

  it('fulfils a late payment when the stock is still there', async () => {
    await addToCart(shopper, items[1]!, 1);
    const data = await checkoutOk(shopper);
    await t.app.services.payments.sweep(new Date(Date.now() + 16 * 60_000));
    expect(await stockOf(t, items[1]!.variantId)).toBe(10);
    const res = await verify(shopper, await sandboxSignature(shopper, data.razorpayOrder!.id));
    expect(res.statusCode).toBe(200);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, items[1]!.variantId)).toBe(9);
  });

  it('refunds a late payment when the stock has gone meanwhile, and does not fulfil it', async () => {
    await addToCart(shopper, items[1]!, 1);
    const data = await checkoutOk(shopper);
    await t.app.services.payments.sweep(new Date(Date.now() + 16 * 60_000));
    await setStock(t, items[1]!.variantId, 0);
    const callback = await sandboxSignature(shopper, data.razorpayOrder!.id);
    const res = await verify(shopper, callback);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_SOLD_OUT_REFUNDED' });
    // Cancelled, then closed as refunded once the refund was processed.
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, data.orderId));
    expect(refund).toMatchObject({
      status: 'processed',
      amountPaise: 320_00,
      idempotencyKey: `refund-${callback.razorpay_payment_id}`,
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await stockOf(t, items[1]!.variantId)).toBe(0);
    // Asking again changes nothing and still does not claim success.
    expect((await verify(shopper, callback)).statusCode).toBe(409);
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, data.orderId))).toHaveLength(1);
  });

  it("lets a new checkout replace the shopper's earlier unpaid one instead of holding stock twice", async () => {
    await setStock(t, items[0]!.variantId, 1);
    await addToCart(shopper, items[0]!, 1);
    const first = await checkoutOk(shopper);
    expect(await stockOf(t, items[0]!.variantId)).toBe(0);
    const second = await checkoutOk(shopper);
    expect(await stockOf(t, items[0]!.variantId)).toBe(0);
    expect((await orderRow(t, first.orderId)).reservationExpiresAt).toBeNull();
    expect((await orderRow(t, second.orderId)).reservationExpiresAt).not.toBeNull();
  });
});

describe('cash on delivery', () => {
  it('places the order unpaid, keeps the stock, empties the cart and sends the confirmation', async () => {
    await addToCart(shopper, items[2]!, 1);
    const data = await checkoutOk(shopper, { paymentMethod: 'COD', couponCode: 'WELCOME10' });
    expect(data).toMatchObject({
      provider: 'cod',
      paymentMethod: 'COD',
      clearUserCart: true,
    });
    // Its stock is held until the confirmation's deadline, 30 minutes on (decision 0125).
    expect(Date.parse(data.reservationExpiresAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(data.razorpayOrder).toBeUndefined();
    expect(data.razorpay_key).toBeUndefined();
    // WELCOME10: 10% of ₹1,200 = ₹120; ₹1,080 ships free.
    expect(data.amounts).toEqual({
      subtotal: 1200,
      discount: 120,
      prepaidDiscount: 0,
      shipping: 0,
      codFee: 0,
      total: 1080,
    });
    expect(await orderRow(t, data.orderId)).toMatchObject({
      status: 'processing',
      paymentStatus: 'pending',
      paymentMethod: 'cod',
      placedAt: expect.any(Date),
      reservationExpiresAt: null,
    });
    expect(await historyOf(t, data.orderId)).toEqual(['processing']);
    expect(await paymentOf(t, data.orderId)).toMatchObject({
      provider: 'cod',
      status: 'created',
      amountPaise: 1080_00,
    });
    expect(await stockOf(t, items[2]!.variantId)).toBe(9);
    expect((await cartOf(shopper)).cart).toEqual([]);
    expect(await countRows(couponRedemptions, eq(couponRedemptions.orderId, data.orderId))).toBe(1);
    // The first order is placed: WELCOME10 is not offered again.
    await addToCart(shopper, items[2]!, 1);
    const again = await checkout(shopper, { paymentMethod: 'COD', couponCode: 'WELCOME10' });
    expect(again.json()).toMatchObject({ message: 'This coupon is valid for first-time orders only' });
  });

  it('refuses orders above ₹5,000', async () => {
    await addToCart(shopper, items[2]!, 5);
    const res = await checkout(shopper, { paymentMethod: 'COD' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'COD_LIMIT',
      message: 'Cash on delivery is available for orders up to ₹5,000',
    });
    expect(await stockOf(t, items[2]!.variantId)).toBe(10);
  });

  it('refuses PIN codes the shop does not know, and islands where couriers take no cash', async () => {
    await addToCart(shopper, items[0]!, 1);
    const unknown = await checkout(shopper, {
      paymentMethod: 'COD',
      shippingAddress: { ...customer, postalCode: '999999' },
    });
    expect(unknown.json()).toMatchObject({ message: 'Cash on delivery is not available for PIN code 999999' });
    const andaman = await checkout(shopper, {
      paymentMethod: 'COD',
      shippingAddress: {
        ...customer,
        postalCode: '744101',
        city: 'South Andaman',
        state: 'Andaman and Nicobar Islands',
      },
    });
    expect(andaman.statusCode).toBe(400);
    expect(andaman.json()).toMatchObject({ code: 'COD_NOT_AVAILABLE_PIN' });
  });
});

describe('the last unit', () => {
  it('goes to exactly one of 50 shoppers checking out at the same moment', async () => {
    const item = items[1]!;
    await setStock(t, item.variantId, 1);
    const shoppers = await Promise.all(
      Array.from({ length: 50 }, () => createShopper(t, 'racer', { withPhone: true })),
    );
    const results = await Promise.all(
      shoppers.map((who) =>
        checkout(who, { buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 } }),
      ),
    );
    const won = results.filter((res) => res.statusCode === 200);
    const lost = results.filter((res) => res.statusCode !== 200);
    expect(won).toHaveLength(1);
    for (const res of lost) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ message: 'This size is out of stock' });
    }
    expect(await stockOf(t, item.variantId)).toBe(0);
    // The losers' transactions rolled back: the winner's is the only order among them.
    const racerOrders = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          shoppers.map((who) => who.id),
        ),
      );
    expect(racerOrders.map((row) => row.id)).toEqual([(won[0]!.json() as { data: { orderId: string } }).data.orderId]);
  });
});
