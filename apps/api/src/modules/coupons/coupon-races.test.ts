import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCoupon } from '@shop/shared/contracts/admin-coupons';
import type { CheckoutRequest } from '@shop/shared/contracts/checkout';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { orderNumber } from '@shop/shared/order-rules';
import { couponRedemptions, coupons, emailOutbox, orders, orderStatusHistory, refunds } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  stockOf,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { checkout, checkoutOk, orderRow, payInSandbox, sandboxSignature } from '../checkout/checkout-test-kit';

// A coupon's limits (first order only, per shopper, in total) are judged again inside the order's
// transaction, under locks on the shopper's and the coupon's rows, and its redemption is reserved
// there: checkouts racing on one instance or on two, one after another, after a hold ran out, a
// cancellation or a payment that could not be opened, and a payment that arrived late (refunded
// when the coupon can no longer be taken).

const SESSION_SECRET = 'coupon-races-session-secret-of-the-test-suite';
const FIRST_ORDER_ONLY = 'This coupon is valid for first-time orders only';
const ALREADY_USED = 'You have already used this coupon';
const LIMIT_REACHED = 'This coupon has reached its usage limit';
const COUPON_GONE_REFUNDED =
  'Sorry, the offer on this order was already used on another order or has ended, so the order was not placed. Your payment will be refunded in full.';
const RACERS = 8;

let t: TestApp;
let item: TestVariant;

beforeAll(async () => {
  t = await createTestApp({ env: { SESSION_SECRET } });
  item = (await pricedVariants(t, [1000_00], 1000))[0]!;
});
afterAll(() => t.close());

let couponCounter = 0;
/** A coupon of ₹100 off that one order in all may use, unless `values` say otherwise. */
async function singleUseCoupon(values: Partial<typeof coupons.$inferInsert> = {}): Promise<string> {
  couponCounter += 1;
  const code = `RACE${couponCounter}`;
  await t.db.insert(coupons).values({
    code,
    discountType: 'flat',
    discountValue: 100_00,
    perUserLimit: 1,
    usageLimit: 1,
    ...values,
  });
  return code;
}

function buy(who: Shopper, couponCode: string | null, method: CheckoutRequest['paymentMethod'] = 'Online') {
  return checkout(who, {
    paymentMethod: method,
    couponCode,
    buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
  });
}

async function redemptions(code: string, userId?: string): Promise<number> {
  const [row] = await t.db
    .select({ n: count() })
    .from(couponRedemptions)
    .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
    .where(and(eq(coupons.code, code), userId ? eq(couponRedemptions.userId, userId) : undefined));
  return row!.n;
}

async function ordersOf(userId: string): Promise<number> {
  const [row] = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.n;
}

async function notesOf(orderId: string): Promise<string[]> {
  const rows = await t.db
    .select({ note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId));
  return rows.map((row) => row.note ?? '');
}

/** Exactly one answer is a placed order; every other is a 400 with one of `messages`. */
function expectOneWinner(responses: LightMyRequestResponse[], messages: string[]) {
  const won = responses.filter((res) => res.statusCode === 200);
  const lost = responses.filter((res) => res.statusCode !== 200);
  expect(won, responses.map((res) => res.body).join('\n')).toHaveLength(1);
  for (const res of lost) {
    expect(res.statusCode, res.body).toBe(400);
    expect(messages).toContain(res.json().message);
  }
}

type SignedPayment = Awaited<ReturnType<typeof sandboxSignature>>;

/** The browser's verification of a payment, answered with whatever the shop answers. */
function verify(who: Shopper, payment: SignedPayment): Promise<LightMyRequestResponse> {
  return who.request({ method: 'POST', url: '/api/v1/payment/payment-verification', payload: payment });
}

/** Pays in the sandbox and verifies, as the browser does. */
async function pay(who: Shopper, razorpayOrderId: string): Promise<LightMyRequestResponse> {
  return verify(who, await sandboxSignature(who, razorpayOrderId));
}

/** The order was not placed and everything paid for it went back, with the refund email saying why. */
async function expectRefundedInFull(orderId: string) {
  const order = await orderRow(t, orderId);
  expect(order).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  const paidBack = await t.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  expect(paidBack).toEqual([expect.objectContaining({ status: 'processed', amountPaise: order.totalPaise })]);
  const emails = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.channel, 'email'), eq(emailOutbox.template, 'refund-issued')));
  const email = emails.find((row) => row.text.includes(orderNumber(orderId)));
  expect(email?.text).toContain(
    'Reason: The offer on this order was already used on another order or had ended before the payment arrived',
  );
}

/** A hold that ran out: every unpaid order's time to pay is over a day from now. */
const sweepExpiredHolds = () => t.app.services.payments.sweep(new Date(Date.now() + 24 * 60 * 60_000));

describe('Coupon limits hold when checkouts race', () => {
  it(`One new shopper sending ${RACERS} cash-on-delivery checkouts with WELCOME10 at once gets one order`, async () => {
    const shopper = await createShopper(t, 'racer', { withPhone: true });
    const responses = await Promise.all(Array.from({ length: RACERS }, () => buy(shopper, 'WELCOME10', 'COD')));
    expectOneWinner(responses, [FIRST_ORDER_ONLY, ALREADY_USED]);
    expect(await redemptions('WELCOME10', shopper.id)).toBe(1);
    expect(await ordersOf(shopper.id)).toBe(1);
  });

  it(`${RACERS} shoppers checking out at once with a coupon for one order: one gets it`, async () => {
    const code = await singleUseCoupon();
    const shoppers = await Promise.all(
      Array.from({ length: RACERS }, () => createShopper(t, 'crowd', { withPhone: true })),
    );
    const responses = await Promise.all(shoppers.map((who) => buy(who, code)));
    expectOneWinner(responses, [LIMIT_REACHED]);
    expect(await redemptions(code)).toBe(1);
  });
});

describe.skipIf(process.env.TEST_DB !== 'postgres')('Two instances of the shop on one PostgreSQL', () => {
  let second: Pick<TestApp, 'app' | 'db'> & { close(): Promise<void> };

  beforeAll(async () => {
    const database = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 20 });
    const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', SESSION_SECRET, NODE_ENV: 'test' });
    const app = await buildApp({ config, database });
    second = {
      app,
      db: database.db,
      async close() {
        await app.close();
        await database.close();
      },
    };
  });
  afterAll(() => second?.close());

  it(`${RACERS} shoppers split over two instances racing for a coupon for one order: one gets it`, async () => {
    const code = await singleUseCoupon();
    const shoppers = await Promise.all(
      Array.from({ length: RACERS }, (_, index) =>
        createShopper(index % 2 === 0 ? t : second, 'two-apps', { withPhone: true }),
      ),
    );
    const responses = await Promise.all(shoppers.map((who) => buy(who, code)));
    expectOneWinner(responses, [LIMIT_REACHED]);
    expect(await redemptions(code)).toBe(1);
  });

  it(`One shopper's ${RACERS} cash-on-delivery checkouts with WELCOME10 over two instances: one order`, async () => {
    const onFirst = await createShopper(t, 'two-apps-one', { withPhone: true });
    // The same session on the second instance: both sign sessions with one secret over one database.
    const onSecond: Shopper = {
      ...onFirst,
      request: (options) => second.app.inject({ ...options, headers: { cookie: onFirst.cookie, ...options.headers } }),
    };
    const both = [onFirst, onSecond];
    const responses = await Promise.all(
      Array.from({ length: RACERS }, (_, index) => buy(both[index % 2]!, 'WELCOME10', 'COD')),
    );
    expectOneWinner(responses, [FIRST_ORDER_ONLY, ALREADY_USED]);
    expect(await redemptions('WELCOME10', onFirst.id)).toBe(1);
    expect(await ordersOf(onFirst.id)).toBe(1);
  });
});

describe('Coupon limits for checkouts one after another', () => {
  it("A shopper's second checkout with WELCOME10 is refused once the first order is placed", async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    expect((await buy(shopper, 'WELCOME10', 'COD')).statusCode).toBe(200);
    const again = await buy(shopper, 'WELCOME10');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ success: false, message: FIRST_ORDER_ONLY });
    expect(await redemptions('WELCOME10', shopper.id)).toBe(1);
  });

  it('A coupon for one order serves the first of three shoppers checking out in turn, paid or not', async () => {
    const code = await singleUseCoupon();
    const [first, second, third] = await Promise.all(
      [1, 2, 3].map(() => createShopper(t, 'in-turn', { withPhone: true })),
    );
    const placed = await checkoutOk(first!, {
      couponCode: code,
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    for (const who of [second!, third!]) {
      const res = await buy(who, code);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(LIMIT_REACHED);
    }
    await payInSandbox(first!, placed.razorpayOrder!.id);
    expect(await redemptions(code)).toBe(1);
  });

  it('A shopper who left an unpaid checkout may check out again with the same coupon, which moves to the new order', async () => {
    const code = await singleUseCoupon();
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const body = { couponCode: code, buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 } };
    const first = await checkoutOk(shopper, body);
    const again = await checkoutOk(shopper, body);
    expect(again.couponCode).toBe(code);
    const held = await t.db
      .select({ orderId: couponRedemptions.orderId })
      .from(couponRedemptions)
      .innerJoin(coupons, eq(coupons.id, couponRedemptions.couponId))
      .where(eq(coupons.code, code));
    expect(held).toEqual([{ orderId: again.orderId }]);
    expect(first.orderId).not.toBe(again.orderId);
  });

  it("The admin's usage count includes an unpaid order's reserved coupon and drops it once released", async () => {
    const admin = await createAdmin(t);
    const code = await singleUseCoupon();
    const usage = async () => {
      const res = await admin.request({ method: 'GET', url: '/api/v1/admin/coupons' });
      return (res.json().coupons as AdminCoupon[]).find((coupon) => coupon.code === code)?.usageCount;
    };
    expect((await buy(await createShopper(t, 'shopper', { withPhone: true }), code)).statusCode).toBe(200);
    expect(await usage()).toBe(1);
    await sweepExpiredHolds();
    expect(await usage()).toBe(0);
  });
});

describe('A coupon comes back when its order does not go ahead', () => {
  it("An unpaid order's coupon is given back when its hold runs out, and another shopper may use it", async () => {
    const code = await singleUseCoupon();
    const placed = await buy(await createShopper(t, 'shopper', { withPhone: true }), code);
    expect(placed.statusCode).toBe(200);
    expect(await redemptions(code)).toBe(1);
    await sweepExpiredHolds();
    expect(await redemptions(code)).toBe(0);
    expect((await buy(await createShopper(t, 'shopper', { withPhone: true }), code)).statusCode).toBe(200);
  });

  it("A cancelled order's coupon is given back, whoever cancels", async () => {
    const code = await singleUseCoupon({ usageLimit: 2 });
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const admin = await createAdmin(t);
    const byShopper = (await buy(shopper, code, 'COD')).json().data.orderId as string;
    const cancelled = await shopper.request({
      method: 'POST',
      url: `/api/v1/user/orders/${byShopper}/cancel`,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await redemptions(code)).toBe(0);

    const other = await createShopper(t, 'shopper', { withPhone: true });
    const byShop = (await buy(other, code, 'COD')).json().data.orderId as string;
    const unpaid = (await buy(shopper, code)).json().data.orderId as string;
    expect(await redemptions(code)).toBe(2);
    const res = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/orders/${byShop}/status`,
      payload: { status: 'cancelled', note: 'Out of stock at the supplier' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const own = await shopper.request({ method: 'POST', url: `/api/v1/user/orders/${unpaid}/cancel`, payload: {} });
    expect(own.statusCode, own.body).toBe(200);
    expect(await redemptions(code)).toBe(0);
  });

  it('A shopper who cancelled their first order may use WELCOME10 again', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const first = (await buy(shopper, 'WELCOME10', 'COD')).json().data.orderId as string;
    await shopper.request({ method: 'POST', url: `/api/v1/user/orders/${first}/cancel`, payload: {} });
    const again = await buy(shopper, 'WELCOME10', 'COD');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data.couponCode).toBe('WELCOME10');
    expect(await redemptions('WELCOME10', shopper.id)).toBe(1);
  });
});

describe('A late payment for an order whose coupon was given back', () => {
  it('takes the coupon again when it is still available', async () => {
    const code = await singleUseCoupon();
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const placed = await checkoutOk(shopper, {
      couponCode: code,
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    await sweepExpiredHolds();
    expect(await redemptions(code)).toBe(0);
    await payInSandbox(shopper, placed.razorpayOrder!.id);
    expect(await redemptions(code)).toBe(1);
    expect(await orderRow(t, placed.orderId)).toMatchObject({ status: 'processing', paymentStatus: 'paid' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, placed.orderId))).toEqual([]);
  });

  it('is refunded in full and not placed when the coupon is no longer available, and its history says why', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const placed = await checkoutOk(shopper, {
      couponCode: 'WELCOME10',
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    // A newer checkout replaces the unpaid one (its hold and its coupon are given back) and is placed.
    expect((await buy(shopper, null, 'COD')).statusCode).toBe(200);
    expect(await redemptions('WELCOME10', shopper.id)).toBe(0);
    const stock = await stockOf(t, item.variantId);

    const late = await pay(shopper, placed.razorpayOrder!.id);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      success: false,
      code: 'ORDER_COUPON_GONE_REFUNDED',
      message: COUPON_GONE_REFUNDED,
    });
    await expectRefundedInFull(placed.orderId);
    expect(await redemptions('WELCOME10', shopper.id)).toBe(0);
    expect(await stockOf(t, item.variantId)).toBe(stock);
    expect(await notesOf(placed.orderId)).toContain(
      `Payment arrived after coupon WELCOME10 could no longer be used (${FIRST_ORDER_ONLY}); refund started`,
    );
  });

  it.each<[string, string, (code: string) => Promise<unknown>]>([
    [
      'another shopper took its last use',
      LIMIT_REACHED,
      async (code) =>
        expect((await buy(await createShopper(t, 'shopper', { withPhone: true }), code, 'COD')).statusCode).toBe(200),
    ],
    [
      'the shop switched it off',
      'Invalid coupon code',
      (code) => t.db.update(coupons).set({ active: false }).where(eq(coupons.code, code)),
    ],
    [
      'it ended',
      'This coupon has expired',
      (code) =>
        t.db
          .update(coupons)
          .set({ endsAt: new Date(Date.now() - 60_000) })
          .where(eq(coupons.code, code)),
    ],
  ])('is refunded in full when %s', async (_meanwhile, why, change) => {
    const code = await singleUseCoupon();
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const placed = await checkoutOk(shopper, {
      couponCode: code,
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    });
    await sweepExpiredHolds();
    await change(code);

    const late = await pay(shopper, placed.razorpayOrder!.id);
    expect(late.json()).toMatchObject({ code: 'ORDER_COUPON_GONE_REFUNDED' });
    await expectRefundedInFull(placed.orderId);
    expect(await redemptions(code, shopper.id)).toBe(0);
    expect(await notesOf(placed.orderId)).toContain(
      `Payment arrived after coupon ${code} could no longer be used (${why}); refund started`,
    );
  });
});

describe('A new shopper paying two checkouts with WELCOME10', () => {
  it('gets one discounted order: the payment for the replaced checkout is refunded in full', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const body = {
      couponCode: 'WELCOME10',
      buyNow: { productId: item.productId, variantId: item.variantId, quantity: 1 },
    };
    const tabA = await checkoutOk(shopper, body);
    // The second tab's checkout replaces the first: its hold and its coupon are given back.
    const tabB = await checkoutOk(shopper, body);
    await payInSandbox(shopper, tabB.razorpayOrder!.id);

    const paymentA = await sandboxSignature(shopper, tabA.razorpayOrder!.id);
    const late = await verify(shopper, paymentA);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'ORDER_COUPON_GONE_REFUNDED', message: COUPON_GONE_REFUNDED });
    await expectRefundedInFull(tabA.orderId);
    const paid = await t.db
      .select({ id: orders.id, discountPaise: orders.discountPaise })
      .from(orders)
      .where(and(eq(orders.userId, shopper.id), eq(orders.paymentStatus, 'paid')));
    expect(paid).toEqual([{ id: tabB.orderId, discountPaise: 100_00 }]);
    expect(await redemptions('WELCOME10', shopper.id)).toBe(1);
    // The browser asking again is told the same, and nothing changes.
    expect((await verify(shopper, paymentA)).json()).toMatchObject({ code: 'ORDER_COUPON_GONE_REFUNDED' });
    expect(await t.db.select().from(refunds).where(eq(refunds.orderId, tabA.orderId))).toHaveLength(1);
  });
});

describe('A payment that cannot be opened', () => {
  let unreachable: TestApp;
  beforeAll(async () => {
    // Razorpay's API at an address where nothing listens: creating the payment fails at once.
    unreachable = await createTestApp({
      env: {
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_unreachable',
        RAZORPAY_KEY_SECRET: 'unreachable-key-secret',
        RAZORPAY_API_URL: 'http://127.0.0.1:1',
        RAZORPAY_TIMEOUT_MS: '1000',
      },
    });
  });
  afterAll(() => unreachable?.close());

  it('gives its coupon back with its stock', async () => {
    const [product] = await pricedVariants(unreachable, [1000_00], 10);
    const shopper = await createShopper(unreachable, 'shopper', { withPhone: true });
    const res = await checkout(shopper, {
      couponCode: 'WELCOME10',
      buyNow: { productId: product!.productId, variantId: product!.variantId, quantity: 1 },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    const [row] = await unreachable.db.select({ n: count() }).from(couponRedemptions);
    expect(row!.n).toBe(0);
    const [order] = await unreachable.db.select().from(orders).where(eq(orders.userId, shopper.id));
    expect(order).toMatchObject({ status: 'pending', reservationExpiresAt: null });
  });
});
