import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { couponRedemptions, orderStatusHistory, payments, refunds, webhookEvents } from '../../db/schema';
import {
  createShopper,
  pickVariants,
  setPrice,
  setStock,
  stockOf,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, orderRow } from '../checkout/checkout-test-kit';
import { hmacSha256Hex, razorpayStyleId } from './razorpay-signature';

const WEBHOOK_SECRET = 'whsec-test-secret';

let t: TestApp;
let shopper: Shopper;
let item: TestVariant;

beforeAll(async () => {
  t = await createTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  item = (await pickVariants(t, 1, 10))[0]!;
  await setPrice(t, item.variantId, 1500_00);
});
afterAll(() => t.close());

beforeEach(async () => {
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  await t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));
  await setStock(t, item.variantId, 10);
});

/** An order awaiting payment: its Razorpay order id and our id. */
async function pendingOrder(couponCode: string | null = null) {
  await addToCart(shopper, item, 1);
  const data = await checkoutOk(shopper, { couponCode });
  return { orderId: data.orderId, razorpayOrderId: data.razorpayOrder!.id, amount: data.razorpayOrder!.amount };
}

function paymentEvent(event: string, input: { razorpayOrderId: string; amount: number; paymentId?: string }) {
  return {
    entity: 'event',
    account_id: 'acc_TestAccount01',
    event,
    contains: ['payment'],
    payload: {
      payment: {
        entity: {
          id: input.paymentId ?? razorpayStyleId('pay'),
          entity: 'payment',
          amount: input.amount,
          currency: 'INR',
          status: event === 'payment.failed' ? 'failed' : 'captured',
          order_id: input.razorpayOrderId,
          method: 'upi',
          error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
        },
      },
    },
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** Delivers a webhook as Razorpay does: the signature is over the exact bytes sent. */
function deliver(body: string, options: { secret?: string; eventId?: string; signature?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': options.signature ?? hmacSha256Hex(options.secret ?? WEBHOOK_SECRET, body),
      'x-razorpay-event-id': options.eventId ?? `evt_${razorpayStyleId('pay').slice(4)}`,
    },
    payload: body,
  });
}

async function historyCount(orderId: string, status: 'processing' | 'pending') {
  const [row] = await t.db
    .select({ n: count() })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, status)));
  return Number(row?.n ?? 0);
}

describe('POST /api/v1/payment/webhook', () => {
  it('marks the order paid on payment.captured', async () => {
    const order = await pendingOrder();
    const res = await deliver(JSON.stringify(paymentEvent('payment.captured', order)));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ success: true, duplicate: false });
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: 'captured', method: 'upi' });
  });

  it('marks the order paid on order.paid', async () => {
    const order = await pendingOrder();
    const event = paymentEvent('order.paid', order);
    const body = JSON.stringify({
      ...event,
      contains: ['payment', 'order'],
      payload: {
        ...event.payload,
        order: { entity: { id: order.razorpayOrderId, amount_paid: order.amount, status: 'paid' } },
      },
    });
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await orderRow(t, order.orderId)).paymentStatus).toBe('paid');
  });

  it('refuses a delivery signed with the wrong secret and changes nothing', async () => {
    const order = await pendingOrder();
    const res = await deliver(JSON.stringify(paymentEvent('payment.captured', order)), { secret: 'not-the-secret' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'WEBHOOK_SIGNATURE_INVALID', message: 'Invalid webhook signature' });
    expect((await orderRow(t, order.orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a body re-serialised after signing (the signature covers the exact bytes)', async () => {
    const order = await pendingOrder();
    const original = JSON.stringify(paymentEvent('payment.captured', order));
    const signature = hmacSha256Hex(WEBHOOK_SECRET, original);
    const reserialised = JSON.stringify(JSON.parse(original), null, 2);
    const res = await deliver(reserialised, { signature });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, order.orderId)).paymentStatus).toBe('pending');
  });

  it('refuses a delivery without a signature', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payment/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ event: 'payment.captured', payload: {} }),
    });
    expect(res.statusCode).toBe(400);
  });

  it('handles a repeated delivery of one event once', async () => {
    const order = await pendingOrder('FESTIVAL20');
    const body = JSON.stringify(paymentEvent('payment.captured', order));
    const first = await deliver(body, { eventId: 'evt_repeat_000001' });
    const second = await deliver(body, { eventId: 'evt_repeat_000001' });
    expect(first.json()).toEqual({ success: true, duplicate: false });
    expect(second.json()).toEqual({ success: true, duplicate: true });
    expect(await historyCount(order.orderId, 'processing')).toBe(1);
    const [redemptions] = await t.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.orderId, order.orderId));
    expect(Number(redemptions?.n)).toBe(1);
    const [events] = await t.db
      .select({ n: count() })
      .from(webhookEvents)
      .where(eq(webhookEvents.id, 'evt_repeat_000001'));
    expect(Number(events?.n)).toBe(1);
  });

  it('pays once when the webhook and the shopper verification both arrive', async () => {
    const order = await pendingOrder();
    const paymentId = razorpayStyleId('pay');
    const [hook, sandboxed] = await Promise.all([
      deliver(JSON.stringify(paymentEvent('payment.captured', { ...order, paymentId }))),
      shopper.request({
        method: 'POST',
        url: '/api/v1/payment/sandbox/pay',
        payload: { razorpay_order_id: order.razorpayOrderId, outcome: 'success', method: 'card' },
      }),
    ]);
    expect(hook.statusCode).toBe(200);
    const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = sandboxed.json() as Record<string, string>;
    if (sandboxed.statusCode === 200) {
      const verified = await shopper.request({
        method: 'POST',
        url: '/api/v1/payment/payment-verification',
        payload: { razorpay_order_id, razorpay_payment_id, razorpay_signature },
      });
      expect(verified.statusCode).toBe(200);
    } else {
      // The webhook got there first: the sandbox will not take a second payment.
      expect(sandboxed.statusCode).toBe(409);
    }
    expect(await historyCount(order.orderId, 'processing')).toBe(1);
    expect(await stockOf(t, item.variantId)).toBe(9);
  });

  it('gives the stock back on payment.failed', async () => {
    const order = await pendingOrder();
    expect(await stockOf(t, item.variantId)).toBe(9);
    expect((await deliver(JSON.stringify(paymentEvent('payment.failed', order)))).statusCode).toBe(200);
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'failed' });
    expect(await stockOf(t, item.variantId)).toBe(10);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.orderId));
    expect(payment).toMatchObject({ status: 'failed', failureReason: 'Payment was declined by the bank' });
  });

  it('never moves a paid order back when a failure arrives late', async () => {
    const order = await pendingOrder();
    await deliver(JSON.stringify(paymentEvent('payment.captured', order)));
    expect((await deliver(JSON.stringify(paymentEvent('payment.failed', order)))).statusCode).toBe(200);
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await stockOf(t, item.variantId)).toBe(9);
  });

  it('ignores a capture whose amount is not the order total', async () => {
    const order = await pendingOrder();
    const res = await deliver(JSON.stringify(paymentEvent('payment.captured', { ...order, amount: 100 })));
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t, order.orderId)).paymentStatus).toBe('pending');
  });

  it('settles a refund on refund.processed, including one made in the Razorpay dashboard', async () => {
    const order = await pendingOrder();
    const paymentId = razorpayStyleId('pay');
    await deliver(JSON.stringify(paymentEvent('payment.captured', { ...order, paymentId })));
    const refundId = razorpayStyleId('rfnd');
    const body = JSON.stringify({
      entity: 'event',
      event: 'refund.processed',
      contains: ['refund', 'payment'],
      payload: {
        refund: { entity: { id: refundId, payment_id: paymentId, amount: order.amount, status: 'processed' } },
      },
    });
    expect((await deliver(body)).statusCode).toBe(200);
    expect((await orderRow(t, order.orderId)).paymentStatus).toBe('refunded');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.providerRefundId, refundId));
    expect(refund).toMatchObject({ status: 'processed', amountPaise: order.amount });
  });

  it("refunds a late capture whose coupon the shopper's newer order has taken, as their own verification would", async () => {
    const order = await pendingOrder('WELCOME10');
    // A newer checkout replaces the unpaid one, gives its coupon back and takes it itself.
    const newer = await checkoutOk(shopper, {
      paymentMethod: 'COD',
      couponCode: 'WELCOME10',
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    const res = await deliver(JSON.stringify(paymentEvent('payment.captured', order)));
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, order.orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, order.orderId));
    expect(refund).toMatchObject({ status: 'processed', amountPaise: order.amount });
    const held = await t.db.select({ orderId: couponRedemptions.orderId }).from(couponRedemptions);
    expect(held.filter((row) => [order.orderId, newer.orderId].includes(row.orderId))).toEqual([
      { orderId: newer.orderId },
    ]);
  });

  it('records events it does not act on, so Razorpay stops sending them', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.dispute.created', payload: {} });
    const res = await deliver(body, { eventId: 'evt_dispute_00001' });
    expect(res.json()).toEqual({ success: true, duplicate: false });
    expect((await deliver(body, { eventId: 'evt_dispute_00001' })).json()).toEqual({ success: true, duplicate: true });
  });
});

describe('a shop without a webhook secret', () => {
  it('trusts no delivery', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      const body = JSON.stringify({ event: 'payment.captured', payload: {} });
      const res = await plain.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex('', body) },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
    } finally {
      await plain.close();
    }
  });
});
