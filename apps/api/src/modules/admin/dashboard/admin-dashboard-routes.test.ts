import { eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { adminDashboardResponseSchema, type AdminDashboard } from '@shop/shared/contracts/admin-dashboard';
import { orders, refunds, returnRequests, shopSettings, variants } from '../../../db/schema';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  setStock,
  type Shopper,
  type TestVariant,
} from '../../../test/shoppers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { addToCart, checkoutOk, payInSandbox } from '../../checkout/checkout-test-kit';

// The figures are checked exactly against a known clock: every order is placed through the real
// checkout with the clock set to the moment it happens (India time, +05:30), then the dashboard is
// read "now". The dates are in the future so no real clock reading can fall among them.
const NOW = '2030-01-15T12:00:00+05:30';

let t: TestApp;
let admin: Shopper;
let dashboard: AdminDashboard;
/** ₹400, ₹250, ₹1,200 and ₹300 sizes of four different products. */
let a: TestVariant, b: TestVariant, c: TestVariant, d: TestVariant;
const placed: Record<string, string> = {};

function at(moment: string) {
  vi.setSystemTime(new Date(moment));
}

/**
 * A new shopper (signed in at the current clock) buys the lines and pays; returns the order id.
 * Online payments go through the sandbox and are then recorded as Razorpay's, unless `pay` is
 * 'test': a test order, which moved no money.
 */
async function buy(
  lines: [TestVariant, number][],
  method: 'Online' | 'COD' = 'Online',
  pay: boolean | 'test' = true,
): Promise<string> {
  const shopper = await createShopper(t, 'dash', { withPhone: true });
  for (const [item, quantity] of lines) await addToCart(shopper, item, quantity);
  const data = await checkoutOk(shopper, { paymentMethod: method });
  if (method === 'Online' && pay) await payInSandbox(shopper, data.razorpayOrder!.id);
  if (method === 'Online' && pay === true) {
    await t.db.update(orders).set({ paymentProvider: 'razorpay' }).where(eq(orders.id, data.orderId));
  }
  return data.orderId;
}

async function readDashboard(who: Shopper) {
  return who.request({ method: 'GET', url: '/api/v1/admin/dashboard' });
}

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  t = await createTestApp();
  [a, b, c, d] = (await pricedVariants(t, [400_00, 250_00, 1200_00, 300_00], 50)) as [
    TestVariant,
    TestVariant,
    TestVariant,
    TestVariant,
  ];

  // Today (15 Jan, India time): ₹400 + ₹70 shipping online at 10:00, and 2 × ₹250 + ₹70 cash on delivery
  // ten minutes after midnight India time, which is still 14 Jan in UTC.
  at('2030-01-15T10:00:00+05:30');
  placed.today = await buy([[a, 1]]);
  at('2030-01-15T00:10:00+05:30');
  placed.codToday = await buy([[b, 2]], 'COD');
  // Yesterday 23:50 India time (the same UTC day as the order above): ₹1,200, free shipping.
  at('2030-01-14T23:50:00+05:30');
  placed.yesterday = await buy([[c, 1]]);
  // Six days ago (inside the 7 days) and seven days ago (outside), ₹400 + ₹70 each.
  at('2030-01-09T12:00:00+05:30');
  placed.sixDaysAgo = await buy([[a, 1]]);
  at('2030-01-08T12:00:00+05:30');
  placed.sevenDaysAgo = await buy([[a, 1]]);
  // The first and the day before the first of the 30 days.
  at('2029-12-17T00:00:30+05:30');
  placed.day30 = await buy([[b, 1]]);
  at('2029-12-16T23:59:00+05:30');
  placed.day31 = await buy([[d, 1]]);
  // Not sales: a cancelled cash-on-delivery order and an online order never paid, both today.
  at('2030-01-15T09:00:00+05:30');
  placed.cancelled = await buy([[c, 1]], 'COD');
  placed.unpaid = await buy([[c, 2]], 'Online', false);
  await t.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, placed.cancelled));
  // Nor a test order: ₹1,200 paid through the sandbox today, which took no money.
  at('2030-01-15T11:00:00+05:30');
  placed.test = await buy([[c, 1]], 'Online', 'test');

  // ₹100 refunded on the order of seven days ago; a failed refund is not money returned.
  await t.db.insert(refunds).values([
    { orderId: placed.sevenDaysAgo, amountPaise: 100_00, idempotencyKey: 'dash-r1', status: 'processed' },
    { orderId: placed.sixDaysAgo, amountPaise: 50_00, idempotencyKey: 'dash-r2', status: 'failed' },
  ]);

  // One open return request and one already rejected.
  const [customer] = await t.db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, placed.today));
  await t.db.insert(returnRequests).values([
    { orderId: placed.today, userId: customer!.userId, reason: 'Wrong size', status: 'requested' },
    { orderId: placed.yesterday, userId: customer!.userId, reason: 'Changed my mind', status: 'rejected' },
  ]);

  // Stock: everything plentiful except three sizes of the test products.
  await t.db.update(variants).set({ stock: 100 }).where(ne(variants.stock, -1));
  await setStock(t, a.variantId, 3);
  await setStock(t, b.variantId, 5);
  await setStock(t, c.variantId, 6);

  at(NOW);
  admin = await createAdmin(t);
  const res = await readDashboard(admin);
  expect(res.statusCode, res.body).toBe(200);
  dashboard = adminDashboardResponseSchema.parse(res.json()).dashboard;
});

afterAll(async () => {
  await t.close();
  vi.useRealTimers();
});

describe('GET /api/v1/admin/dashboard', () => {
  it("answers a guest 401 'Please Login First' and a customer 403", async () => {
    const guest = await t.app.inject({ method: 'GET', url: '/api/v1/admin/dashboard' });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Please Login First' });
    const customer = await readDashboard(await createShopper(t, 'customer'));
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('counts today from midnight India time: the online and the cash-on-delivery order, not the test order', () => {
    expect(dashboard.periods.today).toEqual({
      from: '2030-01-15',
      to: '2030-01-15',
      orders: 2,
      grossSales: 1040,
      refunds: 0,
      revenue: 1040,
      averageOrderValue: 520,
    });
  });

  it('counts the last 7 days, today included, and leaves the eighth day out', () => {
    expect(dashboard.periods.last7Days).toEqual({
      from: '2030-01-09',
      to: '2030-01-15',
      orders: 4,
      grossSales: 2710,
      refunds: 0,
      revenue: 2710,
      averageOrderValue: 677.5,
    });
  });

  it('takes refunds off the revenue of the last 30 days but not off the average order value', () => {
    expect(dashboard.periods.last30Days).toEqual({
      from: '2029-12-17',
      to: '2030-01-15',
      orders: 6,
      grossSales: 3500,
      refunds: 100,
      revenue: 3400,
      averageOrderValue: 583.33,
    });
  });

  it('gives a daily series of 30 days with zeros where nothing sold', () => {
    const series = dashboard.dailySales;
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2029-12-17', orders: 1, revenue: 320 });
    expect(series.at(-1)).toEqual({ date: '2030-01-15', orders: 2, revenue: 1040 });
    const byDate = Object.fromEntries(series.map((day) => [day.date, day]));
    expect(byDate['2030-01-14']).toEqual({ date: '2030-01-14', orders: 1, revenue: 1200 });
    expect(byDate['2030-01-09']).toEqual({ date: '2030-01-09', orders: 1, revenue: 470 });
    expect(byDate['2030-01-08']).toEqual({ date: '2030-01-08', orders: 1, revenue: 370 });
    expect(byDate['2030-01-01']).toEqual({ date: '2030-01-01', orders: 0, revenue: 0 });
    expect(series.reduce((sum, day) => sum + day.orders, 0)).toBe(6);
  });

  it('ranks the products of the last 30 days by units and by revenue', () => {
    const line = (item: TestVariant, units: number, revenue: number) => ({
      productId: item.productId,
      name: item.name,
      slug: item.slug,
      units,
      revenue,
    });
    expect(dashboard.topProducts.byUnits).toEqual([line(a, 3, 1200), line(b, 3, 750), line(c, 1, 1200)]);
    expect(dashboard.topProducts.byRevenue).toEqual([line(a, 3, 1200), line(c, 1, 1200), line(b, 3, 750)]);
  });

  it('lists sizes at or below the default threshold of 5, lowest first', () => {
    expect(dashboard.lowStock.threshold).toBe(5);
    expect(dashboard.lowStock.total).toBe(2);
    expect(dashboard.lowStock.variants.map((v) => [v.variantId, v.stock])).toEqual([
      [a.variantId, 3],
      [b.variantId, 5],
    ]);
    expect(dashboard.lowStock.variants[0]).toMatchObject({ productId: a.productId, productName: a.name, size: a.size });
  });

  it("follows the owner's lowStockThreshold setting", async () => {
    await t.db.insert(shopSettings).values({ key: 'lowStockThreshold', value: 6 });
    const res = await readDashboard(admin);
    const { lowStock } = adminDashboardResponseSchema.parse(res.json()).dashboard;
    expect(lowStock.threshold).toBe(6);
    expect(lowStock.variants.map((v) => v.variantId)).toEqual([a.variantId, b.variantId, c.variantId]);
    await t.db.delete(shopSettings).where(eq(shopSettings.key, 'lowStockThreshold'));
  });

  it('lists orders waiting to ship, oldest first, with their age in hours', () => {
    const waiting = dashboard.awaitingShipment;
    // Every sale above is still processing, and so are the order before the 30 days and the test order.
    expect(waiting.total).toBe(8);
    expect(waiting.orders[0]).toMatchObject({
      _id: placed.day31,
      orderNumber: placed.day31!.slice(0, 8).toUpperCase(),
      customerName: 'Radha Devi',
      paymentMethod: 'online',
      paymentProvider: 'razorpay',
      testOrder: false,
      totalAmount: 370,
      ageHours: 29 * 24 + 12,
    });
    const test = waiting.orders.find((order) => order._id === placed.test);
    expect(test).toMatchObject({ paymentProvider: 'sandbox', testOrder: true, totalAmount: 1200 });
    const today = waiting.orders.find((order) => order._id === placed.today);
    expect(today).toMatchObject({ ageHours: 2, totalAmount: 470, placedAt: '2030-01-15T04:30:00.000Z' });
    expect(waiting.orders.map((order) => order._id)).not.toContain(placed.cancelled);
    expect(waiting.orders.map((order) => order._id)).not.toContain(placed.unpaid);
  });

  it('counts open return requests only', () => {
    expect(dashboard.openReturns).toBe(1);
  });

  it('stops counting an order once it is cancelled', async () => {
    await t.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(inArray(orders.id, [placed.codToday!]));
    const res = await readDashboard(admin);
    const { periods } = adminDashboardResponseSchema.parse(res.json()).dashboard;
    expect(periods.today).toMatchObject({ orders: 1, grossSales: 470, revenue: 470 });
    await t.db.update(orders).set({ status: 'processing' }).where(eq(orders.id, placed.codToday!));
  });
});
