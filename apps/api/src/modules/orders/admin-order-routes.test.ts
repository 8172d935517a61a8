import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminReturnResponseSchema,
  adminReturnsResponseSchema,
} from '@shop/shared/contracts/admin-orders';
import { adminCustomerResponseSchema } from '@shop/shared/contracts/admin-customers';
import { orderResponseSchema } from '@shop/shared/contracts/orders';
import { auditLog, emailOutbox, orders, payments, returnRequests } from '../../db/schema';
import { createShopper, stockOf } from '../../test/shoppers';
import { customer, historyOf, orderRow } from '../checkout/checkout-test-kit';
import {
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

// ₹1,000 ships free: every paid order below is exactly ₹1,000 × quantity.
const ctx = useOrderTestContext([1000_00, 400_00]);

const adminOrder = async (orderId: string) =>
  adminOrderResponseSchema.parse(
    (await ctx.admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}` })).json(),
  ).order;
const refund = (orderId: string, payload: Record<string, unknown>) =>
  ctx.admin.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/refunds`, payload });
const requestReturn = (orderId: string, reason = 'The crown is bent') =>
  ctx.shopper.request({ method: 'POST', url: `/api/v1/user/orders/${orderId}/return`, payload: { reason } });
const auditOf = (entityId: string, action: string) =>
  ctx.t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));

async function returnIdOf(orderId: string): Promise<string> {
  const [row] = await ctx.t.db.select().from(returnRequests).where(eq(returnRequests.orderId, orderId));
  return row!.id;
}

describe('the admin order API', () => {
  const someId = '00000000-0000-4000-8000-000000000000';
  const endpoints = [
    { method: 'GET' as const, url: '/api/v1/admin/orders' },
    { method: 'GET' as const, url: `/api/v1/admin/orders/${someId}` },
    { method: 'POST' as const, url: `/api/v1/admin/orders/${someId}/status`, payload: { status: 'shipped' } },
    { method: 'POST' as const, url: `/api/v1/admin/orders/${someId}/refunds`, payload: { amount: 1, reason: 'x' } },
    { method: 'GET' as const, url: '/api/v1/admin/returns' },
    { method: 'POST' as const, url: `/api/v1/admin/returns/${someId}/approve`, payload: {} },
    { method: 'POST' as const, url: `/api/v1/admin/returns/${someId}/reject`, payload: { note: 'No' } },
  ];

  it.each(endpoints)('refuses a customer (403) and a guest (401) at $method $url', async (endpoint) => {
    const asCustomer = await ctx.shopper.request(endpoint);
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json()).toMatchObject({ code: 'FORBIDDEN' });
    const asGuest = await ctx.t.app.inject(endpoint);
    expect(asGuest.statusCode).toBe(401);
    expect(asGuest.json()).toMatchObject({ message: 'Please Login First' });
  });
});

describe('GET /api/v1/admin/orders', () => {
  it('lists every order newest first, filtered by status, payment method, date and search', async () => {
    const cod = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    const paid = await placePaidOrder(ctx.shopper, ctx.items[0]!, 2);
    const list = async (query: string) =>
      adminOrderListResponseSchema.parse(
        (await ctx.admin.request({ method: 'GET', url: `/api/v1/admin/orders?${query}` })).json(),
      );

    const all = await list('limit=100');
    const ids = all.orders.map((row) => row._id);
    expect(ids.indexOf(paid)).toBeLessThan(ids.indexOf(cod));
    expect(all.orders.find((row) => row._id === paid)).toEqual({
      _id: paid,
      orderNumber: paid.slice(0, 8).toUpperCase(),
      createdAt: expect.any(String),
      customer: { id: ctx.shopper.id, name: 'Radha Devi', email: ctx.shopper.email, phone: customer.phone },
      orderStatus: 'processing',
      payment: { method: 'online', status: 'paid' },
      paymentProvider: 'sandbox',
      testOrder: true,
      totalAmount: 2000,
      itemCount: 2,
      codConfirmation: null,
    });

    expect((await list('paymentMethod=cod&limit=100')).orders.every((row) => row.payment.method === 'cod')).toBe(true);
    expect((await list('status=processing&limit=100')).orders.map((row) => row._id)).toEqual(
      expect.arrayContaining([cod, paid]),
    );
    expect((await list('status=delivered')).orders.map((row) => row._id)).not.toContain(paid);
    expect((await list(`q=${paid.slice(0, 8).toUpperCase()}`)).orders.map((row) => row._id)).toEqual([paid]);
    const byEmail = (await list(`q=${encodeURIComponent(ctx.shopper.email.toUpperCase())}`)).orders.map(
      (row) => row._id,
    );
    expect(byEmail.sort()).toEqual([cod, paid].sort());
    expect((await list('q=98765%2043210&limit=100')).orders.map((row) => row._id)).toEqual(
      expect.arrayContaining([cod, paid]),
    );
    expect((await list('q=nobody%40nowhere.in')).orders).toEqual([]);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    expect((await list(`from=${today}&to=${today}&limit=100`)).orders.map((row) => row._id)).toEqual(
      expect.arrayContaining([cod, paid]),
    );
    expect((await list('to=2020-01-01')).orders).toEqual([]);

    const page = await list('limit=1&page=2');
    expect(page.orders).toHaveLength(1);
    expect(page.pagination).toMatchObject({ page: 2, limit: 1, total: all.pagination.total });
  });

  it("refuses a date it cannot read: 'Please enter a valid date'", async () => {
    const res = await ctx.admin.request({ method: 'GET', url: '/api/v1/admin/orders?from=yesterday' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter a valid date' });
  });
});

describe('GET /api/v1/admin/orders/:orderId', () => {
  it('shows the order with its customer, money and the status changes allowed now', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    expect(await adminOrder(orderId)).toMatchObject({
      _id: orderId,
      customer: { id: ctx.shopper.id, email: ctx.shopper.email },
      allowedTransitions: ['shipped', 'cancelled'],
      paidAmount: 1000,
      refundedAmount: 0,
      refundableAmount: 1000,
    });
  });

  it('names who took each payment and marks sandbox orders as test orders, wherever the owner looks', async () => {
    const shopper = await createShopper(ctx.t, 'provider', { withPhone: true });
    const test = await placePaidOrder(shopper, ctx.items[1]!);
    const cod = await placeCodOrder(shopper, ctx.items[1]!);
    const real = await placePaidOrder(shopper, ctx.items[1]!);
    // As if Razorpay had taken this one: checkout records the provider of each order.
    await ctx.t.db.update(orders).set({ paymentProvider: 'razorpay' }).where(eq(orders.id, real));
    const expected = {
      [test]: { paymentProvider: 'sandbox', testOrder: true },
      [cod]: { paymentProvider: 'cod', testOrder: false },
      [real]: { paymentProvider: 'razorpay', testOrder: false },
    };

    for (const [orderId, marks] of Object.entries(expected)) {
      expect(await adminOrder(orderId)).toMatchObject({ _id: orderId, ...marks });
    }
    const list = adminOrderListResponseSchema.parse(
      (
        await ctx.admin.request({ method: 'GET', url: `/api/v1/admin/orders?q=${encodeURIComponent(shopper.email)}` })
      ).json(),
    );
    expect(
      Object.fromEntries(
        list.orders.map((o) => [o._id, { paymentProvider: o.paymentProvider, testOrder: o.testOrder }]),
      ),
    ).toEqual(expected);
    const detail = adminCustomerResponseSchema.parse(
      (await ctx.admin.request({ method: 'GET', url: `/api/v1/admin/customers/${shopper.id}` })).json(),
    );
    expect(
      Object.fromEntries(
        detail.orders.map((o) => [o._id, { paymentProvider: o.paymentProvider, testOrder: o.testOrder }]),
      ),
    ).toEqual(expected);
  });

  it("answers 404 'Order not found' for an unknown id", async () => {
    const res = await ctx.admin.request({
      method: 'GET',
      url: '/api/v1/admin/orders/00000000-0000-4000-8000-000000000001',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Order not found' });
  });
});

describe('POST /api/v1/admin/orders/:orderId/status', () => {
  it('ships with a courier and tracking number, which the customer then sees, emailed and audited', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const res = await setStatus(ctx.admin, orderId, {
      status: 'shipped',
      courier: 'Delhivery',
      trackingNumber: 'DLV-2026-0001',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = adminOrderResponseSchema.parse(res.json());
    expect(body.message).toBe('Order status updated');
    expect(body.order).toMatchObject({
      orderStatus: 'shipped',
      allowedTransitions: ['out_for_delivery', 'delivered', 'returned_to_origin'],
    });

    const mine = orderResponseSchema.parse(
      (await ctx.shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` })).json(),
    ).order;
    expect(mine).toMatchObject({ orderStatus: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-2026-0001' });
    expect(mine.statusHistory.at(-1)).toMatchObject({
      status: 'shipped',
      note: 'Shipped with Delhivery, tracking number DLV-2026-0001',
    });

    const [email] = await emailsFor(ctx.t, orderId, 'order-shipped');
    expect(email).toMatchObject({ to: ctx.shopper.email, subject: expect.stringContaining('has shipped') });
    expect(email!.text).toContain('Courier: Delhivery');
    expect(email!.text).toContain('Tracking number: DLV-2026-0001');
    expect(email!.html).toContain('<li>Tracking number: DLV-2026-0001</li>');
    expect(email!.html).toContain(`/track-order/${orderId}`);

    const [audit] = await auditOf(orderId, 'order.ship');
    expect(audit).toMatchObject({
      actorUserId: ctx.admin.id,
      entity: 'order',
      before: expect.objectContaining({ status: 'processing' }),
      after: expect.objectContaining({ status: 'shipped', trackingNumber: 'DLV-2026-0001' }),
    });
  });

  it('marks a shipped order out for delivery, tells the shopper on WhatsApp, then delivers it', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-OFD-1' });
    const res = await setStatus(ctx.admin, orderId, { status: 'out_for_delivery' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminOrderResponseSchema.parse(res.json()).order).toMatchObject({
      orderStatus: 'out_for_delivery',
      allowedTransitions: ['delivered', 'returned_to_origin'],
    });
    const mine = orderResponseSchema.parse(
      (await ctx.shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` })).json(),
    ).order;
    expect(mine).toMatchObject({ orderStatus: 'out_for_delivery', courier: 'Delhivery', trackingNumber: 'DLV-OFD-1' });
    expect(mine.statusHistory.at(-1)).toMatchObject({ status: 'out_for_delivery', note: 'Out for delivery' });

    const texts = await ctx.t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.channel, 'whatsapp'), eq(emailOutbox.template, 'order-out-for-delivery')));
    const [text] = texts.filter((row) => row.text.includes(`/track-order/${orderId}`));
    // A cash-on-delivery order's texts go to the phone its account proved (decision 0127).
    expect(text).toMatchObject({ to: ctx.shopper.phone, language: 'en' });
    expect(text!.text).toContain('is out for delivery');
    expect(text!.params).toEqual([expect.stringMatching(/^#[0-9A-F]{8}$/), text!.text.split('Track it: ')[1]]);
    const [email] = await emailsFor(ctx.t, orderId, 'order-out-for-delivery');
    expect(email).toMatchObject({ to: ctx.shopper.email, subject: expect.stringContaining('out for delivery') });
    expect(email!.text).toContain('Please keep ₹470 ready for the delivery.');
    expect(await auditOf(orderId, 'order.out_for_delivery')).toHaveLength(1);

    expect((await setStatus(ctx.admin, orderId, { status: 'delivered' })).statusCode).toBe(200);
    expect(await orderRow(ctx.t, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    expect(await historyOf(ctx.t, orderId)).toEqual(['processing', 'shipped', 'out_for_delivery', 'delivered']);
  });

  it('takes a parcel refused at the door back from out for delivery, its stock restored', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    const before = await stockOf(ctx.t, ctx.items[1]!.variantId);
    await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV-OFD-2' });
    await setStatus(ctx.admin, orderId, { status: 'out_for_delivery' });
    const res = await setStatus(ctx.admin, orderId, { status: 'returned_to_origin' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await orderRow(ctx.t, orderId)).status).toBe('returned_to_origin');
    expect(await stockOf(ctx.t, ctx.items[1]!.variantId)).toBe(before + 1);
  });

  it('needs the courier and the tracking number to ship', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const res = await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Please enter the tracking number' });
    expect((await orderRow(ctx.t, orderId)).status).toBe('processing');
  });

  it.each([
    ['processing', 'delivered'],
    ['processing', 'processing'],
    ['processing', 'out_for_delivery'],
    ['shipped', 'cancelled'],
    ['out_for_delivery', 'cancelled'],
    ['out_for_delivery', 'shipped'],
    ['delivered', 'shipped'],
    ['delivered', 'out_for_delivery'],
  ])("refuses %s → %s: 'This status change is not allowed'", async (from, to) => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    if (from !== 'processing') {
      await setStatus(ctx.admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'X1' });
    }
    if (from === 'out_for_delivery') await setStatus(ctx.admin, orderId, { status: 'out_for_delivery' });
    if (from === 'delivered') await setStatus(ctx.admin, orderId, { status: 'delivered' });
    const res = await setStatus(ctx.admin, orderId, { status: to, courier: 'Delhivery', trackingNumber: 'X2' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ORDER_STATUS_TRANSITION', message: 'This status change is not allowed' });
    expect((await orderRow(ctx.t, orderId)).status).toBe(from);
  });

  it('marks a cash-on-delivery order paid when it is delivered, and emails both', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    await shipAndDeliver(ctx.admin, orderId);
    expect(await orderRow(ctx.t, orderId)).toMatchObject({ status: 'delivered', paymentStatus: 'paid' });
    const [payment] = await ctx.t.db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(payment).toMatchObject({ provider: 'cod', status: 'captured', amountPaise: 470_00 });
    expect(payment!.capturedAt).not.toBeNull();
    expect(await historyOf(ctx.t, orderId)).toEqual(['processing', 'shipped', 'delivered']);

    const [delivered] = await emailsFor(ctx.t, orderId, 'order-delivered');
    expect(delivered!.text).toContain('has been delivered');
    expect(delivered!.text).toContain('within 7 days of delivery');
    const [received] = await emailsFor(ctx.t, orderId, 'payment-received');
    expect(received!.text).toContain('We have received your payment of ₹470');
    expect((await adminOrder(orderId)).paidAmount).toBe(470);
  });

  it("cancels a paid order before shipping through the shopper's own path: stock back and refunded", async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    const res = await setStatus(ctx.admin, orderId, { status: 'cancelled', note: 'Out of stock at the tailor' });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminOrderResponseSchema.parse(res.json()).order).toMatchObject({
      orderStatus: 'refunded',
      payment: { status: 'refunded' },
      refundedAmount: 1000,
      refundableAmount: 0,
      allowedTransitions: [],
    });
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    expect(await movementsOf(ctx.t, orderId, 'order_cancelled')).toEqual([
      expect.objectContaining({ delta: 1, actorUserId: ctx.admin.id }),
    ]);
    expect(await refundsOf(ctx.t, orderId)).toEqual([
      expect.objectContaining({ idempotencyKey: `cancel-${orderId}`, amountPaise: 1000_00, status: 'processed' }),
    ]);
    expect(await auditOf(orderId, 'order.cancel')).toHaveLength(1);
    const [email] = await emailsFor(ctx.t, orderId, 'order-cancelled');
    expect(email!.text).toContain('We have cancelled order');
    expect(email!.text).toContain('Reason: Out of stock at the tailor');
    // The shopper's cancel afterwards starts nothing new.
    const again = await ctx.shopper.request({
      method: 'POST',
      url: `/api/v1/user/orders/${orderId}/cancel`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(1);
  });
});

describe('POST /api/v1/admin/orders/:orderId/refunds', () => {
  it('refunds part, then the rest, never more than was paid less earlier refunds', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await shipAndDeliver(ctx.admin, orderId);

    const part = await refund(orderId, { amount: 250.5, reason: 'One bead missing' });
    expect(part.statusCode, part.body).toBe(200);
    const afterPart = adminOrderResponseSchema.parse(part.json());
    expect(afterPart.message).toBe('Refund issued');
    expect(afterPart.order).toMatchObject({
      orderStatus: 'delivered',
      payment: { status: 'partially_refunded' },
      refundedAmount: 250.5,
      refundableAmount: 749.5,
    });

    const over = await refund(orderId, { amount: 749.51, reason: 'Too much' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({
      code: 'REFUND_EXCEEDS_REFUNDABLE',
      message: 'Refund amount can be at most ₹749.50 (the amount paid less earlier refunds)',
    });
    for (const amount of [0, -5]) {
      const bad = await refund(orderId, { amount, reason: 'Nothing' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message: 'Refund amount must be more than ₹0' });
    }
    const noReason = await refund(orderId, { amount: 10 });
    expect(noReason.json()).toMatchObject({ message: 'Please enter the reason for the refund' });
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(1);

    const rest = await refund(orderId, { amount: 749.5, reason: 'Customer unhappy' });
    expect(rest.statusCode).toBe(200);
    expect(adminOrderResponseSchema.parse(rest.json()).order).toMatchObject({
      orderStatus: 'refunded',
      payment: { status: 'refunded' },
      refundableAmount: 0,
    });
    expect((await refundsOf(ctx.t, orderId)).map((row) => [row.idempotencyKey, row.amountPaise, row.status])).toEqual([
      [`admin-${orderId}-1`, 250_50, 'processed'],
      [`admin-${orderId}-2`, 749_50, 'processed'],
    ]);
    expect((await refund(orderId, { amount: 1, reason: 'Again' })).json()).toMatchObject({
      message: 'Refund amount can be at most ₹0 (the amount paid less earlier refunds)',
    });
    expect(await auditOf(orderId, 'order.refund')).toHaveLength(2);
    const emails = await emailsFor(ctx.t, orderId, 'refund-issued');
    expect(emails.map((email) => email.text.match(/refund of (₹[\d,.]+)/)?.[1])).toEqual(['₹250.50', '₹749.50']);
  });

  it('pays one refund however many times the same refund is sent, at once or after a lost answer', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await shipAndDeliver(ctx.admin, orderId);
    const requestId = randomUUID();
    const once = { amount: 100, reason: 'Pressed twice', requestId };

    const [first, second] = await Promise.all([refund(orderId, once), refund(orderId, once)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const retried = await refund(orderId, once);
    expect(retried.statusCode).toBe(200);
    expect(adminOrderResponseSchema.parse(retried.json()).order).toMatchObject({
      refundedAmount: 100,
      refundableAmount: 900,
    });
    expect((await refundsOf(ctx.t, orderId)).map((row) => [row.idempotencyKey, row.amountPaise])).toEqual([
      [`admin-${orderId}-${requestId}`, 100_00],
    ]);
    expect(await auditOf(orderId, 'order.refund')).toHaveLength(1);
    expect(await emailsFor(ctx.t, orderId, 'refund-issued')).toHaveLength(1);

    // A new refund (a new id) of the same amount is a second refund, as the owner meant.
    const again = await refund(orderId, { ...once, requestId: randomUUID() });
    expect(adminOrderResponseSchema.parse(again.json()).order.refundedAmount).toBe(200);

    // A malformed id is refused before anything is paid, recorded or sent.
    expect((await refund(orderId, { ...once, requestId: 'not-a-uuid' })).statusCode).toBe(400);
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(2);
    expect(await auditOf(orderId, 'order.refund')).toHaveLength(2);
    expect(await emailsFor(ctx.t, orderId, 'refund-issued')).toHaveLength(2);
  });

  it("refuses an order nothing was paid for: 'This order has no payment to refund'", async () => {
    const orderId = await placeUnpaidOrder(ctx.shopper, ctx.items[0]!);
    const res = await refund(orderId, { amount: 10, reason: 'Goodwill' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REFUND_NOTHING_PAID', message: 'This order has no payment to refund' });
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(0);
  });

  it('records a refund of cash paid on delivery as made by the shop, without the gateway', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    await shipAndDeliver(ctx.admin, orderId);
    const res = await refund(orderId, { amount: 470, reason: 'Returned at the door' });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(ctx.t, orderId)).toEqual([
      expect.objectContaining({ amountPaise: 470_00, status: 'processed', providerRefundId: null }),
    ]);
    expect(await orderRow(ctx.t, orderId)).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
  });
});

describe('returns', () => {
  it('queues a request and, once approved, takes the stock back and refunds the online payment', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!, 2);
    await shipAndDeliver(ctx.admin, orderId);
    expect((await requestReturn(orderId)).statusCode).toBe(200);
    const returnId = await returnIdOf(orderId);

    const queue = adminReturnsResponseSchema.parse(
      (await ctx.admin.request({ method: 'GET', url: '/api/v1/admin/returns?status=requested&limit=100' })).json(),
    );
    expect(queue.returns.find((row) => row.id === returnId)).toMatchObject({
      orderId,
      orderNumber: orderId.slice(0, 8).toUpperCase(),
      customer: { id: ctx.shopper.id, email: ctx.shopper.email },
      reason: 'The crown is bent',
      status: 'requested',
      deliveredAt: expect.any(String),
      totalAmount: 2000,
    });

    const res = await ctx.admin.request({
      method: 'POST',
      url: `/api/v1/admin/returns/${returnId}/approve`,
      payload: { note: 'Courier will collect on Monday' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = adminReturnResponseSchema.parse(res.json());
    expect(body.message).toBe('Return approved');
    expect(body.returnRequest).toMatchObject({ status: 'approved', resolutionNote: 'Courier will collect on Monday' });
    expect(body.order).toMatchObject({ orderStatus: 'refunded', payment: { status: 'refunded' }, refundableAmount: 0 });
    expect(await historyOf(ctx.t, orderId)).toEqual([
      'pending',
      'processing',
      'shipped',
      'delivered',
      'returned',
      'refunded',
    ]);
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(10);
    expect(await movementsOf(ctx.t, orderId, 'return_approved')).toEqual([
      expect.objectContaining({ delta: 2, actorUserId: ctx.admin.id }),
    ]);
    expect(await refundsOf(ctx.t, orderId)).toEqual([
      expect.objectContaining({ idempotencyKey: `return-${returnId}`, amountPaise: 2000_00, status: 'processed' }),
    ]);
    const [approved] = await emailsFor(ctx.t, orderId, 'return-approved');
    expect(approved!.text).toContain('Note from the shop: Courier will collect on Monday');
    expect(approved!.text).toContain('A refund of ₹2,000 has been started');
    expect(await auditOf(returnId, 'return.approve')).toHaveLength(1);

    const again = await ctx.admin.request({
      method: 'POST',
      url: `/api/v1/admin/returns/${returnId}/approve`,
      payload: {},
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'RETURN_ALREADY_RESOLVED' });
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(1);
  });

  it('rejects with a note the customer sees on their order, and needs that note', async () => {
    const orderId = await placePaidOrder(ctx.shopper, ctx.items[0]!);
    await shipAndDeliver(ctx.admin, orderId);
    await requestReturn(orderId, 'Did not like it');
    const returnId = await returnIdOf(orderId);

    const bare = await ctx.admin.request({
      method: 'POST',
      url: `/api/v1/admin/returns/${returnId}/reject`,
      payload: {},
    });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({ message: 'Please tell the customer why the return was rejected' });
    const [still] = await ctx.t.db.select().from(returnRequests).where(eq(returnRequests.id, returnId));
    expect(still).toMatchObject({ status: 'requested', resolutionNote: null });

    const res = await ctx.admin.request({
      method: 'POST',
      url: `/api/v1/admin/returns/${returnId}/reject`,
      payload: { note: 'Worn items cannot be returned' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminReturnResponseSchema.parse(res.json()).message).toBe('Return rejected');
    const mine = orderResponseSchema.parse(
      (await ctx.shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` })).json(),
    ).order;
    expect(mine).toMatchObject({
      orderStatus: 'delivered',
      returnRequest: { status: 'rejected', resolutionNote: 'Worn items cannot be returned' },
    });
    expect(await stockOf(ctx.t, ctx.items[0]!.variantId)).toBe(9);
    expect(await refundsOf(ctx.t, orderId)).toHaveLength(0);
    const [rejected] = await emailsFor(ctx.t, orderId, 'return-rejected');
    expect(rejected!.text).toContain('Reason: Worn items cannot be returned');
    expect(rejected!.html).toContain('<p>Reason: Worn items cannot be returned</p>');
    expect(await auditOf(returnId, 'return.reject')).toHaveLength(1);
  });

  it("answers 404 'Return request not found' for an unknown request", async () => {
    const res = await ctx.admin.request({
      method: 'POST',
      url: '/api/v1/admin/returns/00000000-0000-4000-8000-000000000002/approve',
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Return request not found' });
  });

  it('escapes what the customer wrote in the emails', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    await shipAndDeliver(ctx.admin, orderId);
    await requestReturn(orderId, '<script>alert(1)</script> too small');
    const [email] = await emailsFor(ctx.t, orderId, 'return-received');
    expect(email!.html).not.toContain('<script>');
    expect(email!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; too small');
  });
});

describe('a shopper outside the admin', () => {
  it('cannot reach the admin order detail of their own order', async () => {
    const orderId = await placeCodOrder(ctx.shopper, ctx.items[1]!);
    const other = await createShopper(ctx.t, 'nosy');
    for (const who of [ctx.shopper, other]) {
      expect((await who.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}` })).statusCode).toBe(403);
    }
  });
});
