import zlib from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { EncodedBody, encodingFor } from './encoded-body';

// A listing-like answer: the same field names, different words and numbers in each card.
const words = ['poshak', 'mukut', 'jhula', 'singhasan', 'pagdi', 'zari', 'gota', 'kundan', 'cotton', 'velvet'];
const moreWords = ['Radha', 'Rani', 'Mata', 'maroon', 'pink', 'royal', 'blue', 'heavy', 'festive', 'daily'];
let seed = 7;
const next = () => (seed = (seed * 48271) % 2147483647);
const pick = () => [...words, ...moreWords][next() % 20]!;
const raw = Buffer.from(
  JSON.stringify({
    data: Array.from({ length: 24 }, (_, i) => ({
      _id: `${next()}-${next()}`,
      name: `${pick()} ${pick()} ${pick()} ${pick()} for Laddu Gopal`,
      slug: `${pick()}-${pick()}-${pick()}-${i}`,
      price: next() % 5000,
      images: [{ src: `/images/products/${pick()}-${pick()}-${i}/1-640.webp`, alt: `${pick()} ${pick()} front view` }],
      features: [`${pick()} ${pick()} ${pick()} ${pick()} ${pick()}`, `${pick()} ${pick()} ${pick()}`],
    })),
  }),
);
const decoded = (encoding: 'br' | 'gzip', bytes: Buffer) =>
  encoding === 'br' ? zlib.brotliDecompressSync(bytes) : zlib.gunzipSync(bytes);

describe('EncodedBody', () => {
  it.each(['br', 'gzip'] as const)(
    'sends a body asked for once quickly and one asked again small (%s)',
    async (encoding) => {
      const body = new EncodedBody(raw, 'application/json');
      const first = body.encoded(encoding);
      expect(decoded(encoding, first)).toEqual(raw);
      // Asked again: the same quick bytes at once, the small ones once the thread pool has made them.
      expect(body.encoded(encoding)).toBe(first);
      await vi.waitFor(() => expect(body.encoded(encoding).length).toBeLessThan(first.length));
      expect(decoded(encoding, body.encoded(encoding))).toEqual(raw);
    },
  );

  it('compresses a body made ahead small in both encodings before its first send', async () => {
    const ahead = await EncodedBody.compressedAhead(raw, 'application/xml');
    const once = new EncodedBody(raw, 'application/xml');
    for (const encoding of ['br', 'gzip'] as const) {
      expect(ahead.encoded(encoding).length).toBeLessThan(once.encoded(encoding).length);
      expect(decoded(encoding, ahead.encoded(encoding))).toEqual(raw);
    }
  });
});

describe('Choosing an encoding', () => {
  const body = new EncodedBody(raw, 'application/json');
  const chosen = (acceptEncoding?: string) =>
    encodingFor({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, body);

  it('honours what the client refuses and prefers', () => {
    expect(chosen('br;q=0, gzip')).toBe('gzip');
    expect(chosen('br;q=0')).toBe('identity');
    expect(chosen('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(chosen('gzip, deflate, br')).toBe('br');
    expect(chosen('*')).toBe('br');
    expect(chosen('GZIP')).toBe('gzip');
  });

  it('sends plain bytes when the client names no encoding, or the body is small', () => {
    expect(chosen()).toBe('identity');
    expect(chosen('identity')).toBe('identity');
    expect(
      encodingFor({ headers: { 'accept-encoding': 'br' } }, new EncodedBody(Buffer.from('{}'), 'application/json')),
    ).toBe('identity');
  });
});
