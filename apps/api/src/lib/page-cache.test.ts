import { describe, expect, it } from 'vitest';
import { EncodedBody } from './encoded-body';
import { PageCache } from './page-cache';

const page = (html: string) => ({ status: 200, headers: {}, body: new EncodedBody(Buffer.from(html), 'text/html') });

describe('the anonymous page cache', () => {
  it('serves a page until its time is up', () => {
    let now = 0;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1e6, version: () => 1, now: () => now });
    cache.set('/', page('<h1>home</h1>'));
    now = 59_999;
    expect(cache.get('/')?.body.raw.toString()).toBe('<h1>home</h1>');
    now = 60_000;
    expect(cache.get('/')).toBeUndefined();
  });

  it('drops pages rendered before the catalogue changed', () => {
    let version = 1;
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 1e6, version: () => version });
    cache.set('/products/a', page('old price'));
    version = 2;
    expect(cache.get('/products/a')).toBeUndefined();
  });

  it('evicts the least recently used page when full', () => {
    const cache = new PageCache({ ttlMs: 60_000, maxBytes: 10, version: () => 1 });
    cache.set('/a', page('aaaa'));
    cache.set('/b', page('bbbb'));
    cache.get('/a');
    cache.set('/c', page('cccc'));
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')).toBeDefined();
    expect(cache.get('/c')).toBeDefined();
  });

  it('compresses a body once and reuses it', () => {
    const body = new EncodedBody(Buffer.from('<p>' + 'Laddu Gopal poshak '.repeat(200) + '</p>'), 'text/html');
    const first = body.encoded('br');
    expect(first.length).toBeLessThan(body.raw.length / 5);
    expect(body.encoded('br')).toBe(first);
  });
});
