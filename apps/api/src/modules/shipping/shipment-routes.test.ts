import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bulkBookingResponseSchema,
  serviceabilityResponseSchema,
  shipmentResponseSchema,
} from '@shop/shared/contracts/shipping';
import { emailOutbox, orderStatusHistory, orders, products, shipments } from '../../db/schema';
import { createShopper, setStock, type Shopper, type TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';
import { adminOrderListResponseSchema } from '@shop/shared/contracts/admin-orders';
import { historyOf, orderRow } from '../checkout/checkout-test-kit';
import { placeCodOrder, placePaidOrder } from '../orders/order-test-kit';
import { closeShiprocketTestApp, shiprocketTestApp, type ShiprocketStub } from './shiprocket-stub-test-kit';

// The owner books parcels through Shiprocket (a local stub of its API): one press or many, never
// two shipments for one order, and a refusal that says why and changes nothing.

const WEBHOOK_TOKEN = 'courier-webhook-token-for-tests';
let stub: ShiprocketStub;
let t: TestApp;
let admin: Shopper;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  ({ stub, t, items, admin } = await shiprocketTestApp([1000_00, 400_00], WEBHOOK_TOKEN));
});
afterAll(() => closeShiprocketTestApp({ stub, t }));
beforeEach(async () => {
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  for (const item of items) await setStock(t, item.variantId, 10);
  stub.unserviceable.clear();
});

const book = (orderId: string, payload: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  admin.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/shipment`, payload, headers });
const stubOrdersOf = (orderId: string) => stub.orders.filter((order) => order.channelOrderId === orderId);
const shipmentRows = (orderId: string) => t.db.select().from(shipments).where(eq(shipments.orderId, orderId));

async function confirmedCodOrder(item: TestVariant) {
  const orderId = await placeCodOrder(shopper, item);
  await t.db.update(orders).set({ codConfirmation: 'confirmed' }).where(eq(orders.id, orderId));
  return orderId;
}

describe('POST /api/v1/admin/orders/:orderId/shipment', () => {
  it('books a paid order with the cheapest courier and tells the shopper it has shipped', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!, 2);
    const response = await book(orderId);

    expect(response.statusCode, response.body).toBe(200);
    const { shipment } = shipmentResponseSchema.parse(response.json());
    // Prepaid, the cheapest is a courier that collects no cash.
    expect(shipment).toMatchObject({ orderId, provider: 'shiprocket', courier: 'Ekart Prepaid' });
    expect(shipment.awb).toMatch(/^SR\d+/);
    expect(shipment.labelUrl).toContain('/files/label-');
    expect(shipment.trackingUrl).toContain(shipment.awb);
    expect(await orderRow(t, orderId)).toMatchObject({
      status: 'shipped',
      courier: 'Ekart Prepaid',
      trackingNumber: shipment.awb,
    });
    expect(await historyOf(t, orderId)).toContain('shipped');
    const texts = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order-shipped'));
    expect(texts.some((row) => row.text.includes(shipment.awb))).toBe(true);

    // What Shiprocket was told came from the stored order, prepaid and priced as sold.
    const [sent] = stubOrdersOf(orderId);
    expect(sent?.body).toMatchObject({
      order_id: orderId,
      payment_method: 'Prepaid',
      sub_total: 2000,
      order_items: [{ units: 2, selling_price: 1000, sku: expect.any(String), hsn: expect.any(String) }],
      pickup_location: 'Vrindavan Shop',
    });
  });

  it('books a confirmed cash-on-delivery order as COD with the courier the owner picked', async () => {
    const orderId = await confirmedCodOrder(items[1]!);
    const response = await book(orderId, { courierId: '24' });
    expect(response.statusCode, response.body).toBe(200);
    expect(shipmentResponseSchema.parse(response.json()).shipment.courier).toBe('Xpressbees Air');
    expect(stubOrdersOf(orderId)[0]?.body).toMatchObject({ payment_method: 'COD' });
  });

  it('answers a second press with the same parcel, and eight presses at once make one shipment', async () => {
    const first = await placePaidOrder(shopper, items[0]!);
    const booked = shipmentResponseSchema.parse((await book(first)).json()).shipment;
    const again = await book(first);
    expect(again.statusCode).toBe(200);
    expect(shipmentResponseSchema.parse(again.json()).shipment.awb).toBe(booked.awb);
    expect(stubOrdersOf(first)).toHaveLength(1);

    const second = await placePaidOrder(shopper, items[0]!);
    const answers = await Promise.all(Array.from({ length: 8 }, () => book(second)));
    for (const answer of answers) {
      if (answer.statusCode !== 200) expect(answer.json()).toMatchObject({ code: 'SHIPMENT_BOOKING_IN_PROGRESS' });
    }
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(stubOrdersOf(second)).toHaveLength(1);
    expect(await shipmentRows(second)).toHaveLength(1);
  });

  it('retries a booking whose create timed out without making a second shipment', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    stub.slowCreateMs = 4_000;
    const timedOut = await book(orderId);
    expect(timedOut.statusCode).toBe(502);
    expect(timedOut.json()).toMatchObject({ code: 'SHIPPING_PROVIDER_UNAVAILABLE' });
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'processing', trackingNumber: null });
    expect(await shipmentRows(orderId)).toHaveLength(0);

    const retried = await book(orderId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stubOrdersOf(orderId)).toHaveLength(1);
  });

  it('takes over a booking left half-done by a crashed instance once its claim is stale', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    await t.db.insert(shipments).values({
      orderId,
      provider: 'shiprocket',
      state: 'booking',
      claimToken: crypto.randomUUID(),
      claimedAt: new Date(),
    });
    const busy = await book(orderId);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'SHIPMENT_BOOKING_IN_PROGRESS' });

    await t.db
      .update(shipments)
      .set({ claimedAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(shipments.orderId, orderId));
    const taken = await book(orderId);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await shipmentRows(orderId)).toMatchObject([{ state: 'booked' }]);
  });

  it('says why in English and Hindi when the PIN is not served, and changes nothing', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    const pin = (await orderRow(t, orderId)).shippingAddress.postalCode;
    stub.unserviceable.add(pin);

    const english = await book(orderId);
    expect(english.statusCode).toBe(422);
    expect(english.json()).toMatchObject({
      code: 'SHIPMENT_PIN_NOT_SERVICEABLE',
      message: `No courier delivers to PIN code ${pin} for this parcel. Nothing was booked.`,
    });
    const hindi = await book(orderId, {}, { 'accept-language': 'hi' });
    expect(hindi.json().message).toContain(`पिन कोड ${pin}`);
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'processing', courier: null });
    expect(await shipmentRows(orderId)).toHaveLength(0);
    expect(stubOrdersOf(orderId)).toHaveLength(0);
  });

  it('names the product whose weight or box is missing, before asking the courier', async () => {
    const orderId = await placePaidOrder(shopper, items[1]!);
    const [product] = await t.db.select().from(products).where(eq(products.id, items[1]!.productId));
    await t.db.update(products).set({ shippingDimensions: '' }).where(eq(products.id, items[1]!.productId));
    try {
      const response = await book(orderId);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ code: 'SHIPMENT_WEIGHT_MISSING' });
      expect(response.json().message).toContain(items[1]!.name);
      expect(stubOrdersOf(orderId)).toHaveLength(0);
    } finally {
      await t.db
        .update(products)
        .set({ shippingDimensions: product!.shippingDimensions })
        .where(eq(products.id, items[1]!.productId));
    }
  });

  it('refuses an order not ready to ship, which the ready-to-ship list leaves out', async () => {
    const orderId = await placeCodOrder(shopper, items[1]!);
    const response = await book(orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SHIPMENT_NOT_READY' });

    const ready = await confirmedCodOrder(items[1]!);
    const list = await admin.request({ method: 'GET', url: '/api/v1/admin/orders?readyToShip=true&limit=100' });
    const ids = adminOrderListResponseSchema.parse(list.json()).orders.map((order) => order._id);
    expect(ids).toContain(ready);
    expect(ids).not.toContain(orderId);
  });

  it('turns away customers and guests', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    expect(
      (await shopper.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/shipment` })).statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/shipment`, payload: {} })).statusCode,
    ).toBe(401);
  });
});

describe('booking many orders, labels and serviceability', () => {
  it('books several at once by the owner’s rule, each saying how it went', async () => {
    const fast = await placePaidOrder(shopper, items[0]!);
    const cod = await confirmedCodOrder(items[1]!);
    const unconfirmed = await placeCodOrder(shopper, items[1]!);
    const response = await admin.request({
      method: 'POST',
      url: '/api/v1/admin/shipments/bulk',
      payload: { orderIds: [fast, cod, unconfirmed], rule: 'fastest' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const { results, message } = bulkBookingResponseSchema.parse(response.json());
    expect(message).toBe('Booked 2 of 3 parcels; each other order says why');
    expect(results).toMatchObject([
      { orderId: fast, ok: true, shipment: { courier: 'Xpressbees Air' } },
      { orderId: cod, ok: true, shipment: { courier: 'Xpressbees Air' } },
      { orderId: unconfirmed, ok: false, code: 'SHIPMENT_NOT_READY' },
    ]);
  });

  it('downloads the labels and the pickup manifest of booked orders as one PDF', async () => {
    const first = await placePaidOrder(shopper, items[0]!);
    const second = await placePaidOrder(shopper, items[0]!);
    for (const orderId of [first, second]) expect((await book(orderId)).statusCode).toBe(200);

    const response = await admin.request({
      method: 'GET',
      url: `/api/v1/admin/shipments/labels.pdf?orderIds=${first},${second}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(response.rawPayload);
    expect(pdf.getPageCount()).toBe(3);

    const unbooked = await placePaidOrder(shopper, items[0]!);
    const missing = await admin.request({
      method: 'GET',
      url: `/api/v1/admin/shipments/labels.pdf?orderIds=${unbooked}`,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('tells which couriers reach a PIN, with price, days and cash on delivery', async () => {
    const response = await admin.request({
      method: 'GET',
      url: '/api/v1/admin/shipping/serviceability?pin=302001&weightGrams=500&cod=true',
    });
    expect(response.statusCode, response.body).toBe(200);
    const { couriers } = serviceabilityResponseSchema.parse(response.json());
    expect(couriers).toContainEqual({
      courierId: '10',
      name: 'Delhivery Surface',
      price: 65.5,
      days: 5,
      codAllowed: true,
      expectedBy: '2026-12-05',
    });
    expect(couriers.every((courier) => courier.codAllowed)).toBe(true);
  });
});

describe('POST /api/v1/shipping/shiprocket/webhook', () => {
  const scan = (date: string, label: string, activity: string) => ({
    date,
    status: 'X',
    activity,
    location: 'Jaipur_Hub (Rajasthan)',
    'sr-status': '0',
    'sr-status-label': label,
  });
  const update = (awb: string, statusId: number, status: string, scans: ReturnType<typeof scan>[]) => ({
    awb,
    courier_name: 'Ekart Prepaid',
    current_status: status,
    current_status_id: statusId,
    shipment_status: status,
    shipment_status_id: statusId,
    current_timestamp: '30 11 2026 09:00:00',
    etd: '2026-12-02 18:00:00',
    scans,
    is_return: 0,
  });
  const send = (payload: unknown, key: string | null = WEBHOOK_TOKEN) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/shipping/shiprocket/webhook',
      payload: payload as Record<string, unknown>,
      headers: key ? { 'x-api-key': key } : {},
    });
  const notesOf = async (orderId: string) =>
    (await t.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, orderId))).map(
      (row) => row.note,
    );

  async function shippedOrder() {
    const orderId = await placePaidOrder(shopper, items[0]!);
    const { shipment } = shipmentResponseSchema.parse((await book(orderId)).json());
    return { orderId, awb: shipment.awb };
  }

  it('refuses an update without the token, and changes nothing', async () => {
    const { orderId, awb } = await shippedOrder();
    const outForDelivery = update(awb, 17, 'OUT FOR DELIVERY', []);
    expect((await send(outForDelivery, null)).statusCode).toBe(401);
    expect((await send(outForDelivery, 'a-wrong-token-of-some-length')).statusCode).toBe(401);
    expect((await orderRow(t, orderId)).status).toBe('shipped');
  });

  it('moves the order out for delivery then delivered, keeping each scan once and telling the shopper', async () => {
    const { orderId, awb } = await shippedOrder();
    const picked = scan('2026-11-29 18:10:00', 'PICKED UP', 'Shipment picked up');
    const out = scan('2026-11-30 08:05:00', 'OUT FOR DELIVERY', 'Out for delivery');
    expect((await send(update(awb, 42, 'PICKED UP', [picked]))).statusCode).toBe(200);
    expect((await send(update(awb, 17, 'OUT FOR DELIVERY', [picked, out]))).statusCode).toBe(200);
    // Delivered twice over, the same scans sent again.
    expect((await send(update(awb, 17, 'OUT FOR DELIVERY', [picked, out]))).statusCode).toBe(200);

    expect((await orderRow(t, orderId)).status).toBe('out_for_delivery');
    const notes = await notesOf(orderId);
    expect(notes.filter((note) => note.includes('Shipment picked up'))).toHaveLength(1);
    expect(notes.filter((note) => note.includes('Out for delivery ·'))).toHaveLength(1);
    const [row] = await shipmentRows(orderId);
    expect(row?.expectedBy).toBe('2026-12-02');
    const told = await t.db.select().from(emailOutbox).where(eq(emailOutbox.template, 'order-out-for-delivery'));
    expect(told.length).toBeGreaterThan(0);

    const delivered = scan('2026-11-30 13:40:00', 'DELIVERED', 'Delivered to consignee');
    expect((await send(update(awb, 7, 'DELIVERED', [picked, out, delivered]))).statusCode).toBe(200);
    expect((await orderRow(t, orderId)).status).toBe('delivered');
  });

  it('never moves an order back for an update that arrives late', async () => {
    const { orderId, awb } = await shippedOrder();
    await send(update(awb, 7, 'DELIVERED', [scan('2026-11-30 13:40:00', 'DELIVERED', 'Delivered')]));
    await send(update(awb, 17, 'OUT FOR DELIVERY', [scan('2026-11-30 08:05:00', 'OUT FOR DELIVERY', 'Out')]));
    expect((await orderRow(t, orderId)).status).toBe('delivered');
  });

  it('acknowledges a parcel the shop did not book, changing nothing', async () => {
    expect((await send(update('UNKNOWN123', 7, 'DELIVERED', []))).statusCode).toBe(200);
  });

  it('asks the courier about a parcel whose webhook has been quiet for a day', async () => {
    const { orderId, awb } = await shippedOrder();
    stub.tracking.set(awb, {
      track_status: 1,
      shipment_status: 7,
      shipment_track: [{ awb_code: awb, current_status: 'Delivered', edd: null }],
      shipment_track_activities: [
        {
          date: '2026-11-30 13:40:00',
          status: '7',
          activity: 'Delivered',
          location: 'Jaipur',
          'sr-status-label': 'DELIVERED',
        },
      ],
      etd: '2026-11-30 13:40:00',
    });
    expect(await t.app.services.shipmentTracking.sweep()).toBe(0);
    await t.db
      .update(shipments)
      .set({ bookedAt: new Date(Date.now() - 2 * 24 * 60 * 60 * 1000) })
      .where(eq(shipments.orderId, orderId));
    expect(await t.app.services.shipmentTracking.sweep()).toBeGreaterThanOrEqual(1);
    expect((await orderRow(t, orderId)).status).toBe('delivered');
    // Just asked: the next sweep leaves it alone.
    const [row] = await shipmentRows(orderId);
    expect(row?.trackedAt).not.toBeNull();
  });
});
