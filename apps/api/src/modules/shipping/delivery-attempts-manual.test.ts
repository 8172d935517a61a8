import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDeliveryAttemptListSchema } from '@shop/shared/contracts/delivery-attempts';
import { createAdmin, createShopper, pricedVariants, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { placePaidOrder } from '../orders/order-test-kit';

// With the shop's own courier (SHIPPING_PROVIDER=manual) no choice reaches a courier by itself:
// it is recorded, and stays in the owner's list to pass on.

const WEBHOOK_TOKEN = 'courier-webhook-token-for-tests';
let t: TestApp;
let admin: Shopper;

beforeAll(async () => {
  t = await createTestApp({ env: { SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN } });
  admin = await createAdmin(t);
});
afterAll(() => t.close());

const list = async () =>
  adminDeliveryAttemptListSchema.parse(
    (await admin.request({ method: 'GET', url: '/api/v1/admin/delivery-attempts' })).json(),
  );

describe('a failed delivery with a courier arranged by hand', () => {
  it('records the owner’s choice for them to pass on, and says so', async () => {
    const shopper = await createShopper(t, 'shopper', { withPhone: true });
    const [item] = await pricedVariants(t, [500_00], 5);
    const orderId = await placePaidOrder(shopper, item!);
    const booked = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderId}/shipment`,
      payload: { courier: 'India Post', trackingNumber: 'EK123456789IN' },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/courier/webhook',
      headers: { 'x-api-key': WEBHOOK_TOKEN },
      payload: {
        awb: 'EK123456789IN',
        current_status: 'UNDELIVERED',
        shipment_status_id: 21,
        scans: [{ date: '2026-11-30 12:00:00', activity: 'Addressee moved', 'sr-status-label': 'UNDELIVERED' }],
      },
    });

    const before = await list();
    expect(before.carrierActs).toBe(false);
    const open = before.attempts.find((attempt) => attempt.orderId === orderId);
    expect(open).toMatchObject({ reason: 'Addressee moved', state: 'open' });

    const chosen = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/delivery-attempts/${open!.id}/choice`,
      payload: { choice: 're_attempt' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json()).toMatchObject({
      message: 'Recorded: pass it on to the courier',
      attempt: { passedToCourier: false, choice: 're_attempt' },
    });
    const after = await list();
    expect(after.attempts.find((attempt) => attempt.orderId === orderId)).toMatchObject({
      state: 'closed',
      choice: 're_attempt',
      passedToCourier: false,
    });
  });
});
