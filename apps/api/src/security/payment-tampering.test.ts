import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rupeesToPaise } from '@shop/shared/money';
import { carts, orders, orderStatusHistory, payments, refunds, webhookEvents } from '../db/schema';
import { addToCart, checkoutOk, customer, orderRow } from '../modules/checkout/checkout-test-kit';
import { SANDBOX_DEFAULT_KEY_SECRET } from '../modules/payments/payment-gateway';
import { hmacSha256Hex, paymentSignature, razorpayStyleId } from '../modules/payments/razorpay-signature';
import { createShopper, pricedVariants, setStock, type Shopper, type TestVariant } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';

// Money and payment tampering: whatever a client says about prices, totals or payments, the
// amount charged is the server's and an order is paid only by a genuine payment for that order.

const WEBHOOK_SECRET = 'whsec-security-suite';
const PRICE = 1234_00;

let t: TestApp;
let item: TestVariant;
let shopper: Shopper;

beforeAll(async () => {
  t = await createTestApp({ env: { RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET } });
  item = (await pricedVariants(t, [PRICE], 50))[0]!;
});
afterAll(() => t.close());
beforeEach(async () => {
  shopper = await createShopper(t, 'tamper');
  await setStock(t, item.variantId, 50);
});

async function pendingOrder(who = shopper) {
  await addToCart(who, item, 1);
  const data = await checkoutOk(who);
  return { orderId: data.orderId, razorpayOrderId: data.razorpayOrder!.id, amount: data.razorpayOrder!.amount };
}

function verify(who: Shopper, body: Record<string, string>) {
  return who.request({ method: 'POST', url: '/api/v1/payment/payment-verification', payload: body });
}

async function paymentRows(orderId: string) {
  return t.db.select().from(payments).where(eq(payments.orderId, orderId));
}

async function paidHistory(orderId: string) {
  const rows = await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId));
  return rows.filter((row) => row.status === 'processing').length;
}

function signedPayment(razorpayOrderId: string, paymentId = razorpayStyleId('pay')) {
  return {
    razorpay_order_id: razorpayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(SANDBOX_DEFAULT_KEY_SECRET, razorpayOrderId, paymentId),
  };
}

function webhook(
  event: string,
  input: { razorpayOrderId: string; amount: number; paymentId: string },
  eventId?: string,
) {
  const body = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      payment: {
        entity: {
          id: input.paymentId,
          amount: input.amount,
          currency: 'INR',
          order_id: input.razorpayOrderId,
          method: 'upi',
          error_description: event === 'payment.failed' ? 'Payment was declined by the bank' : null,
        },
      },
    },
  });
  return {
    body,
    send: (signature = hmacSha256Hex(WEBHOOK_SECRET, body)) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/payment/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId ?? `evt_${razorpayStyleId('pay').slice(4)}`,
        },
        payload: body,
      }),
  };
}

describe('prices and totals sent by the client', () => {
  it('are ignored: the order and the Razorpay amount are the server total', async () => {
    const added = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: item.productId, variantId: item.variantId, quantity: 2, price: 1, pricePaise: 100, total: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const data = await checkoutOk(shopper, {
      totalAmount: 1,
      products: [{ id: item.productId, variantId: item.variantId, price: 1, quantity: 2 }],
      shipping: 0,
    });
    const order = await orderRow(t, data.orderId);
    expect(order.subtotalPaise).toBe(2 * PRICE);
    expect(order.totalPaise).toBe(rupeesToPaise(data.totalAmount));
    expect(order.totalPaise).toBeGreaterThanOrEqual(2 * PRICE - order.discountPaise);
    expect(data.razorpayOrder!.amount).toBe(order.totalPaise);
    expect(data.totalChanged).toBe(true);
    const [payment] = await paymentRows(data.orderId);
    expect(payment!.amountPaise).toBe(order.totalPaise);
  });

  it('a buy-now item with a made-up price is charged at the shop price', async () => {
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      payload: {
        paymentMethod: 'Online',
        shippingAddress: customer,
        buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1, price: 1 },
        totalAmount: 0.01,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { orderId: string; razorpayOrder: { amount: number } };
    const order = await orderRow(t, data.orderId);
    expect(order.subtotalPaise).toBe(PRICE);
    expect(data.razorpayOrder.amount).toBe(order.totalPaise);
  });

  it('a negative or absurd quantity is refused and reserves nothing', async () => {
    for (const quantity of [-1, 0, 1.5, 1e9, '2']) {
      const res = await shopper.request({
        method: 'POST',
        url: '/api/v1/payment/checkout',
        payload: {
          paymentMethod: 'Online',
          shippingAddress: customer,
          buyNow: { productId: item.productId, variantId: item.variantId, quantity },
        },
      });
      expect(res.statusCode, `${String(quantity)}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const [held] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, shopper.id));
    expect(held!.n).toBe(0);
  });

  it('adding more than the stock to the cart is refused and leaves no cart behind', async () => {
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: item.productId, variantId: item.variantId, quantity: 51 },
    });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(carts).where(eq(carts.userId, shopper.id))).toHaveLength(0);
    // With a cart already there, a refused add leaves it exactly as it was.
    await addToCart(shopper, item, 50);
    const [before] = await t.db.select().from(carts).where(eq(carts.userId, shopper.id));
    const again = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: item.productId, variantId: item.variantId, quantity: 1 },
    });
    expect(again.statusCode).toBe(409);
    const [after] = await t.db.select().from(carts).where(eq(carts.userId, shopper.id));
    expect(after).toEqual(before);
  });
});

describe('payment signatures', () => {
  it('a forged signature does not pay the order', async () => {
    const { orderId, razorpayOrderId } = await pendingOrder();
    const res = await verify(shopper, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: razorpayStyleId('pay'),
      razorpay_signature: 'a'.repeat(64),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PAYMENT_VERIFICATION_FAILED');
    expect((await orderRow(t, orderId)).paymentStatus).toBe('pending');
  });

  it('a signature signed with another secret does not pay the order', async () => {
    const { orderId, razorpayOrderId } = await pendingOrder();
    const paymentId = razorpayStyleId('pay');
    const res = await verify(shopper, {
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: paymentSignature('attacker-secret', razorpayOrderId, paymentId),
    });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('pending');
  });

  it("one order's genuine signature cannot pay another order", async () => {
    const first = await pendingOrder();
    const other = await createShopper(t, 'tamper-other');
    const second = await pendingOrder(other);
    const genuine = signedPayment(first.razorpayOrderId);
    const res = await verify(other, { ...genuine, razorpay_order_id: second.razorpayOrderId });
    expect(res.statusCode).toBe(400);
    expect((await orderRow(t, second.orderId)).paymentStatus).toBe('pending');
    // Nor may someone else present the genuine payment for the order that is not theirs.
    const stolen = await verify(other, genuine);
    expect(stolen.statusCode).toBe(400);
    expect((await orderRow(t, first.orderId)).paymentStatus).toBe('pending');
  });

  it('a replayed verification pays once: one payment, one confirmation', async () => {
    const { orderId, razorpayOrderId } = await pendingOrder();
    const genuine = signedPayment(razorpayOrderId);
    const first = await verify(shopper, genuine);
    expect(first.statusCode, first.body).toBe(200);
    for (let i = 0; i < 3; i += 1) {
      const again = await verify(shopper, genuine);
      expect(again.statusCode).toBe(200);
    }
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
    expect(await paymentRows(orderId)).toHaveLength(1);
    expect(await paidHistory(orderId)).toBe(1);
  });
});

describe('webhooks', () => {
  it('a webhook with a bad signature is refused and changes nothing', async () => {
    const { orderId, razorpayOrderId, amount } = await pendingOrder();
    const hook = webhook('payment.captured', { razorpayOrderId, amount, paymentId: razorpayStyleId('pay') });
    const [before] = await t.db.select({ n: count() }).from(webhookEvents);
    for (const signature of ['', 'deadbeef', hmacSha256Hex('wrong-secret', hook.body)]) {
      const res = await hook.send(signature);
      expect(res.statusCode).toBe(400);
    }
    const [after] = await t.db.select({ n: count() }).from(webhookEvents);
    expect(after!.n).toBe(before!.n);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('pending');
  });

  it('a replayed webhook (same event or same payment) is applied once', async () => {
    const { orderId, razorpayOrderId, amount } = await pendingOrder();
    const paymentId = razorpayStyleId('pay');
    const hook = webhook('payment.captured', { razorpayOrderId, amount, paymentId }, `evt_replay_${Date.now()}`);
    expect((await hook.send()).json().duplicate).toBe(false);
    expect((await hook.send()).json().duplicate).toBe(true);
    // The same payment under a new event id: still one payment.
    const again = webhook('payment.captured', { razorpayOrderId, amount, paymentId });
    expect((await again.send()).statusCode).toBe(200);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('paid');
    expect(await paymentRows(orderId)).toHaveLength(1);
    expect(await paidHistory(orderId)).toBe(1);
  });

  it('payment.failed arriving after payment.captured does not move a paid order back', async () => {
    const { orderId, razorpayOrderId, amount } = await pendingOrder();
    const paymentId = razorpayStyleId('pay');
    expect((await webhook('payment.captured', { razorpayOrderId, amount, paymentId }).send()).statusCode).toBe(200);
    const failed = webhook('payment.failed', { razorpayOrderId, amount, paymentId: razorpayStyleId('pay') });
    expect((await failed.send()).statusCode).toBe(200);
    const order = await orderRow(t, orderId);
    expect(order.paymentStatus).toBe('paid');
    expect(order.status).toBe('processing');
    const [payment] = await paymentRows(orderId);
    expect(payment!.status).toBe('captured');
  });

  it('a captured webhook for less than the order total does not pay it', async () => {
    const { orderId, razorpayOrderId, amount } = await pendingOrder();
    const res = await webhook('payment.captured', {
      razorpayOrderId,
      amount: amount - 100,
      paymentId: razorpayStyleId('pay'),
    }).send();
    expect(res.statusCode).toBe(200);
    expect((await orderRow(t, orderId)).paymentStatus).toBe('pending');
  });

  it('a payment verified and then webhooked is charged once and never refunded', async () => {
    const { orderId, razorpayOrderId, amount } = await pendingOrder();
    const genuine = signedPayment(razorpayOrderId);
    expect((await verify(shopper, genuine)).statusCode).toBe(200);
    const hook = webhook('payment.captured', { razorpayOrderId, amount, paymentId: genuine.razorpay_payment_id });
    expect((await hook.send()).statusCode).toBe(200);
    expect(await paymentRows(orderId)).toHaveLength(1);
    const refundRows = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refundRows).toHaveLength(0);
  });
});
