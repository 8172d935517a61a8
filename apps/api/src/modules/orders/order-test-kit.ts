import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sandboxPayResponseSchema } from '@shop/shared/contracts/checkout';
import { emailOutbox, orders, refunds, stockMovements, users } from '../../db/schema';
import { createShopper, type Shopper, type TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';
import { addToCart, checkoutOk } from '../checkout/checkout-test-kit';

// Shared steps of the order tests: orders placed and paid the way a shopper does, and an admin.

/** An online order paid through the sandbox, as the browser's payment sheet would. */
export async function placePaidOrder(shopper: Shopper, item: TestVariant, quantity = 1): Promise<string> {
  await addToCart(shopper, item, quantity);
  const data = await checkoutOk(shopper);
  const sheet = await shopper.request({
    method: 'POST',
    url: '/api/v1/payment/sandbox/pay',
    payload: { razorpay_order_id: data.razorpayOrder!.id, outcome: 'success', method: 'upi' },
  });
  expect(sheet.statusCode, sheet.body).toBe(200);
  const paid = sandboxPayResponseSchema.parse(sheet.json());
  if (paid.outcome !== 'success') throw new Error('sandbox payment failed');
  const verify = await shopper.request({
    method: 'POST',
    url: '/api/v1/payment/payment-verification',
    payload: {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    },
  });
  expect(verify.statusCode, verify.body).toBe(200);
  return data.orderId;
}

/** An online order left unpaid: it holds its stock until the hold runs out. */
export async function placeUnpaidOrder(shopper: Shopper, item: TestVariant, quantity = 1): Promise<string> {
  await addToCart(shopper, item, quantity);
  return (await checkoutOk(shopper)).orderId;
}

export async function placeCodOrder(shopper: Shopper, item: TestVariant, quantity = 1): Promise<string> {
  await addToCart(shopper, item, quantity);
  return (await checkoutOk(shopper, { paymentMethod: 'COD' })).orderId;
}

export async function createAdmin(t: TestApp): Promise<Shopper> {
  const admin = await createShopper(t, 'owner');
  await t.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
  return admin;
}

export async function setStatus(admin: Shopper, orderId: string, payload: Record<string, unknown>) {
  return admin.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/status`, payload });
}

/** Ships and delivers an order through the admin, as the shop owner does. */
export async function shipAndDeliver(admin: Shopper, orderId: string): Promise<void> {
  const shipped = await setStatus(admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DL123' });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const delivered = await setStatus(admin, orderId, { status: 'delivered' });
  expect(delivered.statusCode, delivered.body).toBe(200);
}

/** Moves the delivery back in time, so the return window can be tested against the real clock. */
export async function deliveredDaysAgo(t: TestApp, orderId: string, days: number): Promise<void> {
  await t.db
    .update(orders)
    .set({ deliveredAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) })
    .where(eq(orders.id, orderId));
}

export async function refundsOf(t: TestApp, orderId: string) {
  return t.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(asc(refunds.createdAt));
}

export async function emailsFor(t: TestApp, orderId: string, template?: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(template ? eq(emailOutbox.template, template) : undefined)
    .orderBy(asc(emailOutbox.createdAt));
  const number = orderId.slice(0, 8).toUpperCase();
  return rows.filter((row) => row.subject.includes(number) || row.text.includes(orderId));
}

export async function movementsOf(t: TestApp, orderId: string, reason: string) {
  return t.db
    .select()
    .from(stockMovements)
    .where(and(eq(stockMovements.orderId, orderId), eq(stockMovements.reason, reason)));
}
