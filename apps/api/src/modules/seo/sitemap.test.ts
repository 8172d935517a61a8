import { describe, expect, it } from 'vitest';
import { chunkEntries, sitemapIndexXml, urlSetXml } from './sitemap';

describe('sitemap files', () => {
  it('split into files of at most the limit, each dated by its latest change', () => {
    const entries = [1, 2, 3, 4, 5].map((n) => ({ path: `/products/p${n}`, lastmod: new Date(Date.UTC(2026, 0, n)) }));
    const files = chunkEntries(entries, 2);
    expect(files.map((file) => file.entries.length)).toEqual([2, 2, 1]);
    expect(files.map((file) => file.lastmod?.toISOString().slice(0, 10))).toEqual([
      '2026-01-02',
      '2026-01-04',
      '2026-01-05',
    ]);
    expect(chunkEntries([], 2)).toEqual([]);
  });

  it('escape addresses and name files in an index at absolute addresses', () => {
    expect(urlSetXml('https://shop.example', [{ path: "/products/a&b's" }])).toContain(
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
});
