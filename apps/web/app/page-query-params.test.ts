import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { LISTING_QUERY_PARAMS, PAGE_QUERY_PARAMS } from '@shop/shared/page-query-params';
import { describe, expect, it } from 'vitest';
import routes from './routes';

// The anonymous page cache keys a page on the query parameters PAGE_QUERY_PARAMS names for it and
// renders it from that address alone. A page whose server render reads a parameter not named
// there would be cached with the first visitor's value for everyone: this finds every read.

const APP = path.dirname(new URL(import.meta.url).pathname);

/** Reads of the address's query: `searchParams.get('q')`, `query.get('do')`, and the listing's reader. */
const READ = /\b(?:searchParams|query)\.(?:get|getAll|has)\(\s*'([^']+)'/g;
const STATIC_IMPORT = /^import\s+(?!type\b)[^;]*?from\s+'(\.{1,2}\/[^']+)'/gm;

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((file) => existsSync(file));
}

/** The query parameters a module and everything it imports statically (not lazily) read. */
function parametersRead(file: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(file) || !file.startsWith(APP)) return found;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, name] of source.matchAll(READ)) found.add(name!);
  if (/\breadListingParams\(/.test(source) && !file.endsWith('listing-address.ts')) {
    for (const name of LISTING_QUERY_PARAMS) found.add(name);
  }
  for (const [, specifier] of source.matchAll(STATIC_IMPORT)) {
    const imported = resolveModule(file, specifier!);
    if (imported) for (const name of parametersRead(imported, seen)) found.add(name);
  }
  return found;
}

/** Every storefront page as its pattern (as PAGE_QUERY_PARAMS writes it) and its route modules. */
function storefrontPages(entries: RouteConfigEntry[], prefix = '', layouts: string[] = []): Array<[string, string[]]> {
  return entries.flatMap((entry) => {
    const pattern = entry.path === undefined ? prefix : `${prefix}/${entry.path}`;
    const files = [...layouts, path.join(APP, entry.file)];
    if (entry.children) return storefrontPages(entry.children, pattern, files);
    return [[pattern || '/', files] as [string, string[]]];
  });
}

const pages = storefrontPages(routes as RouteConfigEntry[]).filter(
  ([pattern]) => !pattern.startsWith('/hi') && !pattern.startsWith('/admin') && !pattern.includes('*'),
);

describe('the page cache knows every query parameter a page reads', () => {
  it('finds the storefront pages', () => {
    expect(pages.map(([pattern]) => pattern)).toEqual(expect.arrayContaining(['/', '/products/:slug', '/search']));
  });

  it.each(pages)('%s reads only the parameters named for it', (pattern, files) => {
    const read = new Set(files.flatMap((file) => [...parametersRead(file)]));
    const named = new Set(PAGE_QUERY_PARAMS[pattern] ?? []);
    expect([...read].filter((name) => !named.has(name)).sort()).toEqual([]);
  });
});
