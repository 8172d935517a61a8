import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { refunds } from '../../db/schema';
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
import { addToCart, checkout, checkoutOk, orderRow } from '../checkout/checkout-test-kit';
import { paymentSignature, razorpayStyleId } from './razorpay-signature';

// Razorpay's REST API played by a local stub on 127.0.0.1: what the shop sends it, and how the
// shop copes when it answers an error or nothing at all.

const KEY_ID = 'rzp_test_stubkey';
const KEY_SECRET = 'stub-key-secret';

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Record<string, unknown> };
type Mode = 'ok' | 'error' | 'slow';

const stub = {
  seen: [] as Seen[],
  orders: 'ok' as Mode,
  refunds: 'ok' as Mode,
  server: undefined as http.Server | undefined,
};

function startStub(): Promise<number> {
  stub.server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      stub.seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const isRefund = /^\/v1\/payments\/[^/]+\/refund$/.test(request.url ?? '');
      const mode = isRefund ? stub.refunds : stub.orders;
      const answer = () => {
        if (mode === 'error') {
          response.writeHead(500, { 'content-type': 'application/json' });
          response.end(
            JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'The server encountered an error' } }),
          );
          return;
        }
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify(
            isRefund
              ? { id: razorpayStyleId('rfnd'), entity: 'refund', amount: body.amount, status: 'processed' }
              : {
                  id: razorpayStyleId('order'),
                  entity: 'order',
                  amount: body.amount,
                  currency: 'INR',
                  status: 'created',
                },
          ),
        );
      };
      if (mode === 'slow') setTimeout(answer, 1500).unref();
      else answer();
    });
  });
  stub.server.listen(0, '127.0.0.1');
  return once(stub.server, 'listening').then(() => (stub.server!.address() as AddressInfo).port);
}

let t: TestApp;
let shopper: Shopper;
let item: TestVariant;

beforeAll(async () => {
  const port = await startStub();
  t = await createTestApp({
    // No PAYMENT_PROVIDER: the keys alone make Razorpay the provider.
    env: {
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_API_URL: `http://127.0.0.1:${port}`,
      RAZORPAY_TIMEOUT_MS: '300',
    },
  });
  item = (await pickVariants(t, 1, 10))[0]!;
  await setPrice(t, item.variantId, 450_00);
  item.pricePaise = 450_00;
});
afterAll(async () => {
  await t.close();
  stub.server?.closeAllConnections();
  stub.server?.close();
});

beforeEach(async () => {
  stub.seen = [];
  stub.orders = 'ok';
  stub.refunds = 'ok';
  shopper = await createShopper(t);
  await t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));
  await setStock(t, item.variantId, 10);
});

const verify = (payload: Record<string, unknown>) =>
  shopper.request({ method: 'POST', url: '/api/v1/payment/payment-verification', payload });

/** What Razorpay's widget hands the browser after a successful payment. */
function razorpayCallback(orderId: string) {
  const paymentId = razorpayStyleId('pay');
  return {
    razorpay_order_id: orderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(KEY_SECRET, orderId, paymentId),
  };
}

describe('creating the Razorpay order', () => {
  it("asks Razorpay for the server's total in paise, in INR, with basic auth and the order as receipt", async () => {
    await addToCart(shopper, item, 2);
    const data = await checkoutOk(shopper, { totalAmount: 1, products: [{ price: 1 }] });
    expect(stub.seen).toHaveLength(1);
    const [call] = stub.seen;
    expect(call).toMatchObject({ method: 'POST', url: '/v1/orders' });
    expect(call!.headers.authorization).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`);
    // The official SDK makes the call (it names itself in the user agent).
    expect(call!.headers['user-agent']).toMatch(/^razorpay-node@\d/);
    // 2 × ₹450 = ₹900 + ₹70 standard delivery.
    expect(call!.body).toMatchObject({ amount: 970_00, currency: 'INR', receipt: data.orderId });
    expect(data).toMatchObject({ provider: 'razorpay', razorpay_key: KEY_ID, totalAmount: 970, totalChanged: true });
    expect(data.razorpayOrder).toMatchObject({ amount: 970_00, currency: 'INR' });
  });

  it('verifies a payment signed with the key secret and marks the order paid', async () => {
    await addToCart(shopper, item, 1);
    const data = await checkoutOk(shopper);
    const res = await verify(razorpayCallback(data.razorpayOrder!.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
  });

  it('has no sandbox payments once Razorpay keys are set: no customer can mark an order paid', async () => {
    await addToCart(shopper, item, 1);
    const data = await checkoutOk(shopper);
    expect(data.provider).toBe('razorpay');
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/sandbox/pay',
      payload: { razorpay_order_id: data.razorpayOrder!.id, outcome: 'success', method: 'card' },
    });
    expect(res.statusCode).toBe(404);
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'pending', paymentStatus: 'pending' });
  });

  it.each([
    ['an error (500)', 'error'],
    ['no answer within the timeout', 'slow'],
  ] as const)('meets %s from Razorpay with a clean 502 and gives the stock back', async (_label, mode) => {
    stub.orders = mode;
    await addToCart(shopper, item, 3);
    const res = await checkout(shopper);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
      message: 'The payment service is not responding. Please try again.',
    });
    expect(res.body).not.toContain(KEY_SECRET);
    expect(await stockOf(t, item.variantId)).toBe(10);
    // The shop keeps working once Razorpay is back.
    stub.orders = 'ok';
    expect((await checkout(shopper)).statusCode).toBe(200);
    expect(await stockOf(t, item.variantId)).toBe(7);
  });
});

describe('refunds through Razorpay', () => {
  async function latePaymentForSoldOutOrder() {
    await addToCart(shopper, item, 1);
    const data = await checkoutOk(shopper);
    await t.app.services.payments.sweep(new Date(Date.now() + 16 * 60_000));
    await setStock(t, item.variantId, 0);
    const callback = razorpayCallback(data.razorpayOrder!.id);
    return { data, callback, res: await verify(callback) };
  }

  it('refunds a payment whose order sold out, once, with an idempotency key', async () => {
    const { data, callback, res } = await latePaymentForSoldOutOrder();
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_SOLD_OUT_REFUNDED' });
    const refundCalls = stub.seen.filter((call) => call.url.endsWith('/refund'));
    expect(refundCalls).toHaveLength(1);
    expect(refundCalls[0]!.url).toBe(`/v1/payments/${callback.razorpay_payment_id}/refund`);
    expect(refundCalls[0]!.headers['x-refund-idempotency']).toBe(`refund-${callback.razorpay_payment_id}`);
    expect(refundCalls[0]!.body).toMatchObject({ amount: 520_00, speed: 'normal' });
    // Cancelled, then closed as refunded once Razorpay processed the refund.
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  });

  it('keeps a refund Razorpay refused as pending and sends it again on the next sweep', async () => {
    stub.refunds = 'error';
    const { data } = await latePaymentForSoldOutOrder();
    const [pending] = await t.db.select().from(refunds).where(eq(refunds.orderId, data.orderId));
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: null });
    expect(await orderRow(t, data.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });

    stub.refunds = 'ok';
    const before = stub.seen.length;
    await t.app.services.payments.sweep(new Date(Date.now() + 2 * 60_000));
    const retry = stub.seen.slice(before).filter((call) => call.url.endsWith('/refund'));
    expect(retry).toHaveLength(1);
    expect(retry[0]!.headers['x-refund-idempotency']).toBe(pending!.idempotencyKey);
    const [sent] = await t.db.select().from(refunds).where(eq(refunds.orderId, data.orderId));
    expect(sent).toMatchObject({ status: 'processed', providerRefundId: expect.stringMatching(/^rfnd_/) });
    expect((await orderRow(t, data.orderId)).paymentStatus).toBe('refunded');
  });
});
