import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Parcel } from './carrier-types';
import { shiprocketCarrier } from './shiprocket-carrier';
import { startShiprocketStub, STUB_EMAIL, STUB_PASSWORD, type ShiprocketStub } from './shiprocket-stub-test-kit';

// The Shiprocket adapter against a local stub of Shiprocket's REST API: what it sends, and how it
// copes with refusals, an expired token, a courier service that is down and a create that times out.

let stub: ShiprocketStub;
const silent = { error: () => {}, warn: () => {} };
let clock = new Date('2026-11-29T06:00:00Z');

const carrierFor = (timeoutMs = 2_000) =>
  shiprocketCarrier({
    baseUrl: stub.url,
    email: STUB_EMAIL,
    password: STUB_PASSWORD,
    pickupLocation: 'Vrindavan Shop',
    pickupPostcode: '281121',
    timeoutMs,
    log: silent,
    now: () => clock,
  });

let sequence = 0;
function parcel(overrides: Partial<Parcel> = {}): Parcel {
  sequence += 1;
  return {
    orderId: `0000000${sequence}-1111-4111-8111-111111111111`,
    placedAt: new Date('2026-11-28T10:00:00Z'),
    paymentMethod: 'COD',
    codPaise: 1070_00,
    subtotalPaise: 1000_00,
    discountPaise: 0,
    shippingPaise: 70_00,
    totalPaise: 1070_00,
    customer: {
      name: 'Meera Bai Rathore',
      phone: '+919123456780',
      email: 'meera@example.in',
      address: '7 Govind Dev Marg',
      address2: '',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin: '302001',
    },
    items: [{ name: 'Laddu Gopal poshak', sku: 'LG-POSHAK-3', units: 2, unitPricePaise: 500_00, hsn: '6209' }],
    weightGrams: 340,
    box: { lengthCm: 20, breadthCm: 15, heightCm: 6 },
    ...overrides,
  };
}

beforeAll(async () => {
  stub = await startShiprocketStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.calls.length = 0;
  stub.failing = false;
  clock = new Date('2026-11-29T06:00:00Z');
});

describe('the Shiprocket carrier', () => {
  it('books a cash-on-delivery parcel with the cheapest courier, from the stored order', async () => {
    const carrier = carrierFor();
    const order = parcel();
    const booked = await carrier.book(order, { kind: 'rule', rule: 'cheapest' });

    expect(booked).toMatchObject({ courier: 'Delhivery Surface', pickupScheduledFor: '2026-11-30' });
    expect(booked.awb).toMatch(/^SR\d+10$/);
    expect(booked.trackingUrl).toBe(`https://shiprocket.co/tracking/${booked.awb}`);
    expect(booked.labelUrl).toContain('/files/label-');
    const created = stub.orders.find((o) => o.channelOrderId === order.orderId)!;
    expect(created.body).toMatchObject({
      order_id: order.orderId,
      order_date: '2026-11-28 15:30',
      pickup_location: 'Vrindavan Shop',
      billing_customer_name: 'Meera',
      billing_last_name: 'Bai Rathore',
      billing_phone: '9123456780',
      billing_pincode: '302001',
      payment_method: 'COD',
      sub_total: 1000,
      shipping_charges: 70,
      weight: 0.34,
      length: 20,
      order_items: [{ name: 'Laddu Gopal poshak', sku: 'LG-POSHAK-3', units: 2, selling_price: 500, hsn: '6209' }],
    });
    const serviceability = stub.calls.find((call) => call.path.startsWith('/v1/external/courier/serviceability/'));
    expect(serviceability?.path).toContain('pickup_postcode=281121&delivery_postcode=302001&weight=0.34&cod=1');
    expect(stub.calls.map((call) => call.path.split('?')[0])).toEqual([
      '/v1/external/courier/serviceability/',
      '/v1/external/orders/create/adhoc',
      '/v1/external/courier/assign/awb',
      '/v1/external/courier/generate/pickup',
      '/v1/external/courier/generate/label',
    ]);
  });

  it('takes the fastest courier when the owner says so, or the one picked from the answer', async () => {
    const carrier = carrierFor();
    expect((await carrier.book(parcel(), { kind: 'rule', rule: 'fastest' })).courier).toBe('Xpressbees Air');
    expect((await carrier.book(parcel(), { kind: 'courier', courierId: '10' })).courier).toBe('Delhivery Surface');
  });

  it('answers serviceability with each courier’s price, days and cash-on-delivery, and none for a PIN not served', async () => {
    const carrier = carrierFor();
    const prepaid = await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false });
    expect(prepaid).toContainEqual({
      courierId: '10',
      name: 'Delhivery Surface',
      pricePaise: 6550,
      days: 5,
      codAllowed: true,
      expectedBy: '2026-12-05',
    });
    expect(prepaid).toHaveLength(3);
    expect(await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: true })).toHaveLength(2);
    stub.unserviceable.add('744301');
    expect(await carrier.serviceability({ pin: '744301', weightGrams: 500, cod: true })).toEqual([]);
    await expect(
      carrier.book(parcel({ customer: { ...parcel().customer, pin: '744301' } }), { kind: 'rule', rule: 'cheapest' }),
    ).rejects.toMatchObject({
      code: 'SHIPMENT_PIN_NOT_SERVICEABLE',
      params: { pin: '744301' },
    });
  });

  it('logs in once, keeps the token until it expires, and renews it once when refused', async () => {
    const before = stub.logins;
    const carrier = carrierFor();
    await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false });
    await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false });
    expect(stub.logins).toBe(before + 1);

    stub.expireTokens();
    expect(await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false })).toHaveLength(3);
    expect(stub.logins).toBe(before + 2);

    // Ten days on, the token is renewed before it is refused.
    clock = new Date(clock.getTime() + 240 * 60 * 60 * 1000);
    await carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false });
    expect(stub.logins).toBe(before + 3);
  });

  it('says the courier service is down when it answers 500, and refusals in Shiprocket’s own words', async () => {
    const carrier = carrierFor();
    stub.failing = true;
    await expect(carrier.serviceability({ pin: '302001', weightGrams: 500, cod: false })).rejects.toMatchObject({
      code: 'SHIPPING_PROVIDER_UNAVAILABLE',
    });
    stub.failing = false;

    stub.refuseCreate = 'Please enter a valid billing pincode';
    await expect(carrier.book(parcel(), { kind: 'rule', rule: 'cheapest' })).rejects.toMatchObject({
      code: 'SHIPMENT_COURIER_REFUSED',
      params: { reason: 'Please enter a valid billing pincode' },
    });
    stub.refuseAwb = 'Courier does not take parcels over 0.5 kg';
    await expect(carrier.book(parcel(), { kind: 'rule', rule: 'cheapest' })).rejects.toMatchObject({
      code: 'SHIPMENT_COURIER_REFUSED',
      params: { reason: 'Courier does not take parcels over 0.5 kg' },
    });
  });

  it('finds the shipment made by a create that timed out instead of making a second one', async () => {
    const carrier = carrierFor(300);
    const order = parcel();
    stub.slowCreateMs = 1_000;
    await expect(carrier.book(order, { kind: 'rule', rule: 'cheapest' })).rejects.toMatchObject({
      code: 'SHIPPING_PROVIDER_UNAVAILABLE',
    });
    const retried = await carrier.book(order, { kind: 'rule', rule: 'cheapest' });
    const again = await carrier.book(order, { kind: 'rule', rule: 'cheapest' });

    expect(stub.orders.filter((o) => o.channelOrderId === order.orderId)).toHaveLength(1);
    expect(again.awb).toBe(retried.awb);
    expect(again.carrierShipmentId).toBe(retried.carrierShipmentId);
  });

  it('hands labels and the pickup manifest back as one PDF, and again on a second download', async () => {
    const carrier = carrierFor();
    const first = parcel();
    const second = parcel();
    const parcels = [
      { parcel: first, booked: await carrier.book(first, { kind: 'rule', rule: 'cheapest' }) },
      { parcel: second, booked: await carrier.book(second, { kind: 'rule', rule: 'cheapest' }) },
    ];
    for (let download = 0; download < 2; download += 1) {
      const pdf = await PDFDocument.load(await carrier.labels(parcels));
      expect(pdf.getPageCount()).toBe(3);
    }
  });

  it('cancels a booking by its Shiprocket order id', async () => {
    const carrier = carrierFor();
    const order = parcel();
    const booked = await carrier.book(order, { kind: 'rule', rule: 'cheapest' });
    await carrier.cancel(booked);
    expect(stub.orders.find((o) => o.channelOrderId === order.orderId)?.cancelled).toBe(true);
  });

  it('passes a failed delivery’s answer to the NDR action, renewing an expired token, and says a refusal', async () => {
    const carrier = carrierFor();
    const { awb } = await carrier.book(parcel(), { kind: 'rule', rule: 'cheapest' });
    stub.expireTokens();
    const contact = { address: '12 Seva Kunj', address2: 'Near the well', phone: '+919812345670' };
    await expect(carrier.deliveryAction(awb, { action: 're_attempt', on: '2026-11-30', contact })).resolves.toEqual({
      sent: true,
    });
    await carrier.deliveryAction(awb, { action: 'return' });
    const sent = stub.calls.filter((call) => call.path === `/v1/external/ndr/${awb}/action` && call.token);
    expect(sent.map((call) => call.body).slice(-2)).toEqual([
      {
        action: 're-attempt',
        comments: expect.any(String),
        deferred_date: '2026-11-30',
        address1: '12 Seva Kunj',
        address2: 'Near the well',
        phone: '9812345670',
      },
      { action: 'return', comments: expect.any(String) },
    ]);

    stub.refuseNdr = 'Action already taken for this NDR';
    await expect(carrier.deliveryAction(awb, { action: 'return' })).rejects.toMatchObject({
      code: 'SHIPMENT_COURIER_REFUSED',
      params: { reason: 'Action already taken for this NDR' },
    });
  });
});
