import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { addToCart, checkoutOk } from '../modules/checkout/checkout-test-kit';
import { orderOf } from '../modules/reviews/review-test-kit';
import { createShopper, pricedVariants, type Shopper } from '../test/shoppers';
import type { TestApp } from '../test/test-app';
import { createStorefrontApp, NOT_BUILT_MESSAGE, storefrontBuilt } from './storefront-app';

// Script payloads typed into every text field that is shown back to a person (their name, an
// address, a contact message, a search) come back as text: escaped in server-rendered HTML, and
// as JSON that a browser will never run.

const PAYLOADS = [
  '<script>alert("xss")</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  '</script><script>alert(2)</script>',
] as const;
/** Markup that would run if any payload reached the page unescaped. */
const LIVE = ['<script>alert', '<img src=x', '<svg onload'];

function expectNoLiveMarkup(html: string, where: string) {
  for (const marker of LIVE) expect(html.includes(marker), `${where} contains live ${marker}`).toBe(false);
}

describe.skipIf(!storefrontBuilt)('cross-site scripting through stored and reflected text', () => {
  let shop: Awaited<ReturnType<typeof createStorefrontApp>>;
  let shopper: Shopper;
  let admin: Shopper;
  let orderId: string;

  beforeAll(async () => {
    shop = await createStorefrontApp();
    const t = { app: shop.app, db: shop.db } as unknown as TestApp;
    shopper = await createShopper(t, 'xss', { withPhone: true });
    admin = await createShopper(t, 'xss-admin');
    await shop.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    const [item] = await pricedVariants(t, [450_00], 10);

    const name = await shopper.request({
      method: 'PATCH',
      url: '/api/v1/user/profile',
      payload: { name: PAYLOADS[1] },
    });
    expect(name.statusCode, name.body).toBe(200);
    const address = {
      fullName: PAYLOADS[0],
      address: PAYLOADS[1],
      apartment: PAYLOADS[2],
      city: PAYLOADS[3],
      state: PAYLOADS[0],
      postalCode: '281121',
      phone: '9876543210',
    };
    const saved = await shopper.request({ method: 'POST', url: '/api/v1/user/addresses', payload: address });
    expect(saved.statusCode, saved.body).toBeLessThan(300);
    await addToCart(shopper, item!, 1);
    orderId = (
      await checkoutOk(shopper, {
        paymentMethod: 'COD',
        shippingAddress: { ...address, contact: 'xss@example.in', emailOffers: false, shippingMethod: 'online' },
      })
    ).orderId;
    const contact = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: PAYLOADS[2], email: 'xss@example.in', message: PAYLOADS.join(' ') },
      remoteAddress: '10.77.0.1',
    });
    expect(contact.statusCode, contact.body).toBeLessThan(300);
  }, 120_000);
  afterAll(() => shop?.close());

  it('API answers are JSON that a browser will not sniff into a page or run', async () => {
    for (const [who, url] of [
      [shopper, '/api/v1/user/profile'],
      [shopper, '/api/v1/user/addresses'],
      [shopper, `/api/v1/user/orders/${orderId}`],
      [admin, '/api/v1/admin/messages'],
    ] as const) {
      const res = await who.request({ method: 'GET', url });
      if (res.statusCode === 404 && url.startsWith('/api/v1/admin/')) continue;
      expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(String(res.headers['content-security-policy']), url).toContain("default-src 'none'");
      // The text is kept as typed (it is the page's job to escape it), never turned into markup.
      expect(res.json(), url).toBeTruthy();
    }
  });

  it("the customer's own pages show the payloads as text", async () => {
    // Whatever these pages render on the server (or leave to the browser, which React escapes the same way).
    for (const url of ['/dashboard/profile', '/dashboard/addresses', `/dashboard/orders/${orderId}`, '/dashboard']) {
      const res = await shopper.request({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expectNoLiveMarkup(res.body, url);
    }
  });

  it("the shop owner's pages (messages, order, customers) show them as text", async () => {
    for (const url of ['/admin/messages', `/admin/orders/${orderId}`, '/admin/customers']) {
      const res = await admin.request({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectNoLiveMarkup(res.body, url);
    }
  });

  it("a buyer's review and the owner's reply are shown as text on the product page and in its JSON-LD", async () => {
    const t = { app: shop.app, db: shop.db } as unknown as TestApp;
    const [item] = await pricedVariants(t, [460_00], 10);
    await orderOf(t, shopper, item!);
    const written = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/reviews',
      payload: { productId: item!.productId, rating: 5, title: PAYLOADS[3], body: PAYLOADS.join(' ') },
    });
    expect(written.statusCode, written.body).toBe(201);
    const id = (written.json() as { review: { _id: string } }).review._id;
    for (const [step, payload] of [
      ['approve', undefined],
      ['reply', { reply: PAYLOADS[0] }],
    ] as const) {
      const res = await admin.request({ method: 'POST', url: `/api/v1/admin/reviews/${id}/${step}`, payload });
      expect(res.statusCode, res.body).toBe(200);
    }
    const page = await shop.app.inject({ method: 'GET', url: `/products/${item!.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('&lt;img src=x');
    expectNoLiveMarkup(page.body, 'product page');
    const queue = await admin.request({ method: 'GET', url: '/admin/reviews?status=approved' });
    expectNoLiveMarkup(queue.body, '/admin/reviews');
  });

  it('a search for a payload is shown escaped', async () => {
    for (const payload of PAYLOADS) {
      const url = `/search?q=${encodeURIComponent(payload)}`;
      const res = await shop.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectNoLiveMarkup(res.body, url);
    }
    const shown = await shop.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(PAYLOADS[1]!)}` });
    expect(shown.body).toContain('&lt;img src=x');
  });
});

if (!storefrontBuilt) console.log(`[xss] skipped: ${NOT_BUILT_MESSAGE}`);
