import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { collections, deities, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { CONTENT_PAGES } from './seo-routes';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function locations(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the cart, checkout, account, admin and API, and points at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    for (const path of ['/cart', '/checkout', '/dashboard', '/admin', '/api/']) {
      expect(res.body).toContain(`Disallow: ${path}\n`);
    }
    expect(res.body).toContain('Sitemap: http://shop.example/sitemap.xml');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every active product, collection, deity page and content page at absolute addresses', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const urls = new Set(locations(res.body));

    const active = await t.db.select({ slug: products.slug }).from(products).where(eq(products.status, 'active'));
    for (const { slug } of active) expect(urls).toContain(`http://shop.example/products/${slug}`);
    const groups = [
      ...(await t.db.select({ slug: collections.slug }).from(collections)),
      ...(await t.db.select({ slug: deities.slug }).from(deities)),
    ];
    for (const { slug } of groups) expect(urls).toContain(`http://shop.example/collections/${slug}`);
    for (const path of CONTENT_PAGES) expect(urls).toContain(new URL(path, 'http://shop.example').href);
    expect(urls.size).toBe(locations(res.body).length);
  });

  it('leaves out archived products', async () => {
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
    t.app.services.catalogue.invalidate();
    try {
      const res = await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
      expect(locations(res.body)).not.toContain(`http://shop.example/products/${row!.slug}`);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, row!.id));
      t.app.services.catalogue.invalidate();
    }
  });
});
