import type { FastifyBaseLogger } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { AppError } from '../../app-error';
import type { BookedParcel, Carrier, CourierChoice, CourierOption, DeliveryInstruction, Parcel } from './carrier-types';
import { record, text, updateFromTracking } from './shiprocket-tracking';
import { shopDayAndMinute } from '@shop/shared/dates';

export type ShiprocketOptions = {
  /** https://apiv2.shiprocket.in, or a local stub in tests. */
  baseUrl: string;
  email: string;
  password: string;
  /** The pickup address's name in the Shiprocket panel (Settings → Pickup Addresses). */
  pickupLocation: string;
  pickupPostcode: string;
  timeoutMs: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => Date;
};

type Answer = { status: number; body: Record<string, unknown> };

// Shiprocket's tokens last ten days (240 hours); one is renewed an hour early, or when refused.
const TOKEN_LIFETIME_MS = 240 * 60 * 60 * 1000;
const TOKEN_MARGIN_MS = 60 * 60 * 1000;
const ALREADY_EXISTS = /already exists?/i;
const ALREADY_ASSIGNED = /already (been )?assigned/i;

function unavailable(cause: unknown): AppError {
  return Object.assign(new AppError('SHIPPING_PROVIDER_UNAVAILABLE'), { cause });
}

const rupees = (paise: number) => Math.round(paise) / 100;
const list = (value: unknown): Record<string, unknown>[] => (Array.isArray(value) ? value.map(record) : []);

/** Shiprocket's words for a refusal: `message`, else the first field error. */
function reasonOf(body: Record<string, unknown>): string {
  const message = text(body.message).trim();
  if (message) return message;
  const firstError = Object.values(record(body.errors))[0];
  return (Array.isArray(firstError) ? text(firstError[0]) : text(firstError)) || 'no reason given';
}

/** "Dec 03, 2026" or "2026-12-03 18:00:00" → "2026-12-03"; anything else → null. */
function dateOnly(value: unknown): string | null {
  const raw = text(value).trim();
  if (!raw) return null;
  const iso = /^(\d{4}-\d{2}-\d{2})/.exec(raw);
  if (iso) return iso[1]!;
  const parsed = new Date(`${raw} 12:00 UTC`);
  return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString().slice(0, 10);
}

function splitName(full: string): { first: string; last: string } {
  const [first = full, ...rest] = full.trim().split(/\s+/);
  return { first, last: rest.join(' ') };
}

/** Shiprocket wants the ten digits of an Indian mobile number. */
const tenDigits = (phone: string) => phone.replace(/\D/g, '').slice(-10);

/** Shiprocket's REST API (apiv2.shiprocket.in/v1/external): serviceability, booking, labels, cancel. */
export function shiprocketCarrier(options: ShiprocketOptions): Carrier & { readonly provider: 'shiprocket' } {
  const now = options.now ?? (() => new Date());
  let session: { token: string; expiresAt: number } | undefined;
  let login: Promise<string> | undefined;

  async function send(method: 'GET' | 'POST', path: string, body: unknown, token?: string): Promise<Answer> {
    let response: Response;
    try {
      response = await fetch(`${options.baseUrl}${path}`, {
        method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // A courier that does not answer must not hold the owner's booking for long.
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      options.log.error({ err: error, path }, 'shiprocket request failed');
      throw unavailable(error);
    }
    const raw = await response.text().catch(() => '');
    let parsed: unknown = {};
    try {
      parsed = raw ? JSON.parse(raw) : {};
    } catch {
      parsed = { message: raw.slice(0, 200) };
    }
    return { status: response.status, body: record(parsed) };
  }

  async function token(): Promise<string> {
    if (session && session.expiresAt - TOKEN_MARGIN_MS > now().getTime()) return session.token;
    // Calls made while a login is on its way share it rather than each logging in.
    login ??= (async () => {
      const answer = await send('POST', '/v1/external/auth/login', {
        email: options.email,
        password: options.password,
      });
      const value = text(answer.body.token);
      if (answer.status !== 200 || !value) {
        // Wrong API user or password: the owner must fix the settings, not retry.
        options.log.error({ status: answer.status, message: reasonOf(answer.body) }, 'shiprocket login refused');
        throw unavailable(new Error(`shiprocket login answered ${answer.status}`));
      }
      session = { token: value, expiresAt: now().getTime() + TOKEN_LIFETIME_MS };
      return value;
    })().finally(() => {
      login = undefined;
    });
    return login;
  }

  /** An authorised call: a 401 (the token expired early or was revoked) renews the token once. */
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    let answer = await send(method, path, body, await token());
    if (answer.status === 401) {
      session = undefined;
      answer = await send(method, path, body, await token());
    }
    if (answer.status >= 500 || answer.status === 401 || answer.status === 429) {
      options.log.error({ status: answer.status, path, message: reasonOf(answer.body) }, 'shiprocket request failed');
      throw unavailable(new Error(`shiprocket ${path} answered ${answer.status}`));
    }
    return answer;
  }

  async function serviceability(query: { pin: string; weightGrams: number; cod: boolean }): Promise<CourierOption[]> {
    const params = new URLSearchParams({
      pickup_postcode: options.pickupPostcode,
      delivery_postcode: query.pin,
      weight: String(query.weightGrams / 1000),
      cod: query.cod ? '1' : '0',
    });
    const answer = await call('GET', `/v1/external/courier/serviceability/?${params.toString()}`);
    // Not serviceable is a 404, or a 200 whose own `status` says 404.
    if (answer.status !== 200 || Number(answer.body.status ?? 200) !== 200) return [];
    return list(record(answer.body.data).available_courier_companies)
      .map((company) => ({
        courierId: text(company.courier_company_id),
        name: text(company.courier_name),
        pricePaise: Math.round(Number(company.rate ?? company.freight_charge ?? 0) * 100),
        days: Math.max(0, Math.round(Number(company.estimated_delivery_days ?? 0))),
        codAllowed: Number(company.cod) === 1,
        expectedBy: dateOnly(company.etd),
      }))
      .filter((option) => option.courierId && option.name && (!query.cod || option.codAllowed));
  }

  async function pickCourier(parcel: Parcel, choice: CourierChoice): Promise<CourierOption | { courierId: string }> {
    if (choice.kind === 'courier') return { courierId: choice.courierId };
    const options = await serviceability({
      pin: parcel.customer.pin,
      weightGrams: parcel.weightGrams,
      cod: parcel.paymentMethod === 'COD',
    });
    if (options.length === 0) throw new AppError('SHIPMENT_PIN_NOT_SERVICEABLE', { pin: parcel.customer.pin });
    const rule = choice.kind === 'rule' ? choice.rule : 'cheapest';
    const [best] = [...options].sort((a, b) =>
      rule === 'fastest'
        ? a.days - b.days || a.pricePaise - b.pricePaise
        : a.pricePaise - b.pricePaise || a.days - b.days,
    );
    return best!;
  }

  function adhocOrder(parcel: Parcel) {
    const { first, last } = splitName(parcel.customer.name);
    return {
      order_id: parcel.orderId,
      order_date: shopDayAndMinute(parcel.placedAt),
      pickup_location: options.pickupLocation,
      billing_customer_name: first,
      billing_last_name: last,
      billing_address: parcel.customer.address,
      billing_address_2: parcel.customer.address2,
      billing_city: parcel.customer.city,
      billing_pincode: parcel.customer.pin,
      billing_state: parcel.customer.state,
      billing_country: 'India',
      billing_email: parcel.customer.email,
      billing_phone: tenDigits(parcel.customer.phone),
      shipping_is_billing: true,
      order_items: parcel.items.map((item) => ({
        name: item.name,
        sku: item.sku,
        units: item.units,
        selling_price: rupees(item.unitPricePaise),
        discount: '',
        tax: '',
        hsn: item.hsn,
      })),
      payment_method: parcel.paymentMethod,
      shipping_charges: rupees(parcel.shippingPaise),
      giftwrap_charges: 0,
      transaction_charges: 0,
      total_discount: rupees(parcel.discountPaise),
      sub_total: rupees(parcel.subtotalPaise),
      length: parcel.box.lengthCm,
      breadth: parcel.box.breadthCm,
      height: parcel.box.heightCm,
      weight: parcel.weightGrams / 1000,
    };
  }

  /** The Shiprocket order made earlier under this channel order id, with its shipment and AWB if any. */
  async function findExisting(orderId: string) {
    const answer = await call('GET', `/v1/external/orders?${new URLSearchParams({ search: orderId }).toString()}`);
    const found = list(answer.body.data).find((order) => text(order.channel_order_id) === orderId);
    if (!found) return undefined;
    const shipments = found.shipments;
    const shipment = Array.isArray(shipments) ? record(shipments[0]) : record(shipments);
    return {
      orderId: text(found.id),
      shipmentId: text(shipment.id),
      awb: text(shipment.awb ?? shipment.awb_code),
      courier: text(shipment.courier ?? shipment.courier_name),
    };
  }

  /** Creates the Shiprocket order, or finds the one a timed-out or crashed first try already made. */
  async function createOrFind(parcel: Parcel) {
    const answer = await call('POST', '/v1/external/orders/create/adhoc', adhocOrder(parcel));
    if (answer.status === 200 && text(answer.body.shipment_id)) {
      return {
        orderId: text(answer.body.order_id),
        shipmentId: text(answer.body.shipment_id),
        awb: text(answer.body.awb_code),
        courier: text(answer.body.courier_name),
      };
    }
    const reason = reasonOf(answer.body);
    if (ALREADY_EXISTS.test(reason)) {
      const existing = await findExisting(parcel.orderId);
      if (existing?.shipmentId) return existing;
    }
    options.log.warn({ status: answer.status, reason, orderId: parcel.orderId }, 'shiprocket refused the order');
    throw new AppError('SHIPMENT_COURIER_REFUSED', { reason });
  }

  async function assignAwb(shipmentId: string, courierId: string, orderId: string) {
    const answer = await call('POST', '/v1/external/courier/assign/awb', {
      shipment_id: Number(shipmentId),
      courier_id: Number(courierId),
    });
    const data = record(record(answer.body.response).data);
    if (answer.status === 200 && Number(answer.body.awb_assign_status) === 1 && text(data.awb_code)) {
      return { awb: text(data.awb_code), courier: text(data.courier_name) };
    }
    const reason = text(data.awb_assign_error) || reasonOf(answer.body);
    if (ALREADY_ASSIGNED.test(reason)) {
      const existing = await findExisting(orderId);
      if (existing?.awb) return { awb: existing.awb, courier: existing.courier };
    }
    options.log.warn({ status: answer.status, reason, orderId }, 'shiprocket refused the AWB');
    throw new AppError('SHIPMENT_COURIER_REFUSED', { reason });
  }

  /** The pickup is asked for once the AWB is given; a refusal leaves the booking and is logged. */
  async function schedulePickup(shipmentId: string): Promise<string | null> {
    const answer = await call('POST', '/v1/external/courier/generate/pickup', { shipment_id: [Number(shipmentId)] });
    const response = record(answer.body.response);
    if (answer.status === 200 && Number(answer.body.pickup_status) === 1) {
      return dateOnly(response.pickup_scheduled_date);
    }
    options.log.warn(
      { status: answer.status, reason: reasonOf(answer.body), shipmentId },
      'shiprocket pickup not scheduled',
    );
    return null;
  }

  async function labelUrl(shipmentIds: string[]): Promise<string> {
    const answer = await call('POST', '/v1/external/courier/generate/label', { shipment_id: shipmentIds.map(Number) });
    const url = text(answer.body.label_url);
    if (answer.status !== 200 || Number(answer.body.label_created) !== 1 || !url) {
      throw new AppError('SHIPMENT_COURIER_REFUSED', { reason: reasonOf(answer.body) });
    }
    return url;
  }

  async function manifestUrl(shipmentIds: string[], orderIds: string[]): Promise<string> {
    const answer = await call('POST', '/v1/external/manifests/generate', { shipment_id: shipmentIds.map(Number) });
    const url = text(answer.body.manifest_url);
    if (answer.status === 200 && url) return url;
    // A manifest made at an earlier download is printed again rather than made twice.
    const again = await call('POST', '/v1/external/manifests/print', { order_ids: orderIds.map(Number) });
    const printed = text(again.body.manifest_url);
    if (again.status !== 200 || !printed) {
      throw new AppError('SHIPMENT_COURIER_REFUSED', { reason: reasonOf(again.body) });
    }
    return printed;
  }

  /** Label and manifest PDFs sit at their own addresses (a storage bucket): no token goes there. */
  async function download(url: string): Promise<Uint8Array> {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      options.log.error({ err: error }, 'shiprocket document download failed');
      throw unavailable(error);
    }
  }

  /** POST /v1/external/ndr/{awb}/action: `re-attempt` (a date, changed address lines and phone) or `return`. */
  function ndrBody(instruction: DeliveryInstruction) {
    if (instruction.action === 'return') return { action: 'return', comments: 'The customer asked for a return' };
    const { contact } = instruction;
    return {
      action: 're-attempt',
      comments: contact ? 'The customer gave a changed address or phone' : 'The customer asked for another attempt',
      deferred_date: instruction.on,
      ...(contact ? { address1: contact.address, address2: contact.address2, phone: tenDigits(contact.phone) } : {}),
    };
  }

  return {
    provider: 'shiprocket',
    serviceability,

    async book(parcel, choice): Promise<BookedParcel> {
      if (choice.kind === 'typed') {
        // Booked through the aggregator, the courier gives the AWB: a typed one would be a second parcel.
        throw new AppError('VALIDATION_FAILED');
      }
      const courier = await pickCourier(parcel, choice);
      const order = await createOrFind(parcel);
      const assigned = order.awb
        ? { awb: order.awb, courier: order.courier }
        : await assignAwb(order.shipmentId, courier.courierId, parcel.orderId);
      const pickupScheduledFor = await schedulePickup(order.shipmentId);
      const label = await labelUrl([order.shipmentId]).catch((error: unknown) => {
        options.log.warn({ err: error, orderId: parcel.orderId }, 'shiprocket label not ready');
        return null;
      });
      return {
        carrierOrderId: order.orderId,
        carrierShipmentId: order.shipmentId,
        courier: assigned.courier || ('name' in courier ? courier.name : 'Courier'),
        awb: assigned.awb,
        labelUrl: label,
        trackingUrl: `https://shiprocket.co/tracking/${encodeURIComponent(assigned.awb)}`,
        pickupScheduledFor,
        expectedBy: 'expectedBy' in courier ? courier.expectedBy : null,
      };
    },

    async labels(parcels) {
      const shipmentIds = parcels.map(({ booked }) => booked.carrierShipmentId ?? '').filter(Boolean);
      const orderIds = parcels.map(({ booked }) => booked.carrierOrderId ?? '').filter(Boolean);
      const [labels, manifest] = await Promise.all([
        labelUrl(shipmentIds).then(download),
        manifestUrl(shipmentIds, orderIds).then(download),
      ]);
      const merged = await PDFDocument.create();
      for (const bytes of [labels, manifest]) {
        const source = await PDFDocument.load(bytes);
        for (const page of await merged.copyPages(source, source.getPageIndices())) merged.addPage(page);
      }
      return merged.save();
    },

    async track(awb) {
      const answer = await call('GET', `/v1/external/courier/track/awb/${encodeURIComponent(awb)}`);
      return answer.status === 200 ? updateFromTracking(awb, answer.body) : null;
    },

    async cancel(booked) {
      if (!booked.carrierOrderId) return;
      const answer = await call('POST', '/v1/external/orders/cancel', { ids: [Number(booked.carrierOrderId)] });
      if (answer.status !== 200) {
        options.log.error({ status: answer.status, reason: reasonOf(answer.body) }, 'shiprocket cancel refused');
        throw new AppError('SHIPMENT_COURIER_REFUSED', { reason: reasonOf(answer.body) });
      }
    },

    async deliveryAction(awb, instruction) {
      const answer = await call('POST', `/v1/external/ndr/${encodeURIComponent(awb)}/action`, ndrBody(instruction));
      // Shiprocket answers an accepted action with 202 (some accounts 200).
      if (answer.status !== 200 && answer.status !== 202) {
        options.log.warn(
          { status: answer.status, reason: reasonOf(answer.body), awb },
          'shiprocket NDR action refused',
        );
        throw new AppError('SHIPMENT_COURIER_REFUSED', { reason: reasonOf(answer.body) });
      }
      return { sent: true };
    },
  };
}
