import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '../modules/checkout/checkout-test-kit';
import { razorpayStyleId } from '../modules/payments/razorpay-signature';
import { processSuiteSkipReason, SESSION_SECRET, WEBHOOK_SECRET } from './process-suite';
import { browser, postgresAvailable, startServer, throwAwayDatabase, type ServerProcess } from './server-process';

// A real shop process with OTEL_EXPORTER_OTLP_ENDPOINT set, sending its traces to a local OTLP/HTTP
// receiver (the exporter's JSON encoding) while a shopper signs in with a phone code and checks
// out through Razorpay (a local stub) and a picture is read from the bucket (s3rver): the spans reach
// the database, Razorpay and S3, and no personal data (phone, code, name, address) is in any attribute.

const PORT = 4314;
const skip = processSuiteSkipReason();
if (skip) console.log(`[traces] skipped: ${skip}`);

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
type Span = { name: string; kind: number; attributes?: { key: string; value: AnyValue }[] };
const spans: Span[] = [];
const requestsSeen: string[] = [];

function listen(handler: http.RequestListener): Promise<http.Server> {
  const server = http.createServer(handler);
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
const portOf = (server: http.Server) => (server.address() as AddressInfo).port;
function bodyOf(request: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

let receiver: http.Server;
let razorpay: http.Server;
let bucket: S3rver;
let bucketPort: number;
let bucketDirectory: string;
let db: Awaited<ReturnType<typeof throwAwayDatabase>>;
let server: ServerProcess | undefined;

const attributesOf = (span: Span) =>
  Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]));

describe.skipIf(skip)('traces sent to a collector (real server process, PostgreSQL)', () => {
  beforeAll(async () => {
    receiver = await listen(async (request, response) => {
      let body = await bodyOf(request);
      if (request.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
      requestsSeen.push(`${request.method} ${request.url} ${request.headers['content-type']}`);
      const sent = JSON.parse(body.toString('utf8')) as {
        resourceSpans: { scopeSpans: { spans: Span[] }[] }[];
      };
      for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    razorpay = await listen(async (request, response) => {
      const body = JSON.parse((await bodyOf(request)).toString('utf8') || '{}') as { amount?: number };
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: razorpayStyleId('order'),
          entity: 'order',
          amount: body.amount,
          currency: 'INR',
          status: 'created',
        }),
      );
    });
    bucketDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-traces-s3-'));
    bucket = new S3rver({
      address: '127.0.0.1',
      port: 0,
      silent: true,
      directory: bucketDirectory,
      configureBuckets: [{ name: 'shop-pictures', configs: [] }],
    });
    bucketPort = (await bucket.run()).port;
    const adminUrl = await postgresAvailable();
    if (!adminUrl) throw new Error('PostgreSQL of TEST_DATABASE_URL does not answer');
    db = await throwAwayDatabase(adminUrl, 'traces');
    server = await startServer(
      PORT,
      {
        DATABASE_URL: db.url,
        SESSION_SECRET,
        LOG_LEVEL: 'info',
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${portOf(receiver)}`,
        OTEL_BSP_SCHEDULE_DELAY: '200',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'rzp_test_traces',
        RAZORPAY_KEY_SECRET: 'traces-key-secret',
        RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
        RAZORPAY_API_URL: `http://127.0.0.1:${portOf(razorpay)}`,
        S3_BUCKET: 'shop-pictures',
        S3_ENDPOINT: `http://127.0.0.1:${bucketPort}`,
        S3_REGION: 'ap-south-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: 'true',
      },
      // Loading the tracing SDK adds its own seconds to the start on a busy machine.
      240_000,
    );
  }, 360_000);

  afterAll(async () => {
    await server?.stop();
    await db?.drop();
    receiver?.close();
    razorpay?.close();
    await bucket?.close();
    if (bucketDirectory) fs.rmSync(bucketDirectory, { recursive: true, force: true });
  }, 60_000);

  it('follows a sign-in and a checkout into the database and Razorpay, with no personal data', async () => {
    const shopper = browser({ 'x-forwarded-for': '198.51.100.77' });
    const digits = `9${String(Date.now()).slice(-9)}`;
    const requested = await shopper.request(`${server!.url}/api/v1/auth/otp/request`, {
      method: 'POST',
      body: { phone: digits },
    });
    expect(requested.status, requested.text).toBe(200);
    const [message] = await db.query<{ params: string[] }>(
      `select params from email_outbox where "to" = $1 and template = 'sign-in-code'`,
      [`+91${digits}`],
    );
    const code = message!.params[0]!;
    const verified = await shopper.request(`${server!.url}/api/v1/auth/otp/verify`, {
      method: 'POST',
      body: { phone: digits, code },
    });
    expect(verified.status, verified.text).toBe(200);

    const [item] = await db.query<{ productId: string; variantId: string }>(
      `select p.id as "productId", v.id as "variantId" from variants v join products p on p.id = v.product_id
        where p.status = 'active' and v.price_paise > 0 and v.stock > 0 order by v.price_paise, v.id limit 1`,
    );
    const added = await shopper.request(`${server!.url}/api/v1/user/add-to-cart`, {
      method: 'POST',
      body: { id: item!.productId, variantId: item!.variantId, quantity: 1 },
    });
    expect(added.status, added.text).toBe(200);
    const checkout = await shopper.request(`${server!.url}/api/v1/payment/checkout`, {
      method: 'POST',
      body: { paymentMethod: 'Online', shippingAddress: { ...customer, contact: '', phone: digits }, couponCode: null },
    });
    expect(checkout.status, checkout.text).toBe(200);

    // A picture read from the bucket (none is there: the bucket's answer is still a call followed).
    const picture = await shopper.request(`${server!.url}/images/products/traced.webp`);
    expect(picture.status).toBe(404);

    const deadline = Date.now() + 30_000;
    const found = () => ({
      checkout: spans.find((s) => attributesOf(s)['http.route'] === '/api/v1/payment/checkout'),
      // The pg instrumentation names the system by the older or the stable convention.
      database: spans.find((s) =>
        [attributesOf(s)['db.system'], attributesOf(s)['db.system.name']].includes('postgresql'),
      ),
      bucket: spans.find((s) => s.kind === 3 && attributesOf(s)['rpc.service'] === 'S3'),
      razorpay: spans.find(
        (s) =>
          s.kind === 3 &&
          Object.values(attributesOf(s)).some(
            (value) => String(value).includes(`:${portOf(razorpay)}`) || String(value) === String(portOf(razorpay)),
          ),
      ),
    });
    while (Object.values(found()).some((span) => !span) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(found().checkout).toBeDefined();
    expect(found().database).toBeDefined();
    expect(found().razorpay).toBeDefined();
    expect(attributesOf(found().bucket!)).toMatchObject({
      'rpc.method': 'GetObject',
      'aws.s3.bucket': 'shop-pictures',
    });
    expect(requestsSeen[0]).toMatch(/^POST \/v1\/traces application\/json/);

    const everything = JSON.stringify(spans.map(attributesOf));
    for (const personal of [digits, code, customer.fullName, customer.address, customer.apartment]) {
      expect(everything).not.toContain(personal);
    }
    // The statements are sent parameterised: values apart.
    expect(everything).toMatch(/\$1/);
    // The request log lines carry their trace.
    expect(server!.output()).toMatch(/"trace_id":"[0-9a-f]{32}"/);
  }, 120_000);
});
