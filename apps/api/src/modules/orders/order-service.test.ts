import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createAdmin,
  createShopper,
  pricedVariants,
  setStock,
  type Shopper,
  type TestVariant,
} from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { AppError } from '../../app-error';
import { adminOrderService } from './admin-order-service';
import { orderService } from './order-service';
import { emailsFor, placePaidOrder } from './order-test-kit';

// The return window is judged by the services' own clock: here the clock is moved instead of the data.

const DAY = 24 * 60 * 60 * 1000;

let t: TestApp;
let admin: Shopper;
let shopper: Shopper;
let item: TestVariant;
let clock: Date;
let orders: ReturnType<typeof orderService>;
let adminOrders: ReturnType<typeof adminOrderService>;

beforeAll(async () => {
  t = await createTestApp();
  [item] = (await pricedVariants(t, [600_00], 10)) as [TestVariant];
  admin = await createAdmin(t);
  const deps = {
    db: t.db,
    refunds: t.app.services.payments.refunds,
    publicUrl: 'https://shop.example',
    codConfirmMinutes: 30,
    now: () => clock,
  };
  orders = orderService(deps);
  adminOrders = adminOrderService(deps);
});
afterAll(() => t.close());

beforeEach(async () => {
  clock = new Date();
  shopper = await createShopper(t);
  await setStock(t, item.variantId, 10);
});

/** An order delivered at `deliveredAt` by the shop's clock. */
async function deliveredAt(at: Date): Promise<string> {
  const orderId = await placePaidOrder(shopper, item);
  clock = new Date(at.getTime() - DAY);
  await adminOrders.changeStatus(admin.id, orderId, { status: 'shipped', courier: 'Blue Dart', trackingNumber: 'BD7' });
  clock = at;
  await adminOrders.changeStatus(admin.id, orderId, { status: 'delivered' });
  return orderId;
}

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (error) {
    if (error instanceof AppError) return error.code;
    throw error;
  }
}

describe('the return window, by the injected clock', () => {
  // Ahead of the real clock that placed the order, so the history stays in time order.
  const delivery = new Date(Date.now() + 3 * DAY);

  it('accepts a return six days after delivery', async () => {
    const orderId = await deliveredAt(delivery);
    clock = new Date(delivery.getTime() + 6 * DAY);
    expect((await orders.get(shopper.id, orderId)).canReturn).toBe(true);
    const order = await orders.requestReturn(shopper.id, orderId, 'The mukut does not fit');
    expect(order.returnRequest).toMatchObject({ status: 'requested', createdAt: clock.toISOString() });
  });

  it('refuses a return eight days after delivery, and writes nothing', async () => {
    const orderId = await deliveredAt(delivery);
    clock = new Date(delivery.getTime() + 8 * DAY);
    expect((await orders.get(shopper.id, orderId)).canReturn).toBe(false);
    expect(await refusal(orders.requestReturn(shopper.id, orderId, 'Too late now'))).toBe('ORDER_NOT_RETURNABLE');
    expect((await orders.get(shopper.id, orderId)).returnRequest).toBeNull();
    expect(await emailsFor(t, orderId, 'return-received')).toHaveLength(0);
  });

  it('holds to the last moment of the seventh day, and not a moment after', async () => {
    const first = await deliveredAt(delivery);
    clock = new Date(delivery.getTime() + 7 * DAY + 1);
    expect(await refusal(orders.requestReturn(shopper.id, first, 'A millisecond late'))).toBe('ORDER_NOT_RETURNABLE');
    clock = new Date(delivery.getTime() + 7 * DAY);
    expect(await refusal(orders.requestReturn(shopper.id, first, 'Just in time'))).toBeUndefined();
  });

  it('stamps delivery and history with the same clock', async () => {
    const orderId = await deliveredAt(delivery);
    const order = await orders.get(shopper.id, orderId);
    expect(order.deliveredAt).toBe(delivery.toISOString());
    expect(order.statusHistory.at(-1)).toEqual({ status: 'delivered', note: 'Delivered', at: delivery.toISOString() });
    expect(order.expectedDelivery).toBeNull();
  });
});

describe('the services refuse what the routes would', () => {
  it('refuses a blank or over-long reason even when called directly', async () => {
    const orderId = await deliveredAt(new Date());
    expect(await refusal(orders.requestReturn(shopper.id, orderId, '   '))).toBe('RETURN_REASON_REQUIRED');
    expect(await refusal(orders.requestReturn(shopper.id, orderId, 'z'.repeat(501)))).toBe('RETURN_REASON_TOO_LONG');
    expect((await orders.get(shopper.id, orderId)).returnRequest).toBeNull();
  });

  it('refuses shipping without a tracking number even when called directly', async () => {
    const orderId = await placePaidOrder(shopper, item);
    expect(
      await refusal(adminOrders.changeStatus(admin.id, orderId, { status: 'shipped', courier: 'Blue Dart' })),
    ).toBe('VALIDATION_FAILED');
    expect((await orders.get(shopper.id, orderId)).orderStatus).toBe('processing');
  });
});
