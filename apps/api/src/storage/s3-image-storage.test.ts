import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { previewImageUrl } from '@shop/shared/preview-image';
import { ConfigError, loadConfig } from '../config';
import { imageStorageFor } from '../db/bootstrap';
import { products } from '../db/schema';
import { CATALOGUE } from '../db/seed/catalogue-data';
import { writeProductImages } from '../db/seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { createAdmin, type Shopper } from '../test/shoppers';
import { backupService } from '../modules/backups/backup-service';
import type { S3ImageStorage } from './s3-image-storage';

// Pictures in an S3-compatible bucket (here s3rver, started by the suite), so that every instance
// of the shop sees every picture: the seed and the owner's uploads go there and /images/* serves them.

const BUCKET = 'shop-pictures';
let server: S3rver;
let directory: string;
let env: Record<string, string>;
let storage: S3ImageStorage;

beforeAll(async () => {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3rver-'));
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  env = {
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const configured = imageStorageFor(loadConfig({ ...env, NODE_ENV: 'test' }));
  if (configured.kind !== 's3') throw new Error('S3_BUCKET did not choose the bucket');
  storage = configured;
});
afterAll(async () => {
  storage?.close();
  await server?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

async function png(colour: { r: number; g: number; b: number }): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

describe('Pictures in an S3-compatible bucket', () => {
  let t: TestApp;
  let owner: Shopper;

  beforeAll(async () => {
    t = await createTestApp({ env });
    owner = await createAdmin(t);
  });
  afterAll(() => t?.close());

  const upload = async (productId: string, data: Buffer) => {
    const boundary = '----shopboundary';
    return owner.request({
      method: 'POST',
      url: `/api/v1/admin/products/${productId}/images`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        data,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it('The seed writes every picture of a product, and its link-preview JPEG, into the bucket', async () => {
    const [product] = CATALOGUE.products;
    expect(await writeProductImages(storage, [product!])).toBe(product!.art.views.length);
    // A second seed finds them there and renders nothing.
    expect(await writeProductImages(storage, [product!])).toBe(0);
    const preview = await storage.get(`products/${product!.slug}/1-og.jpg`);
    expect((await sharp(preview!).metadata()).format).toBe('jpeg');
  }, 60_000);

  it("An owner's upload is stored in the bucket and served at /images with the local files' headers", async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const res = await upload(product!.id, await png({ r: 200, g: 80, b: 20 }));
    expect(res.statusCode, res.body).toBe(201);
    const src = (res.json() as { product: { images: { src: string }[] } }).product.images.at(-1)!.src;
    expect(src).toMatch(/^\/images\/.+\.webp$/);

    const served = await t.app.inject({ method: 'GET', url: src });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    expect(served.rawPayload).toEqual(await storedBytes(src));

    // A browser holding it asks again with its ETag and is told it has not changed.
    const again = await t.app.inject({
      method: 'GET',
      url: src,
      headers: { 'if-none-match': String(served.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it("An owner's upload gets its link-preview JPEG in the bucket, served as image/jpeg with the long cache", async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const res = await upload(product!.id, await png({ r: 120, g: 30, b: 90 }));
    const src = (res.json() as { product: { images: { src: string }[] } }).product.images.at(-1)!.src;
    const previewUrl = previewImageUrl(src)!;
    expect(previewUrl).toMatch(/^\/images\/.+-og\.jpg$/);

    const served = await t.app.inject({ method: 'GET', url: previewUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toBe('public, max-age=2592000');
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    expect(served.rawPayload.length).toBeLessThan(300_000);
  });

  it('A picture replaced under its key is served as the new one', async () => {
    const key = 'products/replaced/1-320.webp';
    await storage.put(
      key,
      await sharp(await png({ r: 10, g: 10, b: 10 }))
        .webp()
        .toBuffer(),
    );
    const replacement = await sharp(await png({ r: 250, g: 250, b: 250 }))
      .webp()
      .toBuffer();
    await storage.put(key, replacement);
    const served = await t.app.inject({ method: 'GET', url: `/images/${key}` });
    expect(served.rawPayload).toEqual(replacement);
  });

  it('A deleted picture, and one that never was, answer 404 like a missing local file', async () => {
    const [product] = await t.db.select({ id: products.id }).from(products).limit(1);
    const res = await upload(product!.id, await png({ r: 20, g: 120, b: 60 }));
    const image = (res.json() as { product: { images: { id: string; src: string }[] } }).product.images.at(-1)!;
    expect((await t.app.inject({ method: 'GET', url: image.src })).statusCode).toBe(200);

    const removed = await owner.request({
      method: 'DELETE',
      url: `/api/v1/admin/products/${product!.id}/images/${image.id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await storage.exists(image.src.slice('/images/'.length))).toBe(false);

    for (const url of [image.src, '/images/products/never/1-320.webp', '/images/../secret.webp']) {
      const missing = await t.app.inject({ method: 'GET', url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json(), url).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    }
  });

  it('A backup takes the pictures from the bucket and goes there under backups/, never served at /images', async () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-s3-backup-'));
    const older = 'backups/shop-backup-20000101-000000Z.tar.gz';
    fs.writeFileSync(path.join(work, 'older'), 'an older backup');
    await storage.putFile(older, path.join(work, 'older'));
    const config = loadConfig({
      ...env,
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'data'),
      BACKUP_KEEP: '1',
      ...(t.database.url ? { DATABASE_URL: t.database.url } : {}),
    });
    try {
      const quiet = () => undefined;
      const made = await backupService({
        config,
        database: t.database,
        images: storage,
        log: { info: quiet, warn: quiet },
      }).backUp();
      expect(made.uploaded).toBe(true);
      const kept: string[] = [];
      for await (const key of storage.keys('backups/')) kept.push(key);
      expect(kept).toEqual([`backups/${made.file}`]);
      expect((await t.app.inject({ url: `/images/backups/${made.file}` })).statusCode).toBe(404);

      const entries: string[] = [];
      await tar.list({ file: made.path, onReadEntry: (entry) => entries.push(entry.path) });
      expect(entries.some((entry) => entry.startsWith('images/products/'))).toBe(true);
      expect(entries.some((entry) => entry.startsWith('images/backups/'))).toBe(false);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);

  async function storedBytes(src: string): Promise<Buffer> {
    const found = await storage.get(src.slice('/images/'.length));
    if (!found) throw new Error(`${src} is not in the bucket`);
    return found;
  }
});

describe('Pictures behind a CDN', () => {
  it('/images/* sends the browser to the CDN address of the same key', async () => {
    const t = await createTestApp({ seed: false, env: { ...env, IMAGE_CDN_URL: 'https://pictures.example.in/shop/' } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/images/products/mukut/1-640.webp' });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe('https://pictures.example.in/shop/products/mukut/1-640.webp');
    } finally {
      await t.close();
    }
  });
});

describe('Object storage settings', () => {
  it('A shop started with a bucket but no region and half a key pair stops with both problems listed', () => {
    let problems: string[] = [];
    try {
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' });
    } catch (error) {
      if (error instanceof ConfigError) problems = error.problems;
    }
    expect(problems).toEqual([
      expect.stringMatching(/^S3_REGION: S3_REGION is required/),
      expect.stringMatching(/^S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/),
    ]);
  });

  it('Settings for a bucket without S3_BUCKET are refused rather than ignored', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_REGION: 'ap-south-1' })).toThrow(/S3_REGION needs S3_BUCKET/);
  });

  it('Without S3_BUCKET pictures stay on local disk', () => {
    expect(imageStorageFor(loadConfig({ NODE_ENV: 'test' })).kind).toBe('local');
  });
});
