import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnReview } from '@shop/shared/contracts/reviews';
import { AppError } from '../../app-error';
import { reviews } from '../../db/schema';
import { decodePicture } from '../../storage/picture-decoding';
import { createShopper, pickVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { heicGrid, IPHONE_HEIC, orderOf, reviewForm, type Upload } from './review-test-kit';

// Photos cost the shop far more to decode than to send: a 12 kB HEIC may be a grid of hundreds of
// tiles. Whatever a shopper sends, the rest of the shop keeps answering.

let t: TestApp;
let dataDir: string;
let items: TestVariant[];

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'review-photos-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  items = await pickVariants(t, 3);
  // The first health check waits for the catalogue to be read; the ones measured below do not.
  expect((await t.app.inject({ url: '/api/v1/health' })).statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function buyerOf(item: TestVariant): Promise<Shopper> {
  const buyer = await createShopper(t, 'buyer');
  await orderOf(t, buyer, item);
  return buyer;
}

/**
 * Milliseconds of CPU the event loop's own thread has used (Linux counts them in ticks of 10 ms).
 * A health check waits for whatever this thread is doing; on a busy machine it may also wait for
 * the processor, which no fix of the shop's can change, so the waits are measured in this time.
 */
function eventLoopCpuMs(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  // After the name in parentheses: state is field 3, utime and stime are fields 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * Asks /api/v1/health again and again, each time the event loop comes round, while `work` runs.
 * The most the event loop worked between two answers is the longest a health check could have
 * waited, had it arrived at the worst moment.
 */
async function whileCheckingHealth<T>(work: Promise<T>) {
  let finished = false;
  const answer = work.finally(() => (finished = true));
  let last = eventLoopCpuMs();
  let longestWaitMs = 0;
  for (let checks = 0; !finished || checks < 3; checks += 1) {
    const health = await t.app.inject({ url: '/api/v1/health' });
    expect(health.statusCode).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const now = eventLoopCpuMs();
    longestWaitMs = Math.max(longestWaitMs, now - last);
    last = now;
  }
  return { answer: await answer, longestWaitMs };
}

/**
 * Decoding one grid of 255 tiles took the event loop about 110 ms of CPU on a 2-core machine (and
 * seconds of waiting when the machine was busy): a health check waits for at most half that.
 */
const WAIT_MS = 50;

describe('photos that are costly to decode', () => {
  it('four HEIC grids of 255 tiny tiles are refused, and /health never waits for them', async () => {
    const item = items[0]!;
    const buyer = await buyerOf(item);
    // 255 tiles and the grid: the most items libheif reads in one file.
    const grid = await heicGrid(15, 17);
    expect(grid.data.length).toBeLessThan(13_000);
    expect(await sharp(grid.data).metadata()).toMatchObject({ format: 'heif', width: 2400, height: 2040 });
    const photos: Upload[] = Array(4).fill(grid);

    const posted = await whileCheckingHealth(
      buyer.request({
        method: 'POST',
        url: '/api/v1/user/reviews',
        ...reviewForm({ productId: item.productId, rating: 5 }, photos),
      }),
    );
    expect(posted.longestWaitMs).toBeLessThan(WAIT_MS);
    expect(posted.answer.statusCode).toBe(400);
    expect(posted.answer.json()).toMatchObject({
      code: 'PICTURE_TOO_COMPLEX',
      message: 'This picture takes too long to read. Please send it again as a JPEG or a smaller photo.',
    });

    const written = await buyer.request({
      method: 'POST',
      url: '/api/v1/user/reviews',
      ...reviewForm({ productId: item.productId, rating: 5 }),
    });
    const { review } = written.json() as { review: OwnReview };
    const form = reviewForm({ rating: 4 }, photos);
    const patched = await whileCheckingHealth(
      buyer.request({
        method: 'PATCH',
        url: `/api/v1/user/reviews/${review._id}`,
        headers: { ...form.headers, 'accept-language': 'hi' },
        payload: form.payload,
      }),
    );
    expect(patched.longestWaitMs).toBeLessThan(WAIT_MS);
    expect(patched.answer.statusCode).toBe(400);
    expect(patched.answer.json()).toMatchObject({
      code: 'PICTURE_TOO_COMPLEX',
      message: 'इस तस्वीर को पढ़ने में बहुत समय लग रहा है। कृपया इसे JPEG में या छोटी तस्वीर के रूप में भेजें।',
    });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(row).toMatchObject({ rating: 5 });
  });

  it('HEIC photos a camera cuts into tiles are decoded beside the shop, which keeps answering', async () => {
    const item = items[1]!;
    const buyer = await buyerOf(item);
    const photos: Upload[] = [await heicGrid(3, 3), await heicGrid(2, 2), await heicGrid(3, 2), await heicGrid(3, 3)];
    const { answer, longestWaitMs } = await whileCheckingHealth(
      buyer.request({
        method: 'POST',
        url: '/api/v1/user/reviews',
        ...reviewForm({ productId: item.productId, rating: 5 }, photos),
      }),
    );
    expect(answer.statusCode, answer.body).toBe(201);
    expect(longestWaitMs).toBeLessThan(WAIT_MS);
    const large = (answer.json() as { review: OwnReview }).review.photos[0]!.large;
    const stored = await sharp(path.join(dataDir, 'images', large.replace('/images/', ''))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 720 });
  });

  // A time limit of 0: the limit has passed by the time the decoder takes the photo (a limit of a
  // few milliseconds raced the decoder, which reads this small photo in under one on a quiet machine).
  it('a photo whose decoding time has run out is refused with a clear error', async () => {
    const refusal = await decodePicture(
      await fs.readFile(IPHONE_HEIC),
      {
        formats: ['heif'],
        maxPixels: 1_000_000,
        refuse: () => new AppError('REVIEW_PHOTO_UNREADABLE'),
        timeLimitMs: 0,
      },
      (source) => source.toBuffer(),
    ).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'PICTURE_TOO_COMPLEX', status: 400 });
  });

  it('a shopper writing review after review is stopped after ten in an hour, as is one address after sixty', async () => {
    const buyer = await buyerOf(items[2]!);
    const edit = (who: Shopper, remoteAddress: string) =>
      who.request({
        method: 'PATCH',
        url: '/api/v1/user/reviews/00000000-0000-4000-8000-000000000000',
        payload: { rating: 5 },
        remoteAddress,
      });
    for (let n = 1; n <= 10; n += 1) expect((await edit(buyer, '198.51.100.1')).statusCode).toBe(404);
    const stopped = await edit(buyer, '198.51.100.2');
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(3000);

    const neighbours = await Promise.all(Array.from({ length: 10 }, () => createShopper(t, 'neighbour')));
    for (let n = 0; n < 60; n += 1) expect((await edit(neighbours[n % 10]!, '198.51.100.3')).statusCode).toBe(404);
    expect((await edit(neighbours[0]!, '198.51.100.3')).statusCode).toBe(429);
    expect((await edit(neighbours[0]!, '198.51.100.4')).statusCode).toBe(404);
  });
});
