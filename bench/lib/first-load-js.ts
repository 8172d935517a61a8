import zlib from 'node:zlib';
import type { Catalogue } from './throughput';

export type FirstLoadJs = {
  url: string;
  files: { path: string; raw: number; gzip: number }[];
  gzipBytes: number;
  rawBytes: number;
  cssGzipBytes: number;
};

/**
 * Scripts the page itself loads at once: modulepreloads (in the head, or in the list the
 * paint-first starter preloads after the first frame), script tags, inline module imports.
 */
function entryScripts(html: string): string[] {
  const found = new Set<string>();
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g)) found.add(match[1]!);
  const starter = /<script>\(function\(\)\{var p=(\[[^\]]*\])/.exec(html);
  if (starter) for (const src of JSON.parse(starter[1]!) as string[]) found.add(src);
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) found.add(match[1]!);
  // Inline module scripts: `import * as route0 from "/assets/…"` and `import("/assets/…")`.
  // The route manifest's JSON names other routes' modules too ("module": …); those load on navigation only.
  for (const match of html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1]!;
    for (const m of body.matchAll(/\bfrom\s*"([^"]+\.js)"|\bimport\s*\(\s*"([^"]+\.js)"\s*\)/g))
      found.add((m[1] ?? m[2])!);
  }
  return [...found];
}

/** Static imports of an ES module (`import{a}from"./x.js"`, `import"./y.js"`), not dynamic ones. */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.js)["']/g)].map((m) => m[1]!);
}

const gzipSize = (data: Buffer) => zlib.gzipSync(data).length;

/**
 * The JavaScript a first visit to `pageUrl` downloads before the page is interactive: every
 * script the HTML loads, plus everything those import statically, each gzipped on its own
 * (as a server would send it).
 */
export async function measureFirstLoadJs(pageUrl: string): Promise<FirstLoadJs> {
  const html = await (await fetch(pageUrl)).text();
  const queue = entryScripts(html).map((src) => new URL(src, pageUrl).href);
  const seen = new Set<string>(queue);
  const files: FirstLoadJs['files'] = [];
  while (queue.length > 0) {
    const url = queue.shift()!;
    const res = await fetch(url);
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    const body = Buffer.from(await res.arrayBuffer());
    files.push({ path: new URL(url).pathname, raw: body.length, gzip: gzipSize(body) });
    for (const spec of staticImports(body.toString('utf8'))) {
      const next = new URL(spec, url).href;
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  let cssGzipBytes = 0;
  for (const match of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) {
    const res = await fetch(new URL(match[1]!, pageUrl));
    cssGzipBytes += gzipSize(Buffer.from(await res.arrayBuffer()));
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return {
    url: pageUrl,
    files,
    gzipBytes: files.reduce((sum, f) => sum + f.gzip, 0),
    rawBytes: files.reduce((sum, f) => sum + f.raw, 0),
    cssGzipBytes,
  };
}

/** A public page type the bench loads, English and Hindi. */
export type PageType = 'home' | 'collection' | 'listing, filtered' | 'search' | 'product' | 'blog post';

export type PageFirstLoad = FirstLoadJs & { type: PageType; hindi: boolean; htmlBytes: number };

/**
 * Every public page type, each in English and under /hi: the product is the reviewed one with the
 * most sizes, the heaviest page of its type. A signed-in shopper gets these same pages (they are
 * shared and rendered without cookies; the personal parts come from /me/summary once they start).
 */
export function publicPages(c: Catalogue): { type: PageType; path: string }[] {
  const listing = new URL(c.listingPath, 'http://shop.test');
  listing.searchParams.delete('limit');
  return [
    { type: 'home', path: '/' },
    { type: 'collection', path: `/collections/${c.collectionSlug}` },
    { type: 'listing, filtered', path: `/products${listing.search}` },
    { type: 'search', path: `/search${new URL(c.searchPath, 'http://shop.test').search}` },
    { type: 'product', path: `/products/${c.reviewedProductSlug ?? c.productSlug}` },
    { type: 'blog post', path: `/blog/${c.blogSlug}` },
  ];
}

/** A page's Hindi twin: the same path under /hi. */
export const hindiPath = (path: string) => (path === '/' ? '/hi' : `/hi${path}`);

/** `measureFirstLoadJs` of every public page in both languages, with the size of its HTML. */
export async function measurePublicPages(base: string, pages: { type: PageType; path: string }[]) {
  const measured: PageFirstLoad[] = [];
  for (const hindi of [false, true]) {
    for (const page of pages) {
      const path = hindi ? hindiPath(page.path) : page.path;
      const url = base + path;
      const html = Buffer.from(await (await fetch(url)).arrayBuffer());
      measured.push({ ...(await measureFirstLoadJs(url)), type: page.type, hindi, htmlBytes: html.length });
    }
  }
  return measured;
}
