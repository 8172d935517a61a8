import { and, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adminDashboardResponseSchema, RTO_DAYS } from '@shop/shared/contracts/admin-dashboard';
import { adminOrderResponseSchema } from '@shop/shared/contracts/admin-orders';
import { paymentOptionsResponseSchema } from '@shop/shared/contracts/checkout';
import { pincodeResponseSchema } from '@shop/shared/contracts/pincode';
import { shipmentResponseSchema } from '@shop/shared/contracts/shipping';
import { deliveryZone } from '@shop/shared/delivery-estimate';
import { orders, shipments } from '../../db/schema';
import { createShopper, setStock, stockOf, type Shopper, type TestVariant } from '../../test/shoppers';
import type { TestApp } from '../../test/test-app';
import { addToCart, checkout, customer, historyOf, orderRow } from '../checkout/checkout-test-kit';
import { movementsOf, placeCodOrder, placePaidOrder, refundsOf, setStatus } from '../orders/order-test-kit';
import { closeShiprocketTestApp, shiprocketTestApp, type ShiprocketStub } from './shiprocket-stub-test-kit';

// Parcels that come back (return to origin), cash on delivery judged by the courier's answer for a
// PIN, and a booked parcel cancelled with the carrier: against a local stub of Shiprocket.

const WEBHOOK_TOKEN = 'courier-webhook-token-for-rto-tests';
let stub: ShiprocketStub;
let t: TestApp;
let admin: Shopper;
let shopper: Shopper;
let items: TestVariant[];

beforeAll(async () => {
  ({ stub, t, items, admin } = await shiprocketTestApp([800_00, 300_00], WEBHOOK_TOKEN));
});
afterAll(() => closeShiprocketTestApp({ stub, t }));
beforeEach(async () => {
  stub.failing = false;
  shopper = await createShopper(t, 'shopper', { withPhone: true });
  for (const item of items) await setStock(t, item.variantId, 10);
});

const book = async (orderId: string) => {
  const response = await admin.request({
    method: 'POST',
    url: `/api/v1/admin/orders/${orderId}/shipment`,
    payload: {},
  });
  expect(response.statusCode, response.body).toBe(200);
  return shipmentResponseSchema.parse(response.json()).shipment.awb;
};
const courierSays = (awb: string, statusId: number, status: string, isReturn = 0) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/shipping/shiprocket/webhook',
    headers: { 'x-api-key': WEBHOOK_TOKEN },
    payload: {
      awb,
      current_status: status,
      current_status_id: statusId,
      shipment_status_id: statusId,
      scans: [],
      is_return: isReturn,
    },
  });
const receiveBack = (orderId: string) =>
  admin.request({ method: 'POST', url: `/api/v1/admin/orders/${orderId}/received-back` });
const adminOrder = async (orderId: string) =>
  adminOrderResponseSchema.parse(
    (await admin.request({ method: 'GET', url: `/api/v1/admin/orders/${orderId}` })).json(),
  ).order;

async function confirmedCodOrder(item: TestVariant, quantity = 1) {
  const orderId = await placeCodOrder(shopper, item, quantity);
  await t.db.update(orders).set({ codConfirmation: 'confirmed' }).where(eq(orders.id, orderId));
  return orderId;
}

/** Booked, then turned round by the courier (RTO initiated). */
async function returningOrder(place: () => Promise<string>) {
  const orderId = await place();
  const awb = await book(orderId);
  expect((await courierSays(awb, 9, 'RTO INITIATED')).statusCode).toBe(200);
  return orderId;
}

describe('a parcel returned to origin', () => {
  it('becomes returned_to_origin from the webhook, forward only and once, with no stock back yet', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!, 2);
    const awb = await book(orderId);
    const stock = await stockOf(t, items[0]!.variantId);

    expect((await courierSays(awb, 18, 'IN TRANSIT')).statusCode).toBe(200);
    expect((await courierSays(awb, 9, 'RTO INITIATED')).statusCode).toBe(200);
    // The courier goes on reporting the way back; a late "delivered" moves nothing.
    await courierSays(awb, 10, 'RTO DELIVERED', 1);
    await courierSays(awb, 7, 'DELIVERED');

    expect(await orderRow(t, orderId)).toMatchObject({ status: 'returned_to_origin', receivedBackAt: null });
    expect((await historyOf(t, orderId)).filter((status) => status === 'returned_to_origin')).toHaveLength(1);
    expect(await stockOf(t, items[0]!.variantId)).toBe(stock);
    expect(await refundsOf(t, orderId)).toHaveLength(0);
    // The owner's order page offers "Parcel received back".
    expect(await adminOrder(orderId)).toMatchObject({ orderStatus: 'returned_to_origin', receivedBackAt: null });
  });

  it('restocks once and refunds a prepaid order once, however many presses arrive together', async () => {
    const orderId = await returningOrder(() => placePaidOrder(shopper, items[0]!, 2));
    const stock = await stockOf(t, items[0]!.variantId);
    const { totalPaise } = await orderRow(t, orderId);

    const answers = await Promise.all([receiveBack(orderId), receiveBack(orderId), receiveBack(orderId)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers.map((answer) => answer.json().message).sort()).toEqual([
      'Parcel received back: stock restored',
      'This parcel was already received back',
      'This parcel was already received back',
    ]);
    const again = await receiveBack(orderId);
    expect(again.json().message).toBe('This parcel was already received back');

    expect(await stockOf(t, items[0]!.variantId)).toBe(stock + 2);
    expect(await movementsOf(t, orderId, 'returned_to_origin')).toHaveLength(1);
    const refunds = await refundsOf(t, orderId);
    expect(refunds).toMatchObject([{ amountPaise: totalPaise, idempotencyKey: `rto-${orderId}` }]);
    const order = adminOrderResponseSchema.parse(again.json()).order;
    expect(order.receivedBackAt).not.toBeNull();
    expect(order.refundedAmount).toBe(totalPaise / 100);
  });

  it('gives a cash-on-delivery parcel its stock back and refunds nothing: nothing was collected', async () => {
    const orderId = await returningOrder(() => confirmedCodOrder(items[1]!));
    const stock = await stockOf(t, items[1]!.variantId);
    expect((await receiveBack(orderId)).statusCode).toBe(200);
    expect(await stockOf(t, items[1]!.variantId)).toBe(stock + 1);
    expect(await refundsOf(t, orderId)).toHaveLength(0);
  });

  it('takes the owner’s own "returned to origin" as received at once, never restocking twice', async () => {
    const orderId = await placePaidOrder(shopper, items[1]!);
    await book(orderId);
    const stock = await stockOf(t, items[1]!.variantId);
    expect((await setStatus(admin, orderId, { status: 'returned_to_origin' })).statusCode).toBe(200);
    expect(await stockOf(t, items[1]!.variantId)).toBe(stock + 1);
    expect((await receiveBack(orderId)).json().message).toBe('This parcel was already received back');
    expect(await stockOf(t, items[1]!.variantId)).toBe(stock + 1);
    expect(await refundsOf(t, orderId)).toHaveLength(1);
  });

  it('refuses "received back" for a parcel that is not coming back', async () => {
    const orderId = await placePaidOrder(shopper, items[1]!);
    const response = await receiveBack(orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'ORDER_STATUS_TRANSITION' });
  });

  it('shows the RTO rate by zone and by way of paying, equal to the orders counted', async () => {
    const delivered = await placePaidOrder(shopper, items[1]!);
    await courierSays(await book(delivered), 7, 'DELIVERED');
    await returningOrder(() => confirmedCodOrder(items[1]!));

    const response = await admin.request({ method: 'GET', url: '/api/v1/admin/dashboard' });
    expect(response.statusCode, response.body).toBe(200);
    const { returnsToOrigin } = adminDashboardResponseSchema.parse(response.json()).dashboard;

    const since = new Date(Date.now() - RTO_DAYS * 86_400_000 + 60_000);
    const ended = (await t.db.select().from(orders).where(gte(orders.placedAt, since))).filter(
      (order) => order.deliveredAt !== null || order.status === 'returned_to_origin',
    );
    const count = (rows: typeof ended) => ({
      ended: rows.length,
      returnedToOrigin: rows.filter((order) => order.status === 'returned_to_origin').length,
    });
    for (const share of returnsToOrigin.byPaymentMethod) {
      const counted = count(ended.filter((order) => order.paymentMethod === share.paymentMethod));
      expect(share).toMatchObject(counted);
      expect(share.rate).toBe(
        counted.ended === 0 ? null : Math.round((counted.returnedToOrigin * 1000) / counted.ended) / 10,
      );
    }
    for (const share of returnsToOrigin.byZone) {
      expect(share).toMatchObject(count(ended.filter((order) => deliveryZone(order.shippingAddress) === share.zone)));
    }
    expect(
      returnsToOrigin.byPaymentMethod.find((share) => share.paymentMethod === 'cod')?.returnedToOrigin,
    ).toBeGreaterThan(0);
    expect(returnsToOrigin.to).toBe(new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10));
  });
});

describe('cash on delivery and delivery days from the courier’s answer for a PIN', () => {
  const serviceabilityCalls = (pin: string) =>
    stub.calls.filter((call) => call.path.includes('/courier/serviceability/') && call.path.includes(`=${pin}&`))
      .length;
  const pinAnswer = async (pin: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/pincode/${pin}` });
    expect(response.statusCode, response.body).toBe(200);
    return pincodeResponseSchema.parse(response.json()).data;
  };

  it('refuses cash on delivery where no courier collects cash, in both languages, offering online payment', async () => {
    const pin = '110001';
    stub.prepaidOnly.add(pin);
    const address = { ...customer, city: 'New Delhi', state: 'Delhi', postalCode: pin };

    expect((await pinAnswer(pin)).courier).toEqual({ cod: false, days: { min: 2, max: 6 } });
    const options = await shopper.request({ method: 'GET', url: `/api/v1/payment/options?pin=${pin}` });
    expect(paymentOptionsResponseSchema.parse(options.json()).data).toMatchObject({
      codAtPin: false,
      codRefused: false,
    });

    await addToCart(shopper, items[1]!);
    const english = await checkout(shopper, { paymentMethod: 'COD', shippingAddress: address });
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      code: 'COD_NOT_AVAILABLE_COURIER',
      message: expect.stringContaining(`PIN code ${pin}. Please pay online by UPI or card`),
    });
    const hindi = await shopper.request({
      method: 'POST',
      url: '/api/v1/payment/checkout',
      headers: { 'accept-language': 'hi' },
      payload: { paymentMethod: 'COD', shippingAddress: address, couponCode: null },
    });
    expect(hindi.json().message).toContain('ऑनलाइन भुगतान करें');
    // Paying online to the same PIN goes through.
    expect((await checkout(shopper, { paymentMethod: 'Online', shippingAddress: address })).statusCode).toBe(200);
    // One question to the courier for the PIN, however many pages asked.
    expect(serviceabilityCalls(pin)).toBe(1);
  });

  it('keeps the courier’s answer for a PIN a day, and falls back to the zone rule when it is down', async () => {
    const pin = '400001';
    expect((await pinAnswer(pin)).courier).toEqual({ cod: true, days: { min: 2, max: 6 } });
    await pinAnswer(pin);
    const options = await shopper.request({ method: 'GET', url: `/api/v1/payment/options?pin=${pin}` });
    expect(paymentOptionsResponseSchema.parse(options.json()).data.codAtPin).toBe(true);
    expect(serviceabilityCalls(pin)).toBe(1);

    stub.failing = true;
    const down = await pinAnswer('302001');
    expect(down.courier).toBeUndefined();
    expect(down.zone).toBe('rest_of_india');
    // Checkout to a PIN the courier could not be asked about is not held up.
    await addToCart(shopper, items[1]!);
    const placed = await checkout(shopper, {
      paymentMethod: 'COD',
      // Another delivery phone than the one whose parcels came back above.
      shippingAddress: { ...customer, city: 'Jaipur', state: 'Rajasthan', postalCode: '302001', phone: '9811100099' },
    });
    expect(placed.statusCode, placed.body).toBe(200);
  });
});

describe('the owner cancels an order whose parcel is booked', () => {
  it('cancels the parcel with the carrier, then the order: stock back, paid money refunded', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    await book(orderId);
    expect((await adminOrder(orderId)).allowedTransitions).toContain('cancelled');
    const stock = await stockOf(t, items[0]!.variantId);

    const response = await setStatus(admin, orderId, { status: 'cancelled' });
    expect(response.statusCode, response.body).toBe(200);
    const sent = stub.orders.find((order) => order.channelOrderId === orderId);
    expect(sent?.cancelled).toBe(true);
    expect(
      stub.calls.some(
        (call) => call.path === '/v1/external/orders/cancel' && (call.body.ids as number[]).includes(sent!.id),
      ),
    ).toBe(true);
    // Cancelled, and refunded in full at once by the sandbox.
    expect(await orderRow(t, orderId)).toMatchObject({ status: 'refunded', cancelledAt: expect.any(Date) });
    expect(await stockOf(t, items[0]!.variantId)).toBe(stock + 1);
    expect(await refundsOf(t, orderId)).toHaveLength(1);
    expect(await t.db.select().from(shipments).where(eq(shipments.orderId, orderId))).toMatchObject([
      { state: 'cancelled' },
    ]);
  });

  it('says so when the carrier refuses the cancel, and changes nothing', async () => {
    const orderId = await placePaidOrder(shopper, items[0]!);
    await book(orderId);
    const stock = await stockOf(t, items[0]!.variantId);
    stub.refuseCancel = 'Order cannot be cancelled after pickup';

    const response = await setStatus(admin, orderId, { status: 'cancelled' });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toMatchObject({
      code: 'SHIPMENT_CANCEL_FAILED',
      message:
        'The courier did not cancel the parcel: Order cannot be cancelled after pickup. The order is unchanged; try again.',
    });
    expect((await orderRow(t, orderId)).status).toBe('shipped');
    expect(await stockOf(t, items[0]!.variantId)).toBe(stock);
    expect(await refundsOf(t, orderId)).toHaveLength(0);
    expect(
      await t.db
        .select()
        .from(shipments)
        .where(and(eq(shipments.orderId, orderId), eq(shipments.state, 'booked'))),
    ).toHaveLength(1);
  });
});
