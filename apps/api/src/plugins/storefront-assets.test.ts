import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webClientDir } from '../paths';
import { createStorefrontApp, NOT_BUILT_MESSAGE, storefrontBuilt } from '../security/storefront-app';

// Hashed scripts are compressed once by the build (brotli 11, gzip 9) and sent as they are.
describe.skipIf(!storefrontBuilt)('hashed assets', () => {
  let shop: Awaited<ReturnType<typeof createStorefrontApp>>;
  let url: string;
  let raw: Buffer;

  beforeAll(async () => {
    shop = await createStorefrontApp();
    // The largest script: the one where the compression level shows.
    const assets = path.join(webClientDir, 'assets');
    const largest = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .sort((a, b) => fs.statSync(path.join(assets, b)).size - fs.statSync(path.join(assets, a)).size)[0]!;
    url = `/assets/${largest}`;
    raw = fs.readFileSync(path.join(assets, largest));
  }, 120_000);
  afterAll(() => shop?.close());

  it('go out as the build compressed them, smaller than per-request brotli would make them', async () => {
    const res = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload)).toEqual(raw);
    const quick = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
    expect(res.rawPayload.length).toBeLessThan(quick.length * 0.95);
  });

  it('go to clients without brotli as gzip, or plain', async () => {
    const gzip = await shop.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload)).toEqual(raw);
    const plain = await shop.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload).toEqual(raw);
  });

  it('start, where they hold the framework, with the hint to compile them while they download', () => {
    // Decision 30: React DOM runs almost whole while a page hydrates; it is in the framework chunk
    // with React and React Router (decision 0156).
    const assets = path.join(webClientDir, 'assets');
    const hinted = fs
      .readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .filter((name) => fs.readFileSync(path.join(assets, name), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'));
    expect(hinted.some((name) => name.startsWith('framework-'))).toBe(true);
    expect(hinted.length).toBeLessThanOrEqual(4);
  });
});

if (!storefrontBuilt) console.log(`[assets] skipped: ${NOT_BUILT_MESSAGE}`);
