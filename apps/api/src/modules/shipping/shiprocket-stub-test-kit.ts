import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PDFDocument } from 'pdf-lib';
import { createAdmin, pricedVariants } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';

// Shiprocket's REST API played on 127.0.0.1 (port 0) for the tests: the calls the shop makes, the
// answers Shiprocket gives (its refusals too), tokens that expire, and a create that answers late.

export const STUB_EMAIL = 'api-user@shop.example';
export const STUB_PASSWORD = 'stub-api-password';

type StubOrder = {
  id: number;
  channelOrderId: string;
  shipmentId: number;
  awb: string;
  courier: string;
  body: Record<string, unknown>;
  cancelled: boolean;
};

/** The shop's settings that book through this stub and accept its webhook with `webhookToken`. */
export function shiprocketEnv(stub: Pick<ShiprocketStub, 'url'>, webhookToken: string): Record<string, string> {
  return {
    SHIPPING_PROVIDER: 'shiprocket',
    SHIPROCKET_API_URL: stub.url,
    SHIPROCKET_EMAIL: STUB_EMAIL,
    SHIPROCKET_PASSWORD: STUB_PASSWORD,
    SHIPROCKET_PICKUP_LOCATION: 'Vrindavan Shop',
    SHIPROCKET_TIMEOUT_MS: '2000',
    SHIPROCKET_WEBHOOK_TOKEN: webhookToken,
  };
}

export type ShiprocketStub = {
  url: string;
  /** Every call after login, in order: method, path (with query) and body. */
  calls: { method: string; path: string; body: Record<string, unknown>; token: string | undefined }[];
  logins: number;
  orders: StubOrder[];
  /** PIN codes no courier reaches. */
  unserviceable: Set<string>;
  /** Makes every token given so far answer 401, as an expired one does. */
  expireTokens(): void;
  /** The next create/adhoc is made but answered only after `ms` (longer than the shop waits). */
  slowCreateMs: number;
  /** The next create/adhoc answers this 422 refusal. */
  refuseCreate: string | undefined;
  /** The next AWB assignment is refused with these words. */
  refuseAwb: string | undefined;
  /** What track/awb answers for each AWB (Shiprocket's `tracking_data`). */
  tracking: Map<string, Record<string, unknown>>;
  /** The next NDR action is refused with these words (a 422). */
  refuseNdr: string | undefined;
  /** Every call answers 500 while true. */
  failing: boolean;
  /** PIN codes reached only by couriers that collect no cash. */
  prepaidOnly: Set<string>;
  /** The next orders/cancel is refused with these words. */
  refuseCancel: string | undefined;
  close(): Promise<void>;
};

const COURIERS = [
  { courier_company_id: 10, courier_name: 'Delhivery Surface', rate: 65.5, estimated_delivery_days: '5', cod: 1 },
  { courier_company_id: 24, courier_name: 'Xpressbees Air', rate: 92, estimated_delivery_days: '2', cod: 1 },
  { courier_company_id: 51, courier_name: 'Ekart Prepaid', rate: 58, estimated_delivery_days: '6', cod: 0 },
];

async function pdfOf(pages: string[]): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (const line of pages) doc.addPage([298, 420]).drawText(line, { x: 20, y: 380, size: 12 });
  return doc.save();
}

/**
 * A stub, a test app booking through it (its webhook taking `webhookToken`), one size at each of
 * `prices` (paise) with ten in stock, and an admin. Close both with `closeShiprocketTestApp`.
 */
export async function shiprocketTestApp(prices: number[], webhookToken: string) {
  const stub = await startShiprocketStub();
  const t = await createTestApp({ env: shiprocketEnv(stub, webhookToken) });
  return { stub, t, items: await pricedVariants(t, prices, 10), admin: await createAdmin(t) };
}

export async function closeShiprocketTestApp(app: { stub: ShiprocketStub; t: TestApp }) {
  await app.t.close();
  await app.stub.close();
}

export async function startShiprocketStub(): Promise<ShiprocketStub> {
  const tokens = new Set<string>();
  let nextId = 1000;
  const stub: ShiprocketStub = {
    url: '',
    calls: [],
    logins: 0,
    orders: [],
    unserviceable: new Set(),
    expireTokens: () => tokens.clear(),
    slowCreateMs: 0,
    refuseCreate: undefined,
    refuseAwb: undefined,
    tracking: new Map(),
    refuseNdr: undefined,
    failing: false,
    prepaidOnly: new Set(),
    refuseCancel: undefined,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
  const manifested = new Set<number>();

  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      void answer(raw).catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });

    const send = (status: number, body: unknown) => {
      if (response.writableEnded) return;
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };

    async function answer(raw: string) {
      const url = new URL(request.url ?? '/', 'http://stub');
      const path = url.pathname;
      const body = (raw ? JSON.parse(raw) : {}) as Record<string, unknown>;

      if (path.startsWith('/files/')) {
        const ids = path
          .replace(/^\/files\/\w+-/, '')
          .replace(/\.pdf$/, '')
          .split('_');
        const kind = path.includes('manifest') ? 'MANIFEST' : 'LABEL';
        const bytes = await pdfOf(kind === 'MANIFEST' ? [`MANIFEST ${ids.join(' ')}`] : ids.map((id) => `LABEL ${id}`));
        response.writeHead(200, { 'content-type': 'application/pdf' });
        response.end(Buffer.from(bytes));
        return;
      }
      if (path === '/v1/external/auth/login') {
        if (body.email !== STUB_EMAIL || body.password !== STUB_PASSWORD) {
          return send(400, { message: 'Invalid email and password combination', status_code: 400 });
        }
        stub.logins += 1;
        const token = `token-${stub.logins}`;
        tokens.add(token);
        return send(200, { id: 1, email: STUB_EMAIL, token });
      }
      const token = request.headers.authorization?.replace(/^Bearer /, '');
      stub.calls.push({ method: request.method ?? '', path: `${path}${url.search}`, body, token });
      if (!token || !tokens.has(token)) return send(401, { message: 'Token has expired', status_code: 401 });
      if (stub.failing) return send(500, { message: 'Internal Server Error', status_code: 500 });

      if (path === '/v1/external/courier/serviceability/') {
        const pin = url.searchParams.get('delivery_postcode') ?? '';
        if (stub.unserviceable.has(pin)) {
          return send(404, { status: 404, message: `Delivery postcode ${pin} is not serviceable` });
        }
        const cod = url.searchParams.get('cod') === '1';
        return send(200, {
          status: 200,
          data: {
            available_courier_companies: COURIERS.filter((c) => !cod || c.cod === 1).map((c) => ({
              ...c,
              ...(stub.prepaidOnly.has(pin) && { cod: 0 }),
              etd: `Dec 0${Number(c.estimated_delivery_days)}, 2026`,
            })),
          },
        });
      }
      if (path === '/v1/external/orders/create/adhoc') {
        if (stub.refuseCreate) {
          const message = stub.refuseCreate;
          stub.refuseCreate = undefined;
          return send(422, { message, errors: { billing_pincode: [message] }, status_code: 422 });
        }
        const channelOrderId = String(body.order_id);
        if (stub.orders.some((order) => order.channelOrderId === channelOrderId)) {
          return send(422, { message: 'Order Id already exists', status_code: 422 });
        }
        const order: StubOrder = {
          id: nextId++,
          channelOrderId,
          shipmentId: nextId++,
          awb: '',
          courier: '',
          body,
          cancelled: false,
        };
        stub.orders.push(order);
        const delay = stub.slowCreateMs;
        stub.slowCreateMs = 0;
        if (delay) await new Promise((resolve) => setTimeout(resolve, delay));
        return send(200, {
          order_id: order.id,
          shipment_id: order.shipmentId,
          status: 'NEW',
          status_code: 1,
          awb_code: '',
          courier_name: '',
        });
      }
      if (path === '/v1/external/orders') {
        const search = url.searchParams.get('search');
        return send(200, {
          data: stub.orders
            .filter((order) => order.channelOrderId === search)
            .map((order) => ({
              id: order.id,
              channel_order_id: order.channelOrderId,
              shipments: [{ id: order.shipmentId, awb: order.awb || null, courier: order.courier || null }],
            })),
        });
      }
      const byShipment = (id: unknown) => stub.orders.find((order) => order.shipmentId === Number(id));
      if (path === '/v1/external/courier/assign/awb') {
        const order = byShipment(body.shipment_id);
        if (!order) return send(400, { message: 'Invalid shipment id', status_code: 400 });
        if (stub.refuseAwb) {
          const reason = stub.refuseAwb;
          stub.refuseAwb = undefined;
          return send(200, { awb_assign_status: 0, response: { data: { awb_assign_error: reason } } });
        }
        if (order.awb) {
          return send(200, {
            awb_assign_status: 0,
            response: { data: { awb_assign_error: 'AWB is already assigned' } },
          });
        }
        const courier = COURIERS.find((c) => c.courier_company_id === Number(body.courier_id));
        if (!courier) return send(400, { message: 'Selected courier is not serviceable', status_code: 400 });
        order.awb = `SR${order.shipmentId}${courier.courier_company_id}`;
        order.courier = courier.courier_name;
        return send(200, {
          awb_assign_status: 1,
          response: {
            data: {
              awb_code: order.awb,
              courier_company_id: courier.courier_company_id,
              courier_name: courier.courier_name,
              shipment_id: order.shipmentId,
            },
          },
        });
      }
      if (path === '/v1/external/courier/generate/pickup') {
        return send(200, {
          pickup_status: 1,
          response: { pickup_scheduled_date: '2026-11-30 12:00:00', pickup_token_number: 'Reference No: 42' },
        });
      }
      const ids = (value: unknown) => (Array.isArray(value) ? value.map(Number) : []);
      if (path === '/v1/external/courier/generate/label') {
        const shipmentIds = ids(body.shipment_id);
        if (shipmentIds.length === 0 || !shipmentIds.every((id) => byShipment(id)?.awb)) {
          return send(400, { message: 'AWB not assigned', status_code: 400 });
        }
        return send(200, { label_created: 1, label_url: `${stub.url}/files/label-${shipmentIds.join('_')}.pdf` });
      }
      if (path === '/v1/external/manifests/generate') {
        const shipmentIds = ids(body.shipment_id);
        if (shipmentIds.some((id) => manifested.has(id))) {
          return send(400, { message: 'Manifest already generated', status_code: 400 });
        }
        for (const id of shipmentIds) manifested.add(id);
        return send(200, { status: 1, manifest_url: `${stub.url}/files/manifest-${shipmentIds.join('_')}.pdf` });
      }
      if (path === '/v1/external/manifests/print') {
        const shipmentIds = ids(body.order_ids).map((id) => stub.orders.find((order) => order.id === id)?.shipmentId);
        return send(200, { manifest_url: `${stub.url}/files/manifest-${shipmentIds.join('_')}.pdf` });
      }
      const tracked = /^\/v1\/external\/courier\/track\/awb\/(.+)$/.exec(path);
      if (tracked) {
        const data = stub.tracking.get(decodeURIComponent(tracked[1]!));
        return data
          ? send(200, { tracking_data: data })
          : send(200, { tracking_data: { track_status: 0, error: 'No activities found' } });
      }
      const ndr = /^\/v1\/external\/ndr\/(.+)\/action$/.exec(path);
      if (ndr) {
        const awb = decodeURIComponent(ndr[1]!);
        if (!stub.orders.some((order) => order.awb === awb)) return send(404, { message: 'AWB not found' });
        if (stub.refuseNdr) {
          const message = stub.refuseNdr;
          stub.refuseNdr = undefined;
          return send(422, { message, status_code: 422 });
        }
        if (body.action !== 're-attempt' && body.action !== 'return') {
          return send(422, { message: 'The selected action is invalid.', status_code: 422 });
        }
        if (!body.comments) return send(422, { message: 'The comments field is required.', status_code: 422 });
        return send(202, { message: 'Action updated successfully.' });
      }
      if (path === '/v1/external/orders/cancel') {
        if (stub.refuseCancel) {
          const message = stub.refuseCancel;
          stub.refuseCancel = undefined;
          return send(400, { message, status_code: 400 });
        }
        for (const id of ids(body.ids)) {
          const order = stub.orders.find((candidate) => candidate.id === id);
          if (order) order.cancelled = true;
        }
        return send(200, { status: 200, message: 'Order cancelled successfully.' });
      }
      return send(404, { message: 'Not found', status_code: 404 });
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return stub;
}
