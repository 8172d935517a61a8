import { PAGE_QUERY_PARAMS } from '@shop/shared/page-query-params';
import type { EncodedBody } from './encoded-body';

type Entry = { body: EncodedBody; status: number; headers: Record<string, string>; expiresAt: number; version: number };

/**
 * Rendered pages for anonymous visitors, shared by everyone who has no cookie: the same HTML for
 * all of them, so nothing personal can be in it. Entries live `ttlMs` and die early when the
 * catalogue version changes (an owner's edit); least recently used entries go first when full.
 */
export class PageCache {
  private entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly options: { ttlMs: number; maxBytes: number; version: () => number; now?: () => number },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  get(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now() || entry.version !== this.options.version()) {
      this.delete(key);
      return undefined;
    }
    // Re-insert so Map order stays least-recently-used first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, value: Omit<Entry, 'expiresAt' | 'version'>) {
    this.delete(key);
    const entry = { ...value, expiresAt: this.now() + this.options.ttlMs, version: this.options.version() };
    this.entries.set(key, entry);
    this.bytes += entry.body.raw.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.options.maxBytes) break;
      this.delete(oldest);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.raw.length;
    this.entries.delete(key);
  }

  get size() {
    return this.entries.size;
  }
}

const exactPages = new Map<string, readonly string[]>();
const patternPages: { segments: string[]; params: readonly string[] }[] = [];
for (const [pattern, params] of Object.entries(PAGE_QUERY_PARAMS)) {
  if (pattern.includes('/:')) patternPages.push({ segments: pattern.toLowerCase().split('/'), params });
  else exactPages.set(pattern.toLowerCase(), params);
}

/** The query parameters the page at `pathname` reads, matched as React Router matches routes. */
function paramsReadAt(pathname: string): readonly string[] {
  let path: string;
  try {
    // React Router decodes the path, ignores case and a trailing slash.
    path = decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/';
  } catch {
    return [];
  }
  const exact = exactPages.get(path);
  if (exact) return exact;
  const segments = path.split('/');
  for (const page of patternPages) {
    const matches =
      page.segments.length === segments.length &&
      page.segments.every((segment, i) => (segment.startsWith(':') ? segments[i] !== '' : segment === segments[i]));
    if (matches) return page.params;
  }
  return [];
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
