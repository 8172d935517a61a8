import { describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body';
import { isSharedPage, pageAddress, PageCache, pageLocale, productSlugOf } from './page-cache';

const page = (html: string) => ({ status: 200, headers: {}, body: new EncodedBody(Buffer.from(html), 'text/html') });

describe('the anonymous page cache', () => {
  it('serves a page until its time is up', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1e6, version: () => 1, now: () => now });
    cache.set('/', page('<h1>home</h1>'), cache.versionOf('/'));
    now = 59_999;
    expect(cache.get('/')?.body.raw.toString()).toBe('<h1>home</h1>');
    now = 60_000;
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops pages rendered before the catalogue changed', () => {
    let version = 1;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1e6, version: () => version });
    cache.set('/products/a', page('old price'), cache.versionOf('/products/a'));
    version = 2;
    expect(cache.get('/products/a')).toBeUndefined();
  });

  it('does not keep a page rendered while the catalogue changed under it', () => {
    let version = 1;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1e6, version: () => version });
    const before = cache.versionOf('/products/a');
    // The render read the old price; the change lands before the render is stored.
    version = 2;
    cache.set('/products/a', page('old price'), before);
    expect(cache.get('/products/a')).toBeUndefined();
  });

  it("keeps a product's page when only another product changed", () => {
    const revisions: Record<string, number> = { 'brass-diya': 1, 'silk-poshak': 1 };
    const cache = new PageCache({
      ttlMs: 60_000,
      maxBytes: 1e6,
      version: (key) => {
        const slug = productSlugOf(key);
        return slug === undefined ? 'listings' : `listings.${revisions[slug]}`;
      },
    });
    cache.set(
      'http://shop.test/products/brass-diya',
      page('diya'),
      cache.versionOf('http://shop.test/products/brass-diya'),
    );
    cache.set(
      'http://shop.test/products/silk-poshak.data?_routes=routes%2Fproduct',
      page('poshak'),
      cache.versionOf('http://shop.test/products/silk-poshak.data?_routes=routes%2Fproduct'),
    );
    cache.set(
      'http://shop.test/collections/krishna',
      page('krishna'),
      cache.versionOf('http://shop.test/collections/krishna'),
    );
    revisions['silk-poshak'] = 2;
    expect(cache.get('http://shop.test/products/silk-poshak.data?_routes=routes%2Fproduct')).toBeUndefined();
    expect(cache.get('http://shop.test/products/brass-diya')).toMatchObject(page('diya'));
    expect(cache.get('http://shop.test/collections/krishna')).toMatchObject(page('krishna'));
  });

  it('evicts the least recently used page when full', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10, version: () => 1 });
    cache.set('/a', page('aaaa'), cache.versionOf('/a'));
    cache.set('/b', page('bbbb'), cache.versionOf('/b'));
    cache.get('/a');
    cache.set('/c', page('cccc'), cache.versionOf('/c'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toMatchObject(page('aaaa'));
    expect(cache.get('/c')).toMatchObject(page('cccc'));
  });

  it('compresses a body once and reuses it', () => {
    const body = new EncodedBody(Buffer.from('<p>' + 'Laddu Gopal poshak '.repeat(200) + '</p>'), 'text/html');
    const first = body.encoded('br');
    expect(first.length).toBeLessThan(body.raw.length / 5);
    expect(body.encoded('br')).toBe(first);
  });
});

describe('the address a page is cached under', () => {
  it('keeps only what the page reads, sorted, and drops the query of a page that reads none', () => {
    expect(pageAddress('/products?utm_source=a1&sort=newest&fbclid=x&page=2')).toBe('/products?page=2&sort=newest');
    expect(pageAddress('/products?page=2&sort=newest')).toBe(pageAddress('/products?sort=newest&page=2'));
    expect(pageAddress('/products?utm_source=a1')).toBe('/products');
    expect(pageAddress('/about?page=2&utm_medium=x')).toBe('/about');
    expect(pageAddress('/')).toBe('/');
  });

  it('matches pages as the router does: patterns, any case, a trailing slash, shortcuts', () => {
    expect(pageAddress('/collections/laddu-gopal?x=1&deity=radha')).toBe('/collections/laddu-gopal?deity=radha');
    expect(pageAddress('/PRODUCTS/?page=3&y=1')).toBe('/PRODUCTS/?page=3');
    expect(pageAddress('/accessories/jhula?page=2&ref=ad')).toBe('/accessories/jhula?page=2');
    expect(pageAddress('/login?redirect=%2Fcart&utm_campaign=z')).toBe('/login?redirect=%2Fcart');
    expect(pageAddress('/products/some-dress?page=2')).toBe('/products/some-dress');
    // A card listed under a size filter opens its product at that size.
    expect(pageAddress('/hi/products/some-dress?size=3&utm_source=a1')).toBe('/hi/products/some-dress?size=3');
  });

  it('keeps repeated values in their order', () => {
    expect(pageAddress('/search?size=3&q=mukut&size=1')).toBe('/search?q=mukut&size=3&size=1');
  });

  it('reads a Hindi page as its English twin reads, under its own address', () => {
    expect(pageAddress('/hi/products?utm_source=a1&sort=newest&page=2')).toBe('/hi/products?page=2&sort=newest');
    expect(pageAddress('/hi/collections/laddu-gopal?x=1&deity=radha')).toBe('/hi/collections/laddu-gopal?deity=radha');
    expect(pageAddress('/hi/about?page=2')).toBe('/hi/about');
  });
});

describe('Hindi pages', () => {
  it('are shared as their English twins are, their data requests included', () => {
    for (const url of ['/hi', '/hi.data', '/hi/products/a-dress', '/hi/products/a-dress.data', '/hi/search?q=x'])
      expect(isSharedPage(url), url).toBe(true);
    expect(isSharedPage('/hi/cart')).toBe(false);
    expect(isSharedPage('/hi/dashboard')).toBe(false);
  });

  it('are in Hindi, their data requests too', () => {
    expect(pageLocale('/hi')).toBe('hi');
    expect(pageLocale('/hi.data?_routes=root')).toBe('hi');
    expect(pageLocale('/hi/products/a-dress.data')).toBe('hi');
    expect(pageLocale('/_root.data')).toBe('en');
    expect(pageLocale('/history')).toBe('en');
  });

  it("keep a product's page under the product, as the English page is", () => {
    expect(productSlugOf('http://shop.test/hi/products/a-dress')).toBe('a-dress');
    expect(productSlugOf('http://shop.test/hi/products/a-dress.data')).toBe('a-dress');
  });
});
