import { deliveryWindow } from '@shop/shared/delivery-estimate';
import { orderNumber } from '@shop/shared/order-rules';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  orderListResponseSchema,
  orderResponseSchema,
  trackedOrderSchema,
  trackOrderResponseSchema,
} from '@shop/shared/contracts/orders';
import { returnRequests } from '../../db/schema';
import { createShopper, stockOf, type Shopper } from '../../test/shoppers';
import { flood, KEY_FLOOD } from '../../test/flood';
import { customer, historyOf, orderRow } from '../checkout/checkout-test-kit';
import {
  deliveredDaysAgo,
  emailsFor,
  movementsOf,
  placeCodOrder,
  placePaidOrder,
  placeUnpaidOrder,
  refundsOf,
  setStatus,
  shipAndDeliver,
  useOrderTestContext,
} from './order-test-kit';

// ₹400 and ₹1,200: a ₹400 order pays ₹70 shipping (₹470 in all), a ₹1,200 one ships free.
const ctx = useOrderTestContext([400_00, 1200_00]);

afterEach(() => {
  vi.restoreAllMocks();
});

const get = (who: Shopper, url: string) => who.request({ method: 'GET', url });
const cancel = (who: Shopper, orderId: string) =>
  who.request({ method: 'POST', url: `/api/v1/user/orders/${orderId}/cancel`, payload: {} });
const requestReturn = (who: Shopper, orderId: string, payload: unknown) =>
  who.request({ method: 'POST', url: `/api/v1/user/orders/${orderId}/return`, payload: payload as object });
const trackByNumber = (payload: object, remoteAddress = '192.0.2.20') =>
  ctx.t.app.inject({ method: 'POST', url: '/api/v1/orders/track', payload, remoteAddress });
const track = (orderId: string, confirm: unknown, remoteAddress = '192.0.2.10') =>
  ctx.t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/track`,
    payload: { confirm } as object,
    remoteAddress,
  });

/** Every answer is the same 404, word for word: none tells a guesser which part was wrong. */
function expectOneRefusal(answers: { statusCode: number; json: () => unknown }[], code: string, message: string) {
  for (const res of answers) {
    expect(res.statusCode).toBe(404);
    const { requestId: _ignored, ...body } = res.json() as Record<string, unknown>;
    expect(body).toEqual({ success: false, code, message });
  }
}

describe('GET /api/v1/user/orders', () => {
  it("answers a guest 401 'Please Login First'", async () => {
    const res = await ctx.t.app.inject({ method: 'GET', url: '/api/v1/user/orders' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ message: 'Please Login First' });
  });

  it("lists the shopper's own orders, newest first, a page at a time", async () => {
    const first = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const second = await placePaidOrder(ctx.shopper, ctx.items[1]!);
    const third = await placeCodOrder(ctx.shopper, ctx.items[0]!, 2);
    const someoneElse = await createShopper(ctx.t, 'other', { withPhone: true });
    await placeCodOrder(someoneElse, ctx.items[0]!);

    const page1 = orderListResponseSchema.parse((await get(ctx.shopper, '/api/v1/user/orders?limit=2')).json());
    expect(page1.orders.map((order) => order._id)).toEqual([third, second]);
    expect(page1.pagination).toEqual({ page: 1, limit: 2, total: 3, totalPages: 2 });
    const page2 = orderListResponseSchema.parse((await get(ctx.shopper, '/api/v1/user/orders?limit=2&page=2')).json());
    expect(page2.orders.map((order) => order._id)).toEqual([first]);

    const [newest] = page1.orders;
    expect(newest).toMatchObject({
      orderNumber: third.slice(0, 8).toUpperCase(),
      orderStatus: 'processing',
      totalAmount: 870,
      payment: { method: 'cod', status: 'pending' },
    });
    expect(newest!.products).toEqual([
      expect.objectContaining({
        variantId: ctx.items[0]!.variantId,
        quantity: 2,
        price: 400,
        size: ctx.items[0]!.size,
      }),
    ]);
  });

  it('lists an unpaid online order while it can still be paid, and not once its hold has ended', async () => {
    const unpaid = await placeUnpaidOrder(ctx.shopper, ctx.items[0]!);
    let list = orderListResponseSchema.parse((await get(ctx.shopper, '/api/v1/user/orders')).json());
    expect(list.orders).toEqual([expect.objectContaining({ _id: unpaid, orderStatus: 'pending' })]);

    await ctx.t.app.services.payments.sweep(new Date(Date.now() + 16 * 60_000));
    list = orderListResponseSchema.parse((await get(ctx.shopper, '/api/v1/user/orders')).json());
    expect(list.orders).toEqual([]);
    expect(list.pagination.total).toBe(0);
  });

  it("refuses a page size it does not allow: 'Invalid page size'", async () => {
    const res = await get(ctx.shopper, '/api/v1/user/orders?limit=500');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Invalid page size' });
  });
});

describe('GET /api/v1/user/orders/:orderId', () => {
  it('shows the whole order with its history, expected delivery and what can be done', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const res = await get(ctx.shopper, `/api/v1/user/orders/${orderId}`);
    expect(res.statusCode).toBe(200);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order).toMatchObject({
      _id: orderId,
      orderStatus: 'processing',
      subtotal: 400,
      shipping: 70,
      discount: 0,
      totalAmount: 470,
      contactEmail: customer.contact,
      payment: { method: 'online', status: 'paid' },
      courier: null,
      trackingNumber: null,
      canCancel: true,
      canReturn: false,
      invoiceAvailable: true,
      refunds: [],
      returnRequest: null,
    });
    expect(order.shippingAddress).toMatchObject({ fullName: 'Radha Devi', postalCode: '281121', phone: '9876543210' });
    expect(order.statusHistory.map((entry) => entry.status)).toEqual(['pending', 'processing']);
    // Mathura (281121) is in the rest of India: standard delivery by the seventh business day.
    const { latest } = deliveryWindow(new Date(order.placedAt!), 'rest_of_india');
    expect(new Date(order.expectedDelivery!).getTime()).toBe(latest.getTime());
  });

  it("answers 404 'Order not found' for another shopper's order, an unknown id and a malformed one", async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const stranger = await createShopper(ctx.t, 'stranger');
    for (const url of [
      `/api/v1/user/orders/${orderId}`,
      '/api/v1/user/orders/00000000-0000-4000-8000-000000000000',
      "/api/v1/user/orders/not-an-id'--",
    ]) {
      const res = await get(stranger, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    }
  });
});

describe('POST /api/v1/user/orders/:orderId/cancel', () => {
  it('cancels a paid order before shipping: stock back, one refund through the gateway, then refunded', async () => {
    const refundSpy = vi.spyOn(ctx.t.app.services.gateway, 'refund');
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!, 2);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(8);

    const res = await cancel(ctx.shopper, orderId);
    expect(res.statusCode, res.body).toBe(200);
    const body = orderResponseSchema.parse(res.json());
    expect(body.message).toBe('Order Cancelled');
    expect(body.order).toMatchObject({
      orderStatus: 'refunded',
      payment: { status: 'refunded' },
      canCancel: false,
      expectedDelivery: null,
      invoiceAvailable: false,
      refunds: [expect.objectContaining({ amount: 870, status: 'processed', reason: 'Order cancelled' })],
    });
    expect(await historyOf(ctx.t, orderId)).toEqual(['pending', 'processing', 'cancelled', 'refunded']);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    expect(await movementsOf(ctx.t, orderId, 'order_cancelled')).toEqual([
      expect.objectContaining({ variantId: ctx.items[0]!.variantId, delta: 2, stockAfter: 10 }),
    ]);

    const [refund] = await refundsOf(ctx.t, orderId);
    expect(refund).toMatchObject({ idempotencyKey: `cancel-${orderId}`, amountPaise: 870_00, status: 'processed' });
    expect(refundSpy).toHaveBeenCalledTimes(1);
    expect(refundSpy).toHaveBeenCalledWith(
      expect.objectContaining({ amountPaise: 870_00, idempotencyKey: `cancel-${orderId}` }),
    );
  });

  it('starts no second refund when the cancel is repeated, even at the same moment', async () => {
    const refundSpy = vi.spyOn(ctx.t.app.services.gateway, 'refund');
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[1]!);
    const [a, b] = await Promise.all([cancel(ctx.shopper, orderId), cancel(ctx.shopper, orderId)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const again = await cancel(ctx.shopper, orderId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'ORDER_NOT_CANCELLABLE',
      message: 'This order can no longer be cancelled',
    });
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(1);
    expect(refundSpy).toHaveBeenCalledTimes(1);
    expect(await stockOf(ctx.t, ctx.items[1]!.variantId)).toBe(10);
    expect(await movementsOf(ctx.t, orderId, 'order_cancelled')).toHaveLength(1);
  });

  it('keeps a refund the gateway refused as pending, and the sweeper sends it again under the same key', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const refundSpy = vi.spyOn(ctx.t.app.services.gateway, 'refund').mockRejectedValueOnce(new Error('gateway down'));
    const res = await cancel(ctx.shopper, orderId);
    expect(res.statusCode).toBe(200);
    expect(orderResponseSchema.parse(res.json()).order).toMatchObject({
      orderStatus: 'cancelled',
      payment: { status: 'paid' },
      refunds: [expect.objectContaining({ amount: 470, status: 'pending' })],
    });

    await ctx.t.app.services.payments.sweep(new Date(Date.now() + 5 * 60_000));
    expect(refundSpy).toHaveBeenCalledTimes(2);
    expect(refundSpy.mock.calls.map(([input]) => input.idempotencyKey)).toEqual([
      `cancel-${orderId}`,
      `cancel-${orderId}`,
    ]);
    expect(await refundsOf(ctx.t, orderId)).toEqual([expect.objectContaining({ status: 'processed' })]);
    expect(await orderRow(ctx.t, orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  });

  it('cancels a cash-on-delivery order with nothing to refund', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const res = await cancel(ctx.shopper, orderId);
    expect(res.statusCode).toBe(200);
    expect(orderResponseSchema.parse(res.json()).order).toMatchObject({ orderStatus: 'cancelled', refunds: [] });
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(0);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    const [email] = await emailsFor(ctx.t, orderId, 'order-cancelled');
    expect(email!.text).toContain('Nothing was charged for this order');
  });

  it('cancels an unpaid order and gives its held stock back exactly once', async () => {
    const orderId = await placeUnpaidOrder(ctx.shopper, ctx.items[0]!, 3);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(7);
    expect((await cancel(ctx.shopper, orderId)).statusCode).toBe(200);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    // The hold has ended with the order: the sweeper finds nothing more to give back.
    await ctx.t.app.services.payments.sweep(new Date(Date.now() + 60 * 60_000));
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    expect((await orderRow(ctx.t, orderId)).status).toBe('cancelled');
  });

  it('refuses once the order has shipped, and changes nothing', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    expect(
      (await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'India Post', trackingNumber: 'EE1' }))
        .statusCode,
    ).toBe(200);
    const res = await cancel(ctx.shopper, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'This order can no longer be cancelled' });
    expect(await orderRow(ctx.t, orderId)).toMatchObject({ status: 'shipped', paymentStatus: 'paid' });
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(9);
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(0);
  });

  it("answers 404 for another shopper's order and leaves it alone", async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const stranger = await createShopper(ctx.t, 'stranger');
    const res = await cancel(stranger, orderId);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
    expect((await orderRow(ctx.t, orderId)).status).toBe('processing');
  });

  it('emails the cancellation and the refund, each readable as HTML and plain text', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await cancel(ctx.shopper, orderId);
    const [cancelled] = await emailsFor(ctx.t, orderId, 'order-cancelled');
    expect(cancelled).toMatchObject({ to: ctx.shopper.email, subject: expect.stringContaining('cancelled') });
    expect(cancelled!.text).toContain('As you asked, we have cancelled order');
    expect(cancelled!.text).toContain('A refund of ₹470 has been started');
    expect(cancelled!.html).toContain('<p>Namaste Radha Devi,</p>');
    const [refund] = await emailsFor(ctx.t, orderId, 'refund-issued');
    expect(refund!.subject).toContain('refund issued');
    expect(refund!.text).toContain('We have issued a refund of ₹470');
    expect(refund!.html).toContain(`/dashboard/orders/${orderId}`);
  });
});

describe('POST /api/v1/user/orders/:orderId/return', () => {
  async function deliveredOrder(who: Shopper = ctx.shopper) {
    const orderId = await placePaidOrder(who, ctx.items[0]!);
    await shipAndDeliver(ctx.admin, orderId);
    return orderId;
  }

  it("creates a return request for a delivered order: 'Return request submitted successfully'", async () => {
    const orderId = await deliveredOrder();
    const res = await requestReturn(ctx.shopper, orderId, { reason: '  The dress is too small for our Laddu Gopal  ' });
    expect(res.statusCode, res.body).toBe(200);
    const body = orderResponseSchema.parse(res.json());
    expect(body.message).toBe('Return request submitted successfully');
    expect(body.order).toMatchObject({
      orderStatus: 'delivered',
      canReturn: false,
      returnRequest: {
        reason: 'The dress is too small for our Laddu Gopal',
        status: 'requested',
        resolutionNote: null,
        resolvedAt: null,
      },
    });
    const [email] = await emailsFor(ctx.t, orderId, 'return-received');
    expect(email!.text).toContain('Your reason: The dress is too small for our Laddu Gopal');
  });

  it('keeps one open request per order', async () => {
    const orderId = await deliveredOrder();
    expect((await requestReturn(ctx.shopper, orderId, { reason: 'Wrong colour' })).statusCode).toBe(200);
    const again = await requestReturn(ctx.shopper, orderId, { reason: 'Wrong colour, again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RETURN_ALREADY_REQUESTED' });
    expect(await ctx.t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))).toHaveLength(1);
  });

  it.each([
    ['no reason', {}, 'Please tell us why you are returning this order'],
    ['a blank reason', { reason: '   ' }, 'Please tell us why you are returning this order'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'Reason must be 500 characters or less'],
  ])('refuses %s and writes nothing', async (_label, payload, message) => {
    const orderId = await deliveredOrder();
    const res = await requestReturn(ctx.shopper, orderId, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message });
    expect(await ctx.t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))).toHaveLength(0);
    expect(await emailsFor(ctx.t, orderId, 'return-received')).toHaveLength(0);
  });

  it('accepts a reason of exactly 500 characters', async () => {
    const orderId = await deliveredOrder();
    expect((await requestReturn(ctx.shopper, orderId, { reason: 'y'.repeat(500) })).statusCode).toBe(200);
  });

  it('refuses an order that is not delivered, or delivered more than seven days ago', async () => {
    const notDelivered = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const early = await requestReturn(ctx.shopper, notDelivered, { reason: 'Changed my mind' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: 'ORDER_NOT_RETURNABLE',
      message: 'This order is not eligible for return',
    });

    const late = await deliveredOrder();
    await deliveredDaysAgo(ctx.t, late, 8);
    expect((await get(ctx.shopper, `/api/v1/user/orders/${late}`)).json()).toMatchObject({
      order: { canReturn: false },
    });
    expect((await requestReturn(ctx.shopper, late, { reason: 'Too late' })).statusCode).toBe(409);

    const inTime = await deliveredOrder();
    await deliveredDaysAgo(ctx.t, inTime, 6);
    expect((await get(ctx.shopper, `/api/v1/user/orders/${inTime}`)).json()).toMatchObject({
      order: { canReturn: true },
    });
    expect((await requestReturn(ctx.shopper, inTime, { reason: 'Stitching came loose' })).statusCode).toBe(200);
  });

  it("answers 404 for another shopper's order", async () => {
    const orderId = await deliveredOrder();
    const stranger = await createShopper(ctx.t, 'stranger');
    const res = await requestReturn(stranger, orderId, { reason: 'Not mine' });
    expect(res.statusCode).toBe(404);
    expect(await ctx.t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId))).toHaveLength(0);
  });
});

describe('order tracking', () => {
  const TRACKED_KEYS = Object.keys(trackedOrderSchema.shape).sort();

  it("shows where the order is to someone who gives the order's email or phone, and nothing more", async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await setStatus(ctx.admin, orderId, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DL99',
      note: 'Gift',
    });
    for (const confirm of ['RADHA@example.in', '+91 98765 43210']) {
      const res = await track(orderId, confirm, '192.0.2.11');
      expect(res.statusCode, res.body).toBe(200);
      const { order } = trackOrderResponseSchema.parse(res.json());
      expect(order).toMatchObject({
        _id: orderId,
        orderStatus: 'shipped',
        courier: 'Delhivery',
        trackingNumber: 'DL99',
      });
      expect(Object.keys(res.json().order).sort()).toEqual(TRACKED_KEYS);
      for (const secret of ['Radha Devi', 'radha@example.in', '9876543210', 'Seva Kunj', 'Gift', ctx.items[0]!.name]) {
        expect(res.body).not.toContain(secret);
      }
    }
  });

  it('gives a wrong email or phone, an unknown id and a malformed id the same refusal', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const answers = [
      await track(orderId, 'krishna@example.in', '192.0.2.12'),
      await track(orderId, '9999999999', '192.0.2.12'),
      await track('00000000-0000-4000-8000-000000000000', customer.contact, '192.0.2.12'),
      await track('guess', customer.contact, '192.0.2.12'),
    ];
    expectOneRefusal(answers, 'ORDER_TRACK_REFUSED', 'That email or phone number does not match this order');
  });

  it("asks for the email or phone when none is given: 'Enter the email address or phone number used for this order'", async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const res = await track(orderId, '', '192.0.2.13');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Enter the email address or phone number used for this order' });
  });

  it('slows down guessing: too many tries for one order are refused with 429, whatever floods in after', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      statuses.push((await track(orderId, `guess${i}@example.in`, `198.51.100.${i + 1}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);

    // Thousands of tries for made-up orders, refused per address, leave the order's count as it was.
    await flood(KEY_FLOOD, (i) => track(randomOrderId(i), customer.contact, '198.51.100.99'));
    expect((await track(orderId, customer.contact, '198.51.100.98')).statusCode).toBe(429);
  });

  it('shows the signed-in owner their order without asking, and no one else', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const own = await get(ctx.shopper, `/api/v1/orders/${orderId}/track`);
    expect(own.statusCode).toBe(200);
    expect(trackOrderResponseSchema.parse(own.json()).order._id).toBe(orderId);

    const stranger = await createShopper(ctx.t, 'stranger');
    const other = await get(stranger, `/api/v1/orders/${orderId}/track`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(customer.contact);
    expect((await ctx.t.app.inject({ method: 'GET', url: `/api/v1/orders/${orderId}/track` })).statusCode).toBe(401);
  });
});

describe('order tracking by order number', () => {
  it('shows the order to a guest who gives its short number and its email or phone', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL42' });
    const number = orderNumber(orderId);
    for (const [given, confirm] of [
      [number, 'radha@example.in'],
      [`#${number.toLowerCase()}`, '+91 98765 43210'],
    ] as const) {
      const res = await trackByNumber({ orderNumber: given, confirm }, '192.0.2.21');
      expect(res.statusCode, res.body).toBe(200);
      const { order } = trackOrderResponseSchema.parse(res.json());
      expect(order).toMatchObject({
        _id: orderId,
        orderStatus: 'shipped',
        courier: 'Delhivery',
        trackingNumber: 'DL42',
      });
      expect(res.body).not.toContain('Radha Devi');
    }
  });

  it('gives a wrong number and a wrong email or phone one neutral refusal', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const number = orderNumber(orderId);
    const otherNumber = number === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF';
    const answers = [
      await trackByNumber({ orderNumber: number, confirm: 'krishna@example.in' }, '192.0.2.22'),
      await trackByNumber({ orderNumber: number, confirm: '9999999999' }, '192.0.2.22'),
      await trackByNumber({ orderNumber: otherNumber, confirm: customer.contact }, '192.0.2.22'),
    ];
    expectOneRefusal(
      answers,
      'ORDER_LOOKUP_REFUSED',
      'We could not find an order with that number and email or phone number',
    );
  });

  it('asks for a well-formed number before looking anything up', async () => {
    const res = await trackByNumber({ orderNumber: 'ORDER-1', confirm: customer.contact }, '192.0.2.23');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Enter the order number from your confirmation (8 letters and digits)',
    });
  });

  it('counts tries per order across addresses, together with tracking by link', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const number = orderNumber(orderId);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await trackByNumber({ orderNumber: number, confirm: `9${i}00000000` }, `203.0.113.${i}`)).statusCode,
      );
      statuses.push((await track(orderId, `guess${i}@example.in`, `203.0.113.${i + 100}`)).statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429, 429, 429]);
  });

  it('counts tries per address together with tracking by link: the 21st in 15 minutes gets 429', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[0]!);
    const guesser = '198.51.100.200';
    for (let i = 0; i < 10; i += 1) {
      expect((await track(randomOrderId(i), customer.contact, guesser)).statusCode).toBe(404);
      expect(
        (await trackByNumber({ orderNumber: 'ABCDEF0' + (i % 10), confirm: 'x@example.in' }, guesser)).statusCode,
      ).toBe(404);
    }
    const blocked = await trackByNumber({ orderNumber: orderNumber(orderId), confirm: customer.contact }, guesser);
    expect(blocked.statusCode).toBe(429);
    // Another address is not held up by the guesser.
    const other = await trackByNumber(
      { orderNumber: orderNumber(orderId), confirm: customer.contact },
      '198.51.100.201',
    );
    expect(other.statusCode).toBe(200);
  });
});

/** An order id no order has, a different one per try (each counts against its own order too). */
function randomOrderId(i: number): string {
  return `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
}
