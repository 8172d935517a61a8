import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { inlineScriptHashes, pagePolicy } from './content-security-policy';
import { NOT_BUILT_MESSAGE, storefrontBuilt, storefrontForSuite } from './storefront-app';

// Security headers on every kind of response: API JSON, an API 404, server-rendered pages (found
// and not found), hashed assets, product pictures and crawler files.

function policyOf(res: LightMyRequestResponse): Map<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommonHeaders(res: LightMyRequestResponse, what: string) {
  expect(res.headers['x-content-type-options'], what).toBe('nosniff');
  expect(res.headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options'], what).toBe('DENY');
  expect(policyOf(res).get('frame-ancestors'), what).toEqual(["'none'"]);
}

describe('API responses (test settings)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('JSON, errors and 404s carry nosniff, a referrer policy and a deny-all policy', async () => {
    for (const [url, status] of [
      ['/api/v1/health', 200],
      ['/api/v1/products?limit=2', 200],
      ['/api/v1/no-such-thing', 404],
      ['/api/v1/user/profile', 401],
      ['/robots.txt', 200],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expectCommonHeaders(res, url);
      expect(policyOf(res).get('default-src'), url).toEqual(["'none'"]);
    }
  });

  it('no HSTS outside production (a local http shop must stay reachable)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the page policy', () => {
  it('lists every inline script by hash and no script with a src', () => {
    const html =
      '<html><head><script>window.__ctx = {"a":1}</script><script type="module" src="/assets/a.js"></script>' +
      '<script type="module">import("/assets/b.js")</script><script type="application/ld+json">{"@type":"Product"}</script></head></html>';
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    const policy = pagePolicy(html);
    for (const hash of hashes) expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain("unsafe-inline'; script");
    expect(policy).toMatch(/script-src 'self' [^;]*https:\/\/checkout\.razorpay\.com/);
  });

  it('a script injected into the page text is not among the allowed ones', () => {
    const page = '<script>start()</script><p>&lt;script&gt;alert(1)&lt;/script&gt;</p>';
    expect(inlineScriptHashes(page)).toHaveLength(1);
  });
});

describe.skipIf(!storefrontBuilt)('server-rendered pages, assets and pictures (production settings)', () => {
  const store = storefrontForSuite();

  const https = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.50' };

  it('pages carry a policy that allows Razorpay Checkout and only their own inline scripts', async () => {
    for (const [url, status, cookie] of [
      ['/', 200, undefined],
      [`/products/${store.productSlug}`, 200, undefined],
      ['/no-such-page-at-all', 404, undefined],
      // A visitor with cookies gets a page rendered for them alone: the same rules.
      ['/', 200, 'theme=light'],
      ['/checkout', undefined, 'theme=light'],
    ] as const) {
      const res = await store.shop.app.inject({
        method: 'GET',
        url,
        headers: { ...https, ...(cookie ? { cookie } : {}) },
      });
      if (status) expect(res.statusCode, url).toBe(status);
      if (!String(res.headers['content-type']).startsWith('text/html')) continue;
      expectCommonHeaders(res, url);
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      const policy = policyOf(res);
      expect(policy.get('script-src'), url).toContain('https://checkout.razorpay.com');
      expect(policy.get('script-src'), url).not.toContain("'unsafe-inline'");
      expect(policy.get('frame-src'), url).toContain('https://api.razorpay.com');
      expect(policy.get('connect-src'), url).toContain('https://api.razorpay.com');
      expect(policy.get('object-src'), url).toEqual(["'none'"]);
      const allowed = new Set(policy.get('script-src'));
      const hashes = inlineScriptHashes(res.body);
      expect(hashes.length, url).toBeGreaterThan(0);
      for (const hash of hashes)
        expect(allowed.has(`'sha256-${hash}'`), `${url}: inline script not allowed`).toBe(true);
    }
  });

  it('a cached page is served with the same policy as when it was rendered', async () => {
    const first = await store.shop.app.inject({ method: 'GET', url: '/', headers: https });
    const second = await store.shop.app.inject({ method: 'GET', url: '/', headers: https });
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
  });

  it('hashed assets and product pictures carry nosniff and the deny-all policy', async () => {
    for (const url of [store.shop.assetUrl(), '/images/probe.webp']) {
      const res = await store.shop.app.inject({ method: 'GET', url, headers: https });
      expect(res.statusCode, url).toBe(200);
      expectCommonHeaders(res, url);
      expect(policyOf(res).get('default-src'), url).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
    }
  });
});

if (!storefrontBuilt) console.log(`[security headers] pages skipped: ${NOT_BUILT_MESSAGE}`);
