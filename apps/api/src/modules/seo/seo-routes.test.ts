import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { collections, deities, products } from '../../db/schema';
import { buildApp, type App } from '../../app';
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

/** Every address the sitemap index leads to, reading each file it names. */
async function sitemapAddresses(app: App): Promise<{ files: string[]; urls: string[] }> {
  const index = await app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
  expect(index.statusCode).toBe(200);
  expect(index.headers['content-type']).toMatch(/^application\/xml/);
  expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
  const files = locations(index.body);
  const urls: string[] = [];
  for (const file of files) {
    const res = await app.inject({ url: new URL(file).pathname, headers: { host: 'shop.example' } });
    expect(res.statusCode, file).toBe(200);
    expect(res.body, file).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    urls.push(...locations(res.body));
  }
  return { files, urls };
}

describe('GET /sitemap.xml', () => {
  it('leads to every active product, collection, deity page and content page at absolute addresses', async () => {
    const { files, urls: all } = await sitemapAddresses(t.app);
    expect(files).toEqual(['http://shop.example/sitemaps/pages.xml', 'http://shop.example/sitemaps/products-1.xml']);
    const urls = new Set(all);

    const active = await t.db.select({ slug: products.slug }).from(products).where(eq(products.status, 'active'));
    for (const { slug } of active) expect(urls).toContain(`http://shop.example/products/${slug}`);
    const groups = [
      ...(await t.db.select({ slug: collections.slug }).from(collections)),
      ...(await t.db.select({ slug: deities.slug }).from(deities)),
    ];
    for (const { slug } of groups) expect(urls).toContain(`http://shop.example/collections/${slug}`);
    for (const path of CONTENT_PAGES) expect(urls).toContain(new URL(path, 'http://shop.example').href);
    // Every page has its Hindi twin beside it, and nothing else is listed.
    for (const url of [...urls].filter((u) => !u.startsWith('http://shop.example/hi'))) {
      const { pathname } = new URL(url);
      expect(urls).toContain(`http://shop.example/hi${pathname === '/' ? '' : pathname}`);
    }
    expect(urls.size).toBe(all.length);
  });

  it('leaves out archived products', async () => {
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
    await t.app.services.catalogue.invalidate();
    try {
      const { urls } = await sitemapAddresses(t.app);
      expect(urls).not.toContain(`http://shop.example/products/${row!.slug}`);
    } finally {
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('splits the products over files of at most the limit, and answers 404 past the last', async () => {
    const perFile = 7;
    const small = await buildApp({ config: t.app.config, database: t.database, sitemapUrlsPerFile: perFile });
    try {
      const active = await t.db.select({ slug: products.slug }).from(products).where(eq(products.status, 'active'));
      const { files, urls } = await sitemapAddresses(small);
      const productFiles = files.filter((file) => file.includes('/sitemaps/products-'));
      // Each product takes two addresses, English and Hindi: three products fill a file of seven.
      expect(productFiles).toHaveLength(Math.ceil(active.length / Math.floor(perFile / 2)));
      expect(productFiles.at(-1)).toBe(`http://shop.example/sitemaps/products-${productFiles.length}.xml`);
      for (const file of productFiles) {
        const res = await small.inject({ url: new URL(file).pathname, headers: { host: 'shop.example' } });
        expect(locations(res.body).length).toBeLessThanOrEqual(perFile);
      }
      expect(urls.filter((url) => url.includes('/products/')).sort()).toEqual(
        active
          .flatMap(({ slug }) => [`http://shop.example/products/${slug}`, `http://shop.example/hi/products/${slug}`])
          .sort(),
      );
      const past = await small.inject({ url: `/sitemaps/products-${productFiles.length + 1}.xml` });
      expect(past.statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('is built once per catalogue and built again after it changes', async () => {
    const read = () => t.app.inject({ url: '/sitemaps/products-1.xml', headers: { host: 'shop.example' } });
    const productAddresses = vi.spyOn(t.app.services.catalogue, 'productAddresses');
    const [row] = await t.db.select({ id: products.id, name: products.name }).from(products).limit(1);
    try {
      await read();
      await read();
      await t.app.inject({ url: '/sitemap.xml', headers: { host: 'shop.example' } });
      expect(productAddresses.mock.calls.length).toBeLessThanOrEqual(1);
      productAddresses.mockClear();
      await t.db
        .update(products)
        .set({ name: `${row!.name} (renamed)` })
        .where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
      await read();
      expect(productAddresses).toHaveBeenCalled();
    } finally {
      productAddresses.mockRestore();
      await t.db.update(products).set({ name: row!.name }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
    }
  });

  it('names each file with an ETag, and a crawler already holding it is told 304 until the catalogue changes it', async () => {
    const get = (app: App, url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { host: 'shop.example', 'accept-encoding': 'br', ...headers } });
    const second = await buildApp({ config: t.app.config, database: t.database });
    const [row] = await t.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    try {
      for (const url of ['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/products-1.xml']) {
        const first = await get(t.app, url);
        const etag = String(first.headers.etag);
        expect(etag, url).toMatch(/^W\/"[\w-]+"$/);
        // Another instance built the same file: the crawler's tag holds there too, in any encoding.
        expect((await get(second, url)).headers.etag, url).toBe(etag);
        const again = await get(second, url, { 'if-none-match': etag, 'accept-encoding': 'gzip' });
        expect(again.statusCode, url).toBe(304);
        expect(again.body, url).toBe('');
        expect(again.headers.etag, url).toBe(etag);
        expect((await get(t.app, url, { 'if-none-match': `W/"other", ${etag}` })).statusCode, url).toBe(304);
      }

      const before = await get(t.app, '/sitemaps/products-1.xml');
      await t.db.update(products).set({ status: 'archived' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
      const after = await get(t.app, '/sitemaps/products-1.xml', {
        'if-none-match': String(before.headers.etag),
        'accept-encoding': '',
      });
      expect(after.statusCode).toBe(200);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(locations(after.body)).not.toContain(`http://shop.example/products/${row!.slug}`);
    } finally {
      await second.close();
      await t.db.update(products).set({ status: 'active' }).where(eq(products.id, row!.id));
      await t.app.services.catalogue.invalidate();
    }
  });
});
