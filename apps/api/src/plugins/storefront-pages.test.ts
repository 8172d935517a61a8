import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { APP_START_ID } from '../lib/paint-first';
import { drawFirstPages } from './storefront';
import { DEMO_SHOP_NOTICE } from '@shop/shared/constants';
import {
  createStorefrontApp,
  NOT_BUILT_MESSAGE,
  storefrontBuilt,
  storefrontForSuite,
} from '../security/storefront-app';

// How a page leaves the server (decision 0020): whole, with every part rendered in place, and
// with its scripts started only after the first paint.
describe.skipIf(!storefrontBuilt)('server-rendered pages', () => {
  const store = storefrontForSuite();

  const page = async (url: string, cookie?: string) => {
    const res = await store.shop.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    expect(res.statusCode, url).toBe(200);
    return res;
  };

  it('are drawn at a start once the catalogue is read: the home page, the listing and a product page', async () => {
    const { app } = store.shop;
    let catalogueRead = false;
    const drawn = await drawFirstPages(app, async () => {
      await app.services.catalogue.ready();
      catalogueRead = true;
    });
    expect(catalogueRead).toBe(true);
    expect(drawn).toEqual([
      { url: '/', status: 200 },
      { url: '/products', status: 200 },
      { url: expect.stringMatching(/^\/products\/[a-z0-9-]+$/), status: 200 },
    ]);
  });

  it('arrive whole: parts hydrated later are in the HTML, with no streamed fallback to swap', async () => {
    // Twice each: the first render of a process meets every part's code still loading.
    for (const cookie of [undefined, 'theme=light']) {
      const product = (await page(`/products/${store.productSlug}`, cookie)).body;
      expect(product).toContain('6-digit PIN code'); // the PIN-code check
      expect(product).toContain('Subscribe to our newsletter'); // the footer
      expect(product).toContain('<span class="sr-only">Share</span>'); // the share button
      const home = (await page('/', cookie)).body;
      expect(home).toContain('aria-roledescription="carousel"');
      for (const html of [product, home]) {
        expect(html).not.toContain('<!--$?-->');
        expect(html).not.toMatch(/\$RC\(|<template id="B:/);
      }
    }
  });

  it('say on every page of a shop on the sandbox that no money is taken; a shop on Razorpay does not', async () => {
    const pages = ['/', `/products/${store.productSlug}`, '/login', '/no-such-page'];
    for (const url of pages) {
      const res = await store.shop.app.inject({ method: 'GET', url });
      expect(res.body, url).toContain(DEMO_SHOP_NOTICE);
    }
    const live = await createStorefrontApp({ RAZORPAY_KEY_ID: 'rzp_live_key', RAZORPAY_KEY_SECRET: 'live-secret' });
    try {
      for (const url of pages) {
        const res = await live.app.inject({ method: 'GET', url });
        expect(res.body, url).toContain('</html>');
        // The sign-up page's words name the demo shop for its own notice; this one must not show.
        expect(res.body, url).not.toContain(DEMO_SHOP_NOTICE);
      }
    } finally {
      await live.close();
    }
  }, 120_000);

  it('name their encoding in the header, so the browser decodes them without looking for it', async () => {
    for (const cookie of [undefined, 'theme=light']) {
      // The first answer is rendered, the second comes from the anonymous page cache.
      for (let i = 0; i < 2; i++) {
        expect((await page('/', cookie)).headers['content-type']).toBe('text/html; charset=utf-8');
      }
    }
  });

  it("send a product's related products, sets and reviews in the HTML, not again as hydration data", async () => {
    const html = (await page(`/products/${store.productSlug}`)).body;
    const related = await store.shop.app.inject({
      method: 'GET',
      url: `/api/v1/product/${store.productSlug}/recommended`,
    });
    const others = (related.json() as { data: { name: string; slug: string }[] }).data;
    expect(others.length).toBeGreaterThan(0);
    expect(html).toContain(`href="/products/${others[0]!.slug}"`);
    // The loader data React Router streams into the page: one JSON string, a flat list of values.
    const streamed = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
      .map((match) => JSON.parse(match[1]!) as string)
      .join('');
    const values = JSON.parse(streamed.split('\n')[0]!) as unknown[];
    expect(values).toContain(store.productSlug);
    for (const cardOnly of ['related', 'product-sets', 'reviews']) expect(values).not.toContain(cardOnly);
    for (const other of others) expect(values).not.toContain(other.slug);
  });

  it('send the size guide its words when it opens, not in the product page', async () => {
    const product = await page(`/products/${store.productSlug}`);
    expect(product.body).not.toContain('sizeGuide.howToMeasure');
    const english = await page('/words/sizeGuide?v=1');
    expect(JSON.stringify(english.json())).toContain('How to measure');
    const hindi = await page('/hi/words/sizeGuide');
    expect(JSON.stringify(hindi.json())).toContain('नाप कैसे लें');
    const unknown = await store.shop.app.inject({ method: 'GET', url: '/words/nothing' });
    expect(unknown.statusCode).toBe(404);
  });

  it('draw the parts that hydrate later with their words, which come with their code, not in the page data', async () => {
    // A part and a word it shows, in English and in Hindi.
    const later = [
      ['siteFooter', 'newsletterLabel', 'Subscribe to our newsletter', 'हमारे न्यूज़लेटर की सदस्यता लें'],
      ['siteMenus', 'mainNav', 'Main', 'मुख्य'],
      ['searchBox', 'searchPlaceholder', 'Search dresses, mukut, jhula…', 'पोशाक, मुकुट, झूला खोजें…'],
      ['productDetails', 'pinLabel', 'Check delivery to your PIN code', 'अपने पिन कोड पर डिलीवरी देखें'],
      ['productReviews', 'reviewsHeading', 'Reviews from buyers', 'ख़रीदारों के रिव्यू'],
    ] as const;
    // This product has no reviews yet: their heading is not drawn.
    const notDrawnHere = new Set<string>(['productReviews']);
    for (const [prefix, hindi] of [['', false] as const, ['/hi', true] as const]) {
      const html = (await page(`${prefix}/products/${store.productSlug}`)).body;
      const data = [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
        .map((match) => JSON.parse(match[1]!) as string)
        .join('');
      expect(data).toContain('shell.menu'); // the header's words, which hydrate at once
      expect(data).toContain('product.addToCart'); // the purchase panel's
      for (const [namespace, key, english, hindiWords] of later) {
        if (!notDrawnHere.has(namespace)) expect(html).toContain(hindi ? hindiWords : english);
        expect(data).not.toContain(`${namespace}.`);
        const answer = await page(`${prefix}/words/${namespace}?v=1`);
        // Kept by the browser for the build (its version is in the address), not fetched on every page.
        expect(answer.headers['cache-control']).toContain('immutable');
        const words = answer.json() as Record<string, unknown>;
        expect(JSON.stringify(words[`${namespace}.${key}`])).toContain(hindi ? hindiWords : english);
      }
    }
  });

  it('start their scripts after the first paint, under a policy that allows exactly that start', async () => {
    const res = await page(`/products/${store.productSlug}`);
    const html = res.body;
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('<script type="module"');
    const start = new RegExp(`<script type="text/x-app-start" id="${APP_START_ID}">([\\s\\S]*?)</script>`).exec(html);
    expect(start?.[1]).toContain('entry.client');
    const hash = createHash('sha256').update(start![1]!, 'utf8').digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
    // The starter preloads every script the module imports at once.
    const preloads = /var p=(\[[^\]]*\])/.exec(html)?.[1];
    const listed = JSON.parse(preloads!) as string[];
    for (const imported of start![1]!.matchAll(/from "([^"]+)"/g)) expect(listed).toContain(imported[1]);
  });
});

if (!storefrontBuilt) console.log(`[pages] skipped: ${NOT_BUILT_MESSAGE}`);
