import { localeOfPath, pathWithoutLocale, type Locale } from '@shop/shared/locale';
import { PAGE_QUERY_PARAMS, SHARED_PAGES } from '@shop/shared/page-query-params';
import { LRUCache } from 'lru-cache';
import { bodySize, type EncodedBody } from './encoded-body';
import { cacheCounter } from '../observability/shop-metrics';

type Version = number | string;

const lookups = cacheCounter('page');
type Entry = {
  body: EncodedBody;
  status: number;
  headers: Record<string, string>;
  expiresAt: number;
  version: Version;
};

/**
 * Rendered pages for anonymous visitors, shared by everyone who has no cookie: the same HTML for
 * all of them, so nothing personal can be in it. Entries live `ttlMs` and die early when the
 * catalogue version of their page changes (`version(key)`: a product's page has its own, so a sale
 * of another product keeps it); least recently used entries go first when `maxBytes` is spent.
 */
export class PageCache {
  private readonly entries: LRUCache<string, Entry>;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxBytes: number;
      version: (key: string) => Version;
      now?: () => number;
    },
  ) {
    this.entries = new LRUCache({ maxSize: options.maxBytes, sizeCalculation: (entry) => bodySize(entry.body) });
  }

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && (entry.expiresAt <= this.now() || entry.version !== this.options.version(key))) {
      this.entries.delete(key);
    } else if (entry) {
      lookups.hit();
      return entry;
    }
    lookups.miss();
    return undefined;
  }

  /** The page's version now: read before rendering it, and given to set() with the page. */
  versionOf(key: string): Version {
    return this.options.version(key);
  }

  /**
   * Holds a page under the version read before it was rendered: a change that lands during the
   * render moves the version, so the page (made from what was there before) is not served after it.
   */
  set(key: string, value: Omit<Entry, 'expiresAt' | 'version'>, version: Version) {
    this.entries.set(key, { ...value, expiresAt: this.now() + this.options.ttlMs, version });
  }

  get size() {
    return this.entries.size;
  }
}

/**
 * Route patterns (`:name` for one path segment) matched as React Router matches routes. A Hindi
 * page (`/hi/...`) is its English twin's route: the tables list each page once.
 */
function pageTable<T>(table: Iterable<[string, T]>): (pathname: string) => T | undefined {
  const exact = new Map<string, T>();
  const patterns: { segments: string[]; value: T }[] = [];
  for (const [pattern, value] of table) {
    if (pattern.includes('/:')) patterns.push({ segments: pattern.toLowerCase().split('/'), value });
    else exact.set(pattern.toLowerCase(), value);
  }
  return (pathname) => {
    let path: string;
    try {
      // React Router decodes the path, ignores case and a trailing slash.
      path = pathWithoutLocale(decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/');
    } catch {
      return undefined;
    }
    const found = exact.get(path);
    if (found !== undefined) return found;
    const segments = path.split('/');
    for (const page of patterns) {
      const matches =
        page.segments.length === segments.length &&
        page.segments.every((segment, i) => (segment.startsWith(':') ? segments[i] !== '' : segment === segments[i]));
      if (matches) return page.value;
    }
    return undefined;
  };
}

const paramsAt = pageTable(Object.entries(PAGE_QUERY_PARAMS));
/** The query parameters the page at `pathname` reads. */
const paramsReadAt = (pathname: string): readonly string[] => paramsAt(pathname) ?? [];

const sharedAt = pageTable(SHARED_PAGES.map((pattern) => [pattern, true] as [string, boolean]));

/**
 * Whether the page at `url` is one of the public pages served alike to everyone (SHARED_PAGES),
 * React Router's data request for it (`/products.data`, `/_root.data` for home) included.
 */
export function isSharedPage(url: string): boolean {
  return sharedAt(pagePathOf(url)) === true;
}

/** The page a URL is, or whose data it asks for (`/products.data`, `/_root.data` for home). */
function pagePathOf(url: string): string {
  const end = url.indexOf('?');
  const pathname = end === -1 ? url : url.slice(0, end);
  if (!pathname.endsWith('.data')) return pathname;
  return pathname === '/_root.data' ? '/' : pathname.slice(0, -'.data'.length);
}

/** The language of the page a URL is or asks data for: `/hi/x`, `/hi/x.data` and `/hi.data` are Hindi. */
export function pageLocale(url: string): Locale {
  return localeOfPath(pagePathOf(url));
}

/**
 * The address a page is cached under, and rendered from: its path with only the query parameters
 * the page reads (PAGE_QUERY_PARAMS), sorted by name. Tracking and unknown parameters would
 * otherwise make every request a miss (`?utm_source=<unique>` rendered each time).
 */
export function pageAddress(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const pathname = url.slice(0, start);
  const read = paramsReadAt(pathname);
  if (read.length === 0) return pathname;
  // Sorting is stable: repeated parameters (size=2&size=3) keep their order.
  const kept = [...new URLSearchParams(url.slice(start + 1))]
    .filter(([name]) => read.includes(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return kept.length === 0 ? pathname : `${pathname}?${new URLSearchParams(kept).toString()}`;
}

const PRODUCT_PAGE = /^(?:\/hi)?\/products\/([^/]+?)(?:\.data)?\/?$/i;
const SET_PAGE = /^(?:\/hi)?\/sets\/([^/]+?)(?:\.data)?\/?$/i;

function pathMatch(key: string, page: RegExp): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(key).pathname);
  } catch {
    return undefined;
  }
  return page.exec(pathname)?.[1];
}

/**
 * The product whose page a cache key (`pageKey`: origin, path, query) is, React Router's data
 * request for it included; undefined for any other page.
 */
export function productSlugOf(key: string): string | undefined {
  return pathMatch(key, PRODUCT_PAGE);
}

/** The complete set whose page a cache key is (its data request included); undefined for any other page. */
export function setSlugOf(key: string): string | undefined {
  return pathMatch(key, SET_PAGE);
}
