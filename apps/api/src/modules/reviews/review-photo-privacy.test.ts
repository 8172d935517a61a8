import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReview } from '@shop/shared/contracts/reviews';
import { createAdmin, createShopper, pickVariants, type Shopper } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { jpegWithLocation, orderOf, reviewForm } from './review-test-kit';

// A shopper's photo is on the shop's own address: until the owner approves its review (and again
// once they hide or reject it) nobody but its author and the owner may load it, and no cache may
// keep it, whether the pictures are on disk or in a bucket behind a CDN.

let directory: string;
let bucket: S3rver;
let bucketEnv: Record<string, string>;

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'review-photo-privacy-'));
  bucket = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(directory, 's3'),
    configureBuckets: [{ name: 'shop-pictures', configs: [] }],
  });
  const { port } = await bucket.run();
  bucketEnv = {
    S3_BUCKET: 'shop-pictures',
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-south-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
    IMAGE_CDN_URL: 'https://pictures.example.in',
  };
});
afterAll(async () => {
  await bucket?.close();
  await fs.rm(directory, { recursive: true, force: true });
});

describe.each([
  ['on disk', () => ({ DATA_DIR: path.join(directory, 'data') })],
  ['in a bucket behind a CDN', () => bucketEnv],
])('review photos %s', (_, env) => {
  let t: TestApp;
  let owner: Shopper;

  beforeAll(async () => {
    t = await createTestApp({ env: env() });
    owner = await createAdmin(t);
  });
  afterAll(() => t?.close());

  it('are shown to their author and the owner only until approved, and to nobody else once hidden', async () => {
    const [item] = await pickVariants(t, 1);
    const author = await createShopper(t, 'author');
    await orderOf(t, author, item!);
    const written = await author.request({
      method: 'POST',
      url: '/api/v1/user/reviews',
      ...reviewForm({ productId: item!.productId, rating: 5 }, [await jpegWithLocation()]),
    });
    expect(written.statusCode, written.body).toBe(201);
    const { _id: id, photos } = (written.json() as { review: OwnReview }).review;
    const src = photos[0]!.large;
    const stranger = await createShopper(t, 'stranger');
    const visitor = { request: (options: { url: string }) => t.app.inject(options) };
    const load = (who: Pick<Shopper, 'request'>) => who.request({ method: 'GET', url: src });

    const seenBy = async (who: Pick<Shopper, 'request'>) => {
      const res = await load(who);
      return res.statusCode === 200
        ? { status: 200, cache: res.headers['cache-control'], type: res.headers['content-type'] }
        : { status: res.statusCode, code: (res.json() as { code: string }).code };
    };
    const privately = { status: 200, cache: 'private, no-store', type: 'image/webp' };
    const notFound = { status: 404, code: 'ROUTE_NOT_FOUND' };

    expect(await seenBy(author)).toEqual(privately);
    expect(await seenBy(owner)).toEqual(privately);
    expect(await seenBy(visitor)).toEqual(notFound);
    expect(await seenBy(stranger)).toEqual(notFound);
    expect((await load(author)).rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    for (const spelling of ['/images//reviews/', '/images/./reviews/', '/images/products/../reviews/']) {
      const url = src.replace('/images/reviews/', spelling);
      expect((await t.app.inject({ url })).statusCode, url).toBe(404);
    }

    const moderate = async (step: string) => {
      const res = await owner.request({ method: 'POST', url: `/api/v1/admin/reviews/${id}/${step}` });
      expect(res.statusCode, res.body).toBe(200);
    };
    await moderate('approve');
    const shown = { status: 200, cache: 'public, max-age=300', type: 'image/webp' };
    expect(await seenBy(visitor)).toEqual(shown);
    expect(await seenBy(stranger)).toEqual(shown);

    await moderate('hide');
    expect(await seenBy(visitor)).toEqual(notFound);
    expect(await seenBy(stranger)).toEqual(notFound);
    expect(await seenBy(owner)).toEqual(privately);
    // What the owner was sent is kept nowhere the next visitor could be given it.
    expect(await seenBy(visitor)).toEqual(notFound);
  });
});
