import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderResponseSchema, trackOrderResponseSchema } from '@shop/shared/contracts/orders';
import {
  bulkBookingResponseSchema,
  orderShipmentResponseSchema,
  serviceabilityResponseSchema,
  shipmentResponseSchema,
  shippingSettingsSchema,
} from '@shop/shared/contracts/shipping';
import { adminOrderResponseSchema } from '@shop/shared/contracts/admin-orders';
import { auditLog, orders } from '../../db/schema';
import { createShopper, setStock, type Shopper, type TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';
import { customer } from '../checkout/checkout-test-kit';
import { placeCodOrder, placePaidOrder } from '../orders/order-test-kit';
import { closeShiprocketTestApp, shiprocketTestApp, type ShiprocketStub } from './shiprocket-stub-test-kit';

// What the shopper and the tracking page see of a booked parcel (courier, AWB, scans, the
// courier's date) and to whom; and the owner's saved courier rule, the default of every booking.

const WEBHOOK_TOKEN = 'courier-webhook-token-for-tests';
let stub: ShiprocketStub;
let t: TestApp;
let admin: Shopper;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  ({ stub, t, items, admin } = await shiprocketTestApp([1000_00], WEBHOOK_TOKEN));
});
afterAll(() => closeShiprocketTestApp({ stub, t }));
beforeEach(async () => {
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  await setStock(t, items[0]!.variantId, 10);
});

const adminGet = (url: string) => admin.request({ method: 'GET', url });
const setRule = (courierRule: unknown, as: Shopper = admin) =>
  as.request({ method: 'PUT', url: '/api/v1/admin/shipping/settings', payload: { courierRule } });
const track = (orderId: string, confirm: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/orders/${orderId}/track`,
    payload: { confirm },
    remoteAddress: '192.0.2.40',
  });

/** A paid order booked with the cheapest courier, then scanned twice by it. */
async function scannedParcel() {
  const orderId = await placePaidOrder(shopper, items[0]!);
  const booked = await admin.request({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/shipment`,
    payload: { rule: 'cheapest' },
  });
  const { shipment } = shipmentResponseSchema.parse(booked.json());
  const scan = (date: string, label: string, activity: string, location: string) => ({
    date,
    status: 'X',
    activity,
    location,
    'sr-status': '0',
    'sr-status-label': label,
  });
  const scans = [
    scan('2026-11-29 18:10:00', 'PICKED UP', 'Picked up from Radha Devi', 'Vrindavan_Hub (Uttar Pradesh)'),
    scan('2026-11-30 08:05:00', 'IN TRANSIT', 'Bag received', 'Jaipur_Hub (Rajasthan)'),
  ];
  const webhook = await t.app.inject({
    method: 'POST',
    url: '/api/v1/shipping/shiprocket/webhook',
    headers: { 'x-api-key': WEBHOOK_TOKEN },
    payload: {
      awb: shipment.awb,
      courier_name: shipment.courier,
      current_status: 'IN TRANSIT',
      current_status_id: 18,
      shipment_status: 'IN TRANSIT',
      shipment_status_id: 18,
      current_timestamp: '30 11 2026 09:00:00',
      etd: '2026-12-02 18:00:00',
      scans,
      is_return: 0,
    },
  });
  expect(webhook.statusCode).toBe(200);
  return { orderId, shipment };
}

describe("the parcel on the shopper's order and the tracking page", () => {
  it('shows the shopper their courier, AWB, tracking link, scans newest first and the courier’s date', async () => {
    const { orderId, shipment } = await scannedParcel();
    const res = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` });
    expect(res.statusCode, res.body).toBe(200);
    const { order } = orderResponseSchema.parse(res.json());
    expect(order.parcel).toEqual({
      courier: shipment.courier,
      awb: shipment.awb,
      trackingUrl: shipment.trackingUrl,
      expectedBy: '2026-12-02',
      scans: [
        { at: expect.any(String), status: 'IN TRANSIT', location: 'Jaipur_Hub (Rajasthan)' },
        { at: expect.any(String), status: 'PICKED UP', location: 'Vrindavan_Hub (Uttar Pradesh)' },
      ],
    });
    expect(new Date(order.parcel!.scans[0]!.at).getTime()).toBeGreaterThan(
      new Date(order.parcel!.scans[1]!.at).getTime(),
    );
  });

  it('shows the scans to whoever gives the order’s phone or email, without the courier’s notes or the label', async () => {
    const { orderId, shipment } = await scannedParcel();
    const res = await track(orderId, '+91 98765 43210');
    expect(res.statusCode, res.body).toBe(200);
    const { order } = trackOrderResponseSchema.parse(res.json());
    expect(order.parcel).toMatchObject({ awb: shipment.awb, expectedBy: '2026-12-02' });
    expect(order.parcel?.scans.map((scan) => scan.status)).toEqual(['IN TRANSIT', 'PICKED UP']);
    // The courier's activity text can name who handed the parcel over; the label is the owner's.
    for (const secret of ['Radha Devi', 'Bag received', shipment.labelUrl, customer.contact]) {
      expect(res.body).not.toContain(secret);
    }
  });

  it('shows nothing of the parcel to a wrong phone or email, or to another shopper', async () => {
    const { orderId, shipment } = await scannedParcel();
    const wrong = await track(orderId, '9999999999');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).not.toContain(shipment.awb);

    const stranger = await createShopper(t, 'stranger');
    for (const url of [`/api/v1/user/orders/${orderId}`, `/api/v1/orders/${orderId}/track`]) {
      const res = await stranger.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain(shipment.awb);
    }
  });

  it('says nothing of a parcel before the order is booked', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    const res = await shopper.request({ method: 'GET', url: `/api/v1/user/orders/${orderId}` });
    expect(orderResponseSchema.parse(res.json()).order.parcel).toBeNull();
  });

  it('gives the owner the booked parcel with its label and pickup, and the scans on the order', async () => {
    const { orderId, shipment } = await scannedParcel();
    const res = await adminGet(`/api/v1/admin/orders/${orderId}/shipment`);
    expect(res.statusCode, res.body).toBe(200);
    expect(orderShipmentResponseSchema.parse(res.json()).shipment).toMatchObject({
      ...shipment,
      expectedBy: '2026-12-02',
    });
    const order = adminOrderResponseSchema.parse((await adminGet(`/api/v1/admin/orders/${orderId}`)).json()).order;
    expect(order.parcel?.scans).toHaveLength(2);

    const unbooked = await placePaidOrder(shopper, items[0]!);
    const none = await adminGet(`/api/v1/admin/orders/${unbooked}/shipment`);
    expect(orderShipmentResponseSchema.parse(none.json()).shipment).toBeNull();
  });

  it("lists the couriers that take an order's own parcel to its PIN, with price and days", async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    const res = await adminGet(`/api/v1/admin/orders/${orderId}/shipment/couriers`);
    expect(res.statusCode, res.body).toBe(200);
    const { couriers } = serviceabilityResponseSchema.parse(res.json());
    expect(couriers.length).toBeGreaterThan(1);
    expect(couriers[0]).toMatchObject({
      name: expect.any(String),
      price: expect.any(Number),
      days: expect.any(Number),
    });
  });
});

describe("the owner's courier rule", () => {
  it('is cheapest until the owner saves fastest, which then books single and bulk orders', async () => {
    const initial = await adminGet('/api/v1/admin/shipping/settings');
    expect(shippingSettingsSchema.parse(initial.json())).toEqual({ courierRule: 'cheapest', provider: 'shiprocket' });

    const saved = await setRule('fastest');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(shippingSettingsSchema.parse(saved.json()).courierRule).toBe('fastest');
    expect(shippingSettingsSchema.parse((await adminGet('/api/v1/admin/shipping/settings')).json()).courierRule).toBe(
      'fastest',
    );
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.courier_rule'));
    expect(audits.at(-1)).toMatchObject({ after: { courierRule: 'fastest' } });

    const single = await placePaidOrder(shopper, items[0]!);
    const booked = await admin.request({ method: 'POST', url: `/api/v1/admin/orders/${single}/shipment`, payload: {} });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(shipmentResponseSchema.parse(booked.json()).shipment.courier).toBe('Xpressbees Air');

    const cod = await placeCodOrder(shopper, items[0]!);
    await t.db.update(orders).set({ codConfirmation: 'confirmed' }).where(eq(orders.id, cod));
    const bulk = await admin.request({
      method: 'POST',
      url: '/api/v1/admin/shipments/bulk',
      payload: { orderIds: [cod] },
    });
    expect(bulkBookingResponseSchema.parse(bulk.json()).results).toMatchObject([
      { orderId: cod, ok: true, shipment: { courier: 'Xpressbees Air' } },
    ]);

    // A rule asked for in the request still wins over the saved one.
    const cheap = await placePaidOrder(shopper, items[0]!);
    const asked = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/orders/${cheap}/shipment`,
      payload: { rule: 'cheapest' },
    });
    expect(shipmentResponseSchema.parse(asked.json()).shipment.courier).toBe('Ekart Prepaid');
    await setRule('cheapest');
  });

  it('refuses a rule it does not know, and a customer, changing nothing', async () => {
    const bad = await setRule('slowest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: expect.stringContaining('cheapest or fastest') });
    expect((await setRule('fastest', shopper)).statusCode).toBe(403);
    expect(shippingSettingsSchema.parse((await adminGet('/api/v1/admin/shipping/settings')).json()).courierRule).toBe(
      'cheapest',
    );
  });
});
