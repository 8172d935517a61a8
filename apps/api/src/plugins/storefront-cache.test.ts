import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderNumber } from '@shop/shared/order-rules';
import { NOT_BUILT_MESSAGE, REVIEW_PHOTO_PROBE, storefrontBuilt, storefrontForSuite } from '../security/storefront-app';
import { testIp } from '../test/session';
import { createShopper, insertOrderRow, TEST_SHIPPING_ADDRESS, type Shopper } from '../test/shoppers';

// The anonymous page cache (decisions 0019, 0040): keyed on what a page reads, so tracking and
// unknown parameters cannot make every request a render; per-address limits on what is rendered
// or searched anyway; and no page that shows someone's data kept by any cache.
const LIMITS = { PAGE_RENDER_LIMIT_PER_MINUTE: '20', SEARCH_LIMIT_PER_MINUTE: '10' };

describe.skipIf(!storefrontBuilt)('the anonymous page cache', () => {
  const store = storefrontForSuite(LIMITS);

  const get = (url: string, from = testIp(), headers: Record<string, string> = {}) =>
    store.shop.app.inject({ method: 'GET', url, remoteAddress: from, headers });

  it('serves /products with fifty different tracking parameters from one render', async () => {
    const visitor = testIp();
    const states: string[] = [];
    for (let i = 1; i <= 50; i++) {
      const res = await get(`/products?utm_source=a${i}`, visitor);
      expect(res.statusCode).toBe(200);
      states.push(String(res.headers['x-page-cache']));
    }
    expect(states[0]).toBe('miss');
    expect(states.slice(1)).toEqual(Array(49).fill('hit'));
    // The page held is the plain one: the first visitor's parameter is nowhere in it.
    expect((await get('/products?utm_source=a50')).body).not.toContain('utm_source');
  });

  it('serves a page whatever the order of its parameters', async () => {
    const first = await get(`/products?sort=newest&page=2&fbclid=${randomUUID()}`);
    const again = await get('/products?page=2&sort=newest');
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(again.headers['x-page-cache']).toBe('hit');
    expect(again.body).toBe(first.body);
  });

  it('still tells apart the pages a listing reads: page and sort', async () => {
    const two = await get('/collections/laddu-gopal?page=2');
    const three = await get('/collections/laddu-gopal?page=3&utm_medium=ad');
    expect(three.headers['x-page-cache']).toBe('miss');
    expect(three.body).not.toBe(two.body);
    const cheap = await get('/products?sort=price-asc');
    const dear = await get('/products?sort=price-desc');
    expect(dear.headers['x-page-cache']).toBe('miss');
    expect(dear.body).not.toBe(cheap.body);
    expect((await get('/products?sort=price-desc&ref=x')).headers['x-page-cache']).toBe('hit');
  });

  it("leaves the router's own requests whole: a navigation's data and route discovery", async () => {
    const one = await get('/products.data?page=1&utm_source=x');
    const two = await get('/products.data?page=2&utm_source=x');
    expect(two.statusCode).toBe(200);
    expect(two.body).not.toBe(one.body);
    const version = /"version":\s*"([^"]+)"/.exec((await get('/')).body)?.[1];
    const manifest = await get(`/__manifest?paths=${encodeURIComponent('/faq')}&version=${version}`);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.body).toContain('routes/faq');
  });

  it('keeps the caching headers of public pages and pictures', async () => {
    const page = await get('/faq?utm_campaign=diwali');
    expect(page.statusCode).toBe(200);
    expect(String(page.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
    expect((await get('/faq')).headers['x-page-cache']).toBe('hit');
    const picture = await get('/images/probe.webp');
    expect(picture.headers['cache-control']).toBe('public, max-age=2592000');
    // A shopper's photo is served only after its review is read (decision 0117), however it is asked for.
    for (const url of [
      `/images/${REVIEW_PHOTO_PROBE}`,
      `/images//${REVIEW_PHOTO_PROBE}`,
      `/images/${REVIEW_PHOTO_PROBE.replace('/', '//')}`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('over a real connection sends a held page at the front door, never one held for another origin', async () => {
    await store.shop.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = store.shop.app.server.address() as AddressInfo;
    const visit = (headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}/shipping-policy?utm_source=x`, { headers });
    const first = await visit();
    const again = await visit();
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(again.headers.get('x-page-cache')).toBe('hit');
    const page = await first.text();
    expect(await again.text()).toBe(page);
    expect(page).toContain(`http://127.0.0.1:${port}/shipping-policy`);
    // The shop trusts a proxy on its own machine (TRUST_PROXY's default): the origin it names gets
    // a page of its own, and the one held for the address asked is never sent in its place.
    const proxied = await visit({ 'x-forwarded-host': 'shop.example' });
    expect(proxied.headers.get('x-page-cache')).toBe('miss');
    expect(await proxied.text()).toContain('http://shop.example/shipping-policy');
    expect((await visit({ 'x-forwarded-host': 'shop.example' })).headers.get('x-page-cache')).toBe('hit');
  });
});

describe.skipIf(!storefrontBuilt)('flood limits per address', () => {
  const store = storefrontForSuite(LIMITS);

  const get = (url: string, from: string) => store.shop.app.inject({ method: 'GET', url, remoteAddress: from });

  it('a flood of pages the cache cannot hold gets 429 with Retry-After; another address is served', async () => {
    const flooder = testIp();
    const answers = [];
    for (let page = 1; page <= 25; page++) answers.push(await get(`/products?page=${page}`, flooder));
    expect(answers.slice(0, 20).every((res) => res.statusCode === 200)).toBe(true);
    for (const res of answers.slice(20)) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.body).toContain('Too many attempts. Please try again in');
    }
    // Pages already held cost nothing: still served to the flooding address.
    expect((await get('/products?page=1', flooder)).statusCode).toBe(200);
    expect((await get('/products?page=26', testIp())).statusCode).toBe(200);
  });

  it("a flood of signed-in pages is counted too, and a client navigation's data request gets the API's shape", async () => {
    const shopper = await createShopper(store.shop, 'flood');
    const flooder = testIp();
    for (let i = 0; i < 20; i++) {
      await shopper.request({ method: 'GET', url: '/dashboard/orders', remoteAddress: flooder });
    }
    const data = await shopper.request({ method: 'GET', url: '/dashboard/orders.data', remoteAddress: flooder });
    expect(data.statusCode).toBe(429);
    expect(Number(data.headers['retry-after'])).toBeGreaterThan(0);
    expect(data.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('a flood of random searches gets 429 with Retry-After in the API; another address is served', async () => {
    const flooder = testIp();
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await get(`/api/v1/search?q=${randomUUID().slice(0, 8)}`, flooder)).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const refused = await get(`/api/v1/search/suggestions?q=${randomUUID().slice(0, 8)}`, flooder);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    expect((await get(`/api/v1/search?q=${randomUUID().slice(0, 8)}`, testIp())).statusCode).toBe(200);
  });

  it('a flood of random searches on the search page gets a 429 page that no cache keeps', async () => {
    const flooder = testIp();
    const words = Array.from({ length: 12 }, () => randomUUID().slice(0, 8));
    const answers = [];
    for (const word of words) answers.push(await get(`/search?q=${word}`, flooder));
    expect(answers.map((res) => res.statusCode)).toEqual([...Array(10).fill(200), 429, 429]);
    expect(Number(answers[11]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(answers[11]!.body).toContain('Too many attempts');
    // Someone else searching the same word gets the results, not the refusal.
    const other = await get(`/search?q=${words[11]}`, testIp());
    expect(other.statusCode).toBe(200);
    expect(other.body).toContain('Search results for');
  });
});

describe.skipIf(!storefrontBuilt)('pages that show a signed-in shopper their own data', () => {
  const store = storefrontForSuite();
  let shopper: Shopper;
  let orderId: string;

  beforeAll(async () => {
    shopper = await createShopper(store.shop, 'personal');
    orderId = await insertOrderRow(store.shop, shopper.id);
  });

  it('are sent private, no-store, so neither a shared cache nor the back button keeps them', async () => {
    // The render read the session: the shopper's order, or their delivery address, is in the page's data.
    const pages = {
      [`/order-confirmation?orderId=${orderId}`]: TEST_SHIPPING_ADDRESS.address,
      '/dashboard/orders': orderNumber(orderId),
      [`/dashboard/orders/${orderId}`]: TEST_SHIPPING_ADDRESS.address,
    };
    for (const [url, personal] of Object.entries(pages)) {
      const res = await shopper.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(personal);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.headers['x-page-cache'], url).toBeUndefined();
    }
    const data = await shopper.request({ method: 'GET', url: '/dashboard/orders.data' });
    expect(data.headers['cache-control']).toBe('private, no-store');
  });

  it('leave pages that did not read the session as they were, for a signed-in shopper too', async () => {
    const res = await shopper.request({ method: 'GET', url: '/faq' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
  });

  it('are cleared from the browser when the shopper logs out', async () => {
    const res = await shopper.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { origin: 'http://localhost' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

if (!storefrontBuilt) console.log(`[page cache] skipped: ${NOT_BUILT_MESSAGE}`);
