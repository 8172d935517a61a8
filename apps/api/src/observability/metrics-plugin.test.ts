import type { AddressInfo } from 'node:net';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import type { ServerBuild } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageRoutePattern } from '../plugins/page-forms';
import { testIp, uniqueMobile } from '../test/session';
import { createShopper, pickVariants } from '../test/shoppers';
import { createTestApp, type TestApp } from '../test/test-app';
import { addToCart, checkoutOk, payInSandbox } from '../modules/checkout/checkout-test-kit';

const TOKEN = 'scrape-token-for-the-tests-0123456789';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

async function scrape() {
  const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  const families = parsePrometheusTextFormat(res.body);
  const value = (name: string, labels: Record<string, string> = {}) => {
    const family = families.find((f) => f.name === name);
    const sample = family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));
    return Number(sample?.value ?? 0);
  };
  return { body: res.body, families, value };
}

/** One series of a labelled histogram read from the text: its cumulative buckets, sum and count. */
function histogram(body: string, name: string, labels: Record<string, string>) {
  const buckets = new Map<string, number>();
  let sum = 0;
  let count = 0;
  for (const [, metric, labelText, value] of body.matchAll(/^(\w+)\{([^}]*)\} (\S+)$/gm)) {
    const found = Object.fromEntries([...labelText!.matchAll(/(\w+)="([^"]*)"/g)].map(([, k, v]) => [k!, v!]));
    if (!Object.entries(labels).every(([k, v]) => found[k] === v)) continue;
    if (metric === `${name}_bucket`) buckets.set(found.le!, Number(value));
    else if (metric === `${name}_sum`) sum = Number(value);
    else if (metric === `${name}_count`) count = Number(value);
  }
  return { buckets, sum, count };
}

/** What N more answers must have done to a histogram series: each counted once, in one bucket. */
function expectCounted(before: ReturnType<typeof histogram>, after: ReturnType<typeof histogram>, n: number) {
  expect(after.count - before.count).toBe(n);
  expect(after.buckets.get('+Inf')! - (before.buckets.get('+Inf') ?? 0)).toBe(n);
  expect(after.sum).toBeGreaterThan(before.sum);
  const bounds = [...after.buckets.keys()];
  expect(bounds).toEqual(['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf']);
  let previous = 0;
  for (const le of bounds) {
    const added = after.buckets.get(le)! - (before.buckets.get(le) ?? 0);
    // Cumulative: each bucket holds the answers of the ones below it, and at most the N added.
    expect(added).toBeGreaterThanOrEqual(previous);
    expect(added).toBeLessThanOrEqual(n);
    previous = added;
  }
}

describe('GET /metrics', () => {
  it('is not there without METRICS_TOKEN, and with it asks for the token and refuses a wrong one', async () => {
    const plain = await createTestApp({ seed: false });
    try {
      expect((await plain.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.body).not.toContain('shop_orders_placed_total');
  });

  it('counts requests by route template, never by the address asked for', async () => {
    const slugs = ['first-slug-nobody-has', 'second-slug-nobody-has'];
    for (const slug of slugs) await t.app.inject({ url: `/api/v1/product/${slug}`, remoteAddress: testIp() });
    const { body, value } = await scrape();
    expect(value('http_requests_total', { route: '/api/v1/product/:slug', method: 'GET', status: '404' })).toBe(2);
    // The parser folds a labelled histogram's series into one: its count is read from the text.
    expect(body).toMatch(/^http_request_duration_seconds_count\{[^}]*route="\/api\/v1\/product\/:slug"[^}]*\} 2$/m);
    for (const slug of slugs) expect(body).not.toContain(slug);
    // The process's own figures, the database's queue and the caches are there too.
    expect(value('nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0);
    expect(value('process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(body).toMatch(/^shop_db_pool_in_use\{pool="(pglite|primary)"\}/m);
    expect(body).toMatch(/^shop_cache_lookups_total\{cache="catalogue_response",result="(hit|miss)"\}/m);
  });

  it('counts the answers the front door sends before Fastify sees them, by the same template', async () => {
    const [item] = await pickVariants(t, 1);
    const labels = { route: '/api/v1/product/:slug', method: 'GET', status: '200' };
    const before = (await scrape()).value('http_requests_total', labels);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/api/v1/product/${item!.slug}`;
    // The first is made by the route and held; the next two are sent by the front door.
    for (let i = 0; i < 3; i++) expect((await fetch(url)).status).toBe(200);
    const { body, value } = await scrape();
    expect(value('http_requests_total', labels)).toBe(before + 3);
    expect(body).not.toContain(item!.slug);
  });

  it('counts N ordinary requests once each, in the histogram as in the counter', async () => {
    const n = 5;
    const notFound = { route: '/api/v1/product/:slug', method: 'GET', status: '404' };
    const refused = { route: '/api/v1/auth/otp/request', method: 'POST', status: '400' };
    const before = await scrape();
    for (let i = 0; i < n; i++) {
      await t.app.inject({ url: `/api/v1/product/no-such-slug-${i}`, remoteAddress: testIp() });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/otp/request',
        payload: { phone: 'not a phone' },
        remoteAddress: testIp(),
      });
      expect(res.statusCode).toBe(400);
    }
    const after = await scrape();
    for (const labels of [notFound, refused]) {
      expect(after.value('http_requests_total', labels) - before.value('http_requests_total', labels)).toBe(n);
      const name = 'http_request_duration_seconds';
      expectCounted(histogram(before.body, name, labels), histogram(after.body, name, labels), n);
    }
  });

  it('counts N answers of the front door once each, with their durations in the buckets', async () => {
    const [, item] = await pickVariants(t, 2);
    const labels = { route: '/api/v1/product/:slug', method: 'GET', status: '200' };
    const name = 'http_request_duration_seconds';
    const before = await scrape();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const n = 8;
    // The first is made by the route and held; the others are sent by the front door.
    for (let i = 0; i < n; i++)
      expect((await fetch(`http://127.0.0.1:${port}/api/v1/product/${item!.slug}`)).status).toBe(200);
    const after = await scrape();
    expect(after.value('http_requests_total', labels) - before.value('http_requests_total', labels)).toBe(n);
    expectCounted(histogram(before.body, name, labels), histogram(after.body, name, labels), n);
  });

  it('moves the business counters when an order is placed and paid and a sign-in code is sent', async () => {
    const before = await scrape();
    const shopper = await createShopper(t);
    const [item] = await pickVariants(t, 1);
    await addToCart(shopper, item!);
    const order = await checkoutOk(shopper);
    await payInSandbox(shopper, order.razorpayOrder!.id);
    const code = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/otp/request',
      payload: { phone: uniqueMobile() },
      remoteAddress: testIp(),
    });
    expect(code.statusCode, code.body).toBe(200);

    const after = await scrape();
    const moved = (name: string, labels: Record<string, string>) =>
      after.value(name, labels) - before.value(name, labels);
    expect(moved('shop_orders_placed_total', { payment_method: 'online' })).toBe(1);
    expect(moved('shop_payments_total', { outcome: 'captured' })).toBe(1);
    expect(moved('shop_sign_in_codes_sent_total', { channel: 'sms' })).toBe(1);
    // The outbox's backlog is read again at most once a second: the code's text shows at the next read.
    await expect
      .poll(async () => (await scrape()).value('shop_outbox_pending', { channel: 'sms' }), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    // No shopper, order or phone in any label.
    expect(after.body).not.toContain(order.orderId);
    expect(after.body).not.toContain(shopper.id);
  });
});

describe('pageRoutePattern', () => {
  it('names a storefront page, and its data request, by its route pattern', () => {
    const route = (id: string, parentId: string | undefined, path?: string, index?: boolean) => ({
      id,
      parentId,
      path,
      index,
      caseSensitive: undefined,
      module: {},
    });
    const build = {
      routes: {
        root: route('root', undefined, ''),
        home: route('home', 'root', undefined, true),
        product: route('product', 'root', 'products/:slug'),
        hiProduct: route('hiProduct', 'root', 'hi/products/:slug'),
      },
    } as unknown as ServerBuild;
    const patternOf = pageRoutePattern(build);
    expect(patternOf('/products/radha-poshak?size=2')).toBe('/products/:slug');
    expect(patternOf('/hi/products/radha-poshak.data')).toBe('/hi/products/:slug');
    expect(patternOf('/_root.data')).toBe('/');
    expect(patternOf('/')).toBe('/');
    expect(patternOf('/no/such/page')).toBe('unmatched');
  });
});
