import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, orders } from '../db/schema';
import { addToCart, checkoutOk, customer, orderRow } from '../modules/checkout/checkout-test-kit';
import { createShopper, pricedVariants, type Shopper, type TestVariant } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';

// Insecure direct object references: another customer's ids, however obtained, answer exactly
// as an id that does not exist (404), and nothing of theirs changes.

let t: TestApp;
let owner: Shopper;
let intruder: Shopper;
let item: TestVariant;
let orderId: string;
let addressId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await createShopper(t, 'owner', { withPhone: true });
  intruder = await createShopper(t, 'intruder');
  item = (await pricedVariants(t, [750_00], 20))[0]!;
  await addToCart(owner, item, 1);
  orderId = (await checkoutOk(owner, { paymentMethod: 'COD' })).orderId;
  const saved = await owner.request({ method: 'POST', url: '/api/v1/user/addresses', payload: customer });
  expect(saved.statusCode, saved.body).toBeLessThan(300);
  const [row] = await t.db.select().from(addresses).where(eq(addresses.userId, owner.id));
  addressId = row!.id;
});
afterAll(() => t.close());

describe("another customer's order", () => {
  const reads = () => [
    `/api/v1/user/orders/${orderId}`,
    `/api/v1/user/orders/${orderId}/invoice.pdf`,
    `/api/v1/orders/${orderId}/track`,
  ];

  it('is visible to its owner', async () => {
    const res = await owner.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` });
    expect(res.statusCode, res.body).toBe(200);
    const tracked = await owner.request({ method: 'GET', url: `/api/v1/orders/${orderId}/track` });
    expect(tracked.statusCode, tracked.body).toBe(200);
  });

  it('reads (details, invoice, tracking, refunds within it) answer 404 to anyone else', async () => {
    for (const url of reads()) {
      const res = await intruder.request({ method: 'GET', url });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(404);
      expect(res.body).not.toContain(customer.phone);
      expect(res.body).not.toContain(customer.address);
    }
    const list = await intruder.request({ method: 'GET', url: '/api/v1/user/orders' });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(orderId);
  });

  it('cannot be cancelled or returned by anyone else', async () => {
    const before = await orderRow(t, orderId);
    const cancel = await intruder.request({
      method: 'POST',
      url: `/api/v1/user/orders/${orderId}/cancel`,
      payload: { reason: 'Not mine' },
    });
    expect(cancel.statusCode, cancel.body).toBe(404);
    const ret = await intruder.request({
      method: 'POST',
      url: `/api/v1/user/orders/${orderId}/return`,
      payload: { reason: 'Not mine at all' },
    });
    expect(ret.statusCode, ret.body).toBe(404);
    const after = await orderRow(t, orderId);
    expect(after.status).toBe(before.status);
    expect(after.updatedAt.getTime()).toBe(before.updatedAt.getTime());
  });

  it('admin order operations (status, refunds) are refused to customers', async () => {
    for (const [method, url, payload] of [
      ['GET', `/api/v1/admin/orders/${orderId}`, undefined],
      ['POST', `/api/v1/admin/orders/${orderId}/status`, { status: 'delivered', orderStatus: 'delivered' }],
      ['POST', `/api/v1/admin/orders/${orderId}/refunds`, { amount: 750, reason: 'Please' }],
      ['GET', `/api/v1/admin/orders/${orderId}/invoice.pdf`, undefined],
    ] as const) {
      const res = await owner.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(403);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row!.status).toBe('processing');
  });
});

describe("another customer's address", () => {
  it('answers 404 to reads, edits, deletion and making it default, and stays as it was', async () => {
    const mine = await owner.request({ method: 'GET', url: `/api/v1/user/addresses/${addressId}` });
    expect(mine.statusCode, mine.body).toBe(200);
    for (const [method, url, payload] of [
      ['GET', `/api/v1/user/addresses/${addressId}`, undefined],
      ['PUT', `/api/v1/user/addresses/${addressId}`, { ...customer, fullName: 'Intruder' }],
      ['POST', `/api/v1/user/addresses/${addressId}/default`, undefined],
      ['DELETE', `/api/v1/user/addresses/${addressId}`, undefined],
    ] as const) {
      const res = await intruder.request({ method, url, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, addressId));
    expect(row).toMatchObject({ userId: owner.id, fullName: customer.fullName });
    const list = await intruder.request({ method: 'GET', url: '/api/v1/user/addresses' });
    expect(list.body).not.toContain(addressId);
  });
});
