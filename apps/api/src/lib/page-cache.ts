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
