import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { emailOutbox, orders, refunds, stockMovements } from '../../db/schema';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  setStock,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { addToCart, checkoutOk, payInSandbox } from '../checkout/checkout-test-kit';

// Shared steps of the order tests: orders placed and paid the way a shopper does, and an admin.

export type OrderTestContext = { t: TestApp; admin: Shopper; shopper: Shopper; items: TestVariant[] };

/**
 * One app for the test file, with an admin and one size at each of `prices` (in paise); before every
 * test a new shopper, and every size back to ten in stock. The fields are filled in by the hooks.
 */
export function useOrderTestContext(prices: number[]): OrderTestContext {
  const ctx = {} as OrderTestContext;
  beforeAll(async () => {
    ctx.t = await createTestApp();
    ctx.items = await pricedVariants(ctx.t, prices, 10);
    ctx.admin = await createAdmin(ctx.t);
  });
  afterAll(() => ctx.t.close());
  beforeEach(async () => {
    ctx.shopper = await createShopper(ctx.t, 'shopper', { withPhone: true });
    for (const item of ctx.items) await setStock(ctx.t, item.variantId, 10);
  });
  return ctx;
}

/** An online order paid through the sandbox, as the browser's payment sheet would. */
export async function placePaidOrder(shopper: Shopper, item: TestVariant, quantity = 1): Promise<string> {
  await addToCart(shopper, item, quantity);
  const data = await checkoutOk(shopper);
  await payInSandbox(shopper, data.razorpayOrder!.id);
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

/** The emails about an order (its SMS and WhatsApp updates are in the same outbox, by channel). */
export async function emailsFor(t: TestApp, orderId: string, template?: string) {
  const rows = await t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.channel, 'email'), template ? eq(emailOutbox.template, template) : undefined))
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
