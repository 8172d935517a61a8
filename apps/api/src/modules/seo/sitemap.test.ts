import { describe, expect, it } from 'vitest';
import { latestChange, sitemapIndexXml, urlSetXml } from './sitemap';

describe('sitemap files', () => {
  it('are each dated by their latest change, and undated when no entry has one', () => {
    const entries = [3, 5, 1].map((n) => ({ path: `/products/p${n}`, lastmod: new Date(Date.UTC(2026, 0, n)) }));
    expect(latestChange(entries)?.toISOString().slice(0, 10)).toBe('2026-01-05');
    expect(latestChange([{ path: '/faq' }])).toBeUndefined();
    expect(latestChange([])).toBeUndefined();
  });

  it('escape addresses and name files in an index at absolute addresses', async () => {
    expect((await urlSetXml('https://shop.example', [{ path: "/products/a&b's" }])).toString()).toContain(
      '<loc>https://shop.example/products/a&amp;b&apos;s</loc>',
    );
    const index = sitemapIndexXml('https://shop.example', [
      { path: '/sitemaps/products-1.xml', lastmod: new Date('2026-02-03T10:00:00Z') },
    ]);
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/);
    expect(index).toContain(
      '<sitemap><loc>https://shop.example/sitemaps/products-1.xml</loc><lastmod>2026-02-03</lastmod></sitemap>',
    );
  });

  it('hold every address of a long file, in order, written a slice at a time', async () => {
    const entries = Array.from({ length: 2_500 }, (_, n) => ({ path: `/products/p${n}` }));
    // Queued before the file is written: it runs only if the writing gives the event loop a turn.
    let otherWorkRan = false;
    setImmediate(() => (otherWorkRan = true));
    const xml = (await urlSetXml('https://shop.example', entries)).toString();
    const locations = [...xml.matchAll(/<loc>https:\/\/shop\.example\/products\/p(\d+)<\/loc>/g)].map((m) =>
      Number(m[1]),
    );
    expect(locations).toEqual(entries.map((_, n) => n));
    expect(xml.endsWith('</urlset>\n')).toBe(true);
    expect(otherWorkRan).toBe(true);
  });

  it('list every page in English and in Hindi, each naming both twins and the English as default', async () => {
    const xml = (
      await urlSetXml('https://shop.example', [{ path: '/products/mukut', lastmod: new Date('2026-03-04') }])
    ).toString();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls.map((url) => url.match(/<loc>(.*?)<\/loc>/)?.[1])).toEqual([
      'https://shop.example/products/mukut',
      'https://shop.example/hi/products/mukut',
    ]);
    for (const url of urls) {
      expect(url).toContain('<lastmod>2026-03-04</lastmod>');
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="en-IN" href="https://shop.example/products/mukut"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="hi-IN" href="https://shop.example/hi/products/mukut"/>',
      );
      expect(url).toContain(
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example/products/mukut"/>',
      );
    }
    const home = (await urlSetXml('https://shop.example', [{ path: '/' }])).toString();
    expect(home).toContain('<loc>https://shop.example/hi</loc>');
  });
});
