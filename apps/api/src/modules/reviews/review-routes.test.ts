import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type {
  AdminReview,
  MyReviewsResponse,
  OwnReview,
  ReviewHighlightsResponse,
  ReviewListResponse,
} from '@shop/shared/contracts/reviews';
import { auditLog, emailOutbox, reviews, users } from '../../db/schema';
import { createAdmin, createShopper, pickVariants, type Shopper, type TestVariant } from '../../test/shoppers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { askForReviews } from './review-requests';
import { jpegWithLocation, orderOf, pngClaiming, reviewForm, type Upload } from './review-test-kit';

let t: TestApp;
let dataDir: string;
let admin: Shopper;
let items: TestVariant[];
let buyer: Shopper;
let item: TestVariant;
let next = 0;
let reviewsAtStart = -1;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'reviews-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  reviewsAtStart = (await t.db.select().from(reviews)).length;
  admin = await createAdmin(t);
  items = await pickVariants(t, 27);
});
afterAll(async () => {
  await t.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Every test reviews a product nobody else has, so counts start from zero.
  item = items[next++]!;
  buyer = await createShopper(t, 'buyer');
  await orderOf(t, buyer, item);
});

async function write(who: Shopper, fields: Record<string, string | number>, photos: Upload[] = []) {
  return who.request({ method: 'POST', url: '/api/v1/user/reviews', ...reviewForm(fields, photos) });
}

async function writeOk(who: Shopper, fields: Record<string, string | number> = {}, photos: Upload[] = []) {
  const res = await write(who, { productId: item.productId, rating: 5, ...fields }, photos);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { review: OwnReview }).review;
}

async function moderate(id: string, step: string, payload?: object) {
  const res = await admin.request({ method: 'POST', url: `/api/v1/admin/reviews/${id}/${step}`, payload });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { review: AdminReview }).review;
}

async function publicList(query = '') {
  const res = await t.app.inject({ url: `/api/v1/products/${item.productId}/reviews${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReviewListResponse;
}

async function productRatings() {
  const res = await t.app.inject({ url: `/api/v1/product/${item.slug}` });
  return (res.json() as { data: { ratings: { average: number; count: number } } }).data.ratings;
}

async function approvedReviewBy(rating: number) {
  const shopper = await createShopper(t, 'devotee');
  await orderOf(t, shopper, item);
  const review = await writeOk(shopper, { rating });
  await moderate(review._id, 'approve');
  return { shopper, review };
}

describe('writing a review', () => {
  it('starts a shop seeded without its demo with no reviews, so no product shows a rating', async () => {
    expect(reviewsAtStart).toBe(0);
    const res = await t.app.inject({ url: '/api/v1/products' });
    const cards = (res.json() as { data: { ratings: { count: number } }[] }).data;
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.every((card) => card.ratings.count === 0)).toBe(true);
  });

  it('lets a buyer of a delivered order review it; nobody sees it until the owner approves', async () => {
    const review = await writeOk(buyer, { rating: 4, title: 'Fits size 3 well', body: 'Soft fabric, fine zari.' });
    expect(review).toMatchObject({ status: 'pending', rating: 4, size: item.size, photos: [] });

    expect((await publicList()).total).toBe(0);
    expect(await productRatings()).toEqual({ average: 0, count: 0 });

    await moderate(review._id, 'approve');
    const list = await publicList();
    expect(list.summary).toMatchObject({ average: 4, count: 1 });
    expect(list.summary.breakdown).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 0 },
    ]);
    expect(list.reviews[0]).toMatchObject({
      title: 'Fits size 3 well',
      body: 'Soft fabric, fine zari.',
      size: item.size,
    });
    expect(await productRatings()).toEqual({ average: 4, count: 1 });
  });

  it('accepts the form as JSON too', async () => {
    const res = await buyer.request({
      method: 'POST',
      url: '/api/v1/user/reviews',
      payload: { productId: item.productId, rating: 3 },
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('asks a guest to sign in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/reviews',
      payload: { productId: item.productId, rating: 5 },
    });
    expect(res.statusCode).toBe(401);
  });

  it('refuses a shopper who never bought the product', async () => {
    const stranger = await createShopper(t, 'stranger');
    const res = await write(stranger, { productId: item.productId, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'REVIEW_NOT_BUYER',
      message: 'Only shoppers who bought this product can review it',
    });
  });

  it('asks a buyer whose order is still on its way to wait for the delivery', async () => {
    const waiting = await createShopper(t, 'waiting');
    await orderOf(t, waiting, item, null);
    const res = await write(waiting, { productId: item.productId, rating: 5 });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'REVIEW_NOT_DELIVERED' });
  });

  it('allows one review per product: the second is refused and the first can be edited', async () => {
    await writeOk(buyer);
    const res = await write(buyer, { productId: item.productId, rating: 2 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'REVIEW_ALREADY_WRITTEN' });
  });

  it('requires one to five stars and keeps title and text within their limits', async () => {
    for (const fields of [{}, { rating: 0 }, { rating: 6 }, { rating: 'five' }] as Record<string, string | number>[]) {
      const res = await write(buyer, { productId: item.productId, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().fields.rating).toBe('Please choose from 1 to 5 stars');
    }
    const long = await write(buyer, { productId: item.productId, rating: 5, body: 'a'.repeat(2001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields.body).toBe('The review can be at most 2000 characters');
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, buyer.id))).toEqual([]);
  });

  it('sends an edited review back to the owner, taking it off the page meanwhile', async () => {
    const review = await writeOk(buyer, { rating: 5 });
    await moderate(review._id, 'approve');
    expect(await productRatings()).toEqual({ average: 5, count: 1 });

    const res = await buyer.request({
      method: 'PATCH',
      url: `/api/v1/user/reviews/${review._id}`,
      payload: { rating: 2, body: 'The colour faded after one wash.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().review).toMatchObject({ status: 'pending', rating: 2, body: 'The colour faded after one wash.' });
    expect(await productRatings()).toEqual({ average: 0, count: 0 });
  });

  it("answers another shopper's attempt to edit a review as if it did not exist", async () => {
    const review = await writeOk(buyer, { rating: 5, body: 'Beautiful' });
    const intruder = await createShopper(t, 'intruder');
    await orderOf(t, intruder, item);
    const res = await intruder.request({
      method: 'PATCH',
      url: `/api/v1/user/reviews/${review._id}`,
      payload: { rating: 1, body: 'Terrible' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    const [row] = await t.db.select().from(reviews).where(eq(reviews.id, review._id));
    expect(row).toMatchObject({ rating: 5, body: 'Beautiful' });
  });

  it("lists a shopper's delivered products with their reviews and the owner's reason for a rejection", async () => {
    const review = await writeOk(buyer, { rating: 3, body: 'Call me on 98xxxxxx' });
    await moderate(review._id, 'reject', { reason: 'Please leave out phone numbers.' });
    const res = await buyer.request({ url: '/api/v1/user/reviews' });
    const mine = res.json() as MyReviewsResponse;
    expect(mine.products).toEqual([
      expect.objectContaining({
        productId: item.productId,
        size: item.size,
        review: expect.objectContaining({ status: 'rejected', rejectionReason: 'Please leave out phone numbers.' }),
      }),
    ]);
    expect((await publicList()).total).toBe(0);
  });
});

describe('moderation', () => {
  it('records every step in the audit log and shows the reply under the review', async () => {
    const review = await writeOk(buyer, { rating: 4 });
    await moderate(review._id, 'approve');
    await moderate(review._id, 'reply', { reply: 'Thank you! Jai Shri Krishna.' });
    expect((await publicList()).reviews[0]?.reply).toBe('Thank you! Jai Shri Krishna.');
    await moderate(review._id, 'hide');
    expect((await publicList()).total).toBe(0);
    expect(await productRatings()).toEqual({ average: 0, count: 0 });

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'review'), eq(auditLog.entityId, review._id)));
    expect(audit.map((a) => [a.action, a.actorUserId])).toEqual([
      ['review.approve', admin.id],
      ['review.reply', admin.id],
      ['review.hide', admin.id],
    ]);
  });

  it('signs a review by an account without a name with the first name its order went to', async () => {
    const phone = `+9196${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const phoneBuyer = await createShopper(t, 'phone-buyer', { phone });
    await orderOf(t, phoneBuyer, item);
    const review = await writeOk(phoneBuyer);
    expect(review.author).toBe('Meera');

    const queue = await admin.request({ url: '/api/v1/admin/reviews?status=pending' });
    const mine = (queue.json() as { reviews: AdminReview[] }).reviews.find((r) => r._id === review._id);
    expect(mine).toMatchObject({ author: 'Meera', authorEmail: '', authorPhone: phone });
  });

  it('lists waiting reviews for the owner and refuses steps out of order', async () => {
    const review = await writeOk(buyer, { title: '<b>Lovely</b>' });
    const queue = await admin.request({ url: '/api/v1/admin/reviews?status=pending' });
    const mine = (queue.json() as { reviews: AdminReview[] }).reviews.find((r) => r._id === review._id);
    // Text is kept as the shopper typed it, to be shown as text.
    expect(mine).toMatchObject({ title: '<b>Lovely</b>', authorEmail: buyer.email, productSlug: item.slug });

    const hide = await admin.request({ method: 'POST', url: `/api/v1/admin/reviews/${review._id}/hide` });
    expect(hide.statusCode).toBe(409);
    expect(hide.json()).toMatchObject({ code: 'REVIEW_NOT_APPROVED' });
    const noReason = await admin.request({
      method: 'POST',
      url: `/api/v1/admin/reviews/${review._id}/reject`,
      payload: { reason: ' ' },
    });
    expect(noReason.statusCode).toBe(400);
  });

  it('keeps the queue from shoppers and guests', async () => {
    expect((await buyer.request({ url: '/api/v1/admin/reviews' })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/admin/reviews' })).statusCode).toBe(401);
    const review = await writeOk(buyer);
    const res = await buyer.request({ method: 'POST', url: `/api/v1/admin/reviews/${review._id}/approve` });
    expect(res.statusCode).toBe(403);
  });
});

describe('the product page', () => {
  it('averages approved reviews, sorts them, and pages them on the server', async () => {
    const first = await approvedReviewBy(5);
    const second = await approvedReviewBy(3);
    await approvedReviewBy(4);
    const voter = await createShopper(t, 'voter');
    const vote = await voter.request({ method: 'POST', url: `/api/v1/reviews/${second.review._id}/helpful` });
    expect(vote.json()).toEqual({ success: true, helpfulCount: 1 });

    const newest = await publicList();
    expect(newest.summary).toMatchObject({ average: 4, count: 3 });
    expect(newest.reviews.map((r) => r.rating)).toEqual([4, 3, 5]);
    expect((await publicList('?sort=helpful')).reviews[0]?._id).toBe(second.review._id);
    expect(await productRatings()).toEqual({ average: 4, count: 3 });

    for (let i = 0; i < 8; i += 1) await approvedReviewBy(5);
    const page2 = await publicList('?page=2');
    expect(page2).toMatchObject({ page: 2, pages: 2, total: 11 });
    expect(page2.reviews.map((r) => r._id)).toEqual([first.review._id]);
  });

  it('counts a shopper as finding a review helpful once, and never their own', async () => {
    const { shopper, review } = await approvedReviewBy(5);
    const own = await shopper.request({ method: 'POST', url: `/api/v1/reviews/${review._id}/helpful` });
    expect(own.json()).toMatchObject({ code: 'REVIEW_OWN_HELPFUL' });
    expect((await buyer.request({ method: 'POST', url: `/api/v1/reviews/${review._id}/helpful` })).statusCode).toBe(
      200,
    );
    const again = await buyer.request({ method: 'POST', url: `/api/v1/reviews/${review._id}/helpful` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'REVIEW_ALREADY_HELPFUL' });
    expect((await publicList()).reviews[0]?.helpfulCount).toBe(1);
    const guest = await t.app.inject({ method: 'POST', url: `/api/v1/reviews/${review._id}/helpful` });
    expect(guest.statusCode).toBe(401);
  });
});

describe('reviews on Hindi pages', () => {
  it('name the idol and the product in Hindi', async () => {
    const nameless = await createShopper(t, 'nameless');
    await t.db.update(users).set({ name: '' }).where(eq(users.id, nameless.id));
    await orderOf(t, nameless, item, 40);
    const review = await writeOk(nameless, { rating: 5, body: 'Very pretty' });
    await moderate(review._id, 'approve');
    const inHindi = { 'accept-language': 'hi' };

    const list = await t.app.inject({ url: `/api/v1/products/${item.productId}/reviews`, headers: inHindi });
    const [shown] = (list.json() as ReviewListResponse).reviews;
    // An account made with a phone has no name of its own: the name its order was delivered to signs.
    expect(shown).toMatchObject({ author: 'Meera', body: 'Very pretty', untranslated: [] });
    expect(shown!.deity).toMatch(/^\p{Script=Devanagari}/u);
    expect((await publicList()).reviews[0]).toMatchObject({ author: 'Meera' });

    const quotes = await t.app.inject({ url: '/api/v1/reviews/highlights', headers: inHindi });
    const quote = (quotes.json() as ReviewHighlightsResponse).reviews.find((r) => r._id === review._id);
    expect(quote).toMatchObject({ author: 'Meera', productSlug: item.slug, untranslated: [] });
    expect(quote!.productName).not.toBe(item.name);
    expect(quote!.productName).toMatch(/\p{Script=Devanagari}/u);
  });
});

describe('the home page', () => {
  async function highlights() {
    const res = await t.app.inject({ url: '/api/v1/reviews/highlights' });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, reviews: (res.json() as ReviewHighlightsResponse).reviews };
  }

  async function reviewBy(shopper: Shopper, fields: Record<string, string | number>, product = item) {
    // Delivered long ago, so the review requests tested below do not reach these orders.
    await orderOf(t, shopper, product, 40);
    const res = await write(shopper, { productId: product.productId, ...fields });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { review: OwnReview }).review;
  }

  it('quotes the newest approved 4 and 5 star reviews with text, one per shopper, eight at most', async () => {
    const shoppers: Shopper[] = [];
    for (let i = 1; i <= 9; i++) {
      const shopper = await createShopper(t, `quoted-${i}`);
      await t.db
        .update(users)
        .set({ name: `Devotee${i} Sharma` })
        .where(eq(users.id, shopper.id));
      shoppers.push(shopper);
      await moderate((await reviewBy(shopper, { rating: i % 2 ? 5 : 4, body: `Quote ${i}` }))._id, 'approve');
    }
    // Newer than all of those, and none of them worth quoting.
    await reviewBy(await createShopper(t, 'waiting'), { rating: 5, body: 'Still waiting' });
    const turnedDown = await reviewBy(await createShopper(t, 'turned-down'), { rating: 5, body: 'Turned down' });
    await moderate(turnedDown._id, 'reject', { reason: 'A phone number in the text' });
    for (const [rating, body] of [
      [3, 'Three stars'],
      [5, ''],
    ] as const) {
      await moderate((await reviewBy(await createShopper(t, 'unquoted'), { rating, body }))._id, 'approve');
    }

    const first = await highlights();
    expect(first.reviews.map((r) => r.body)).toEqual([9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Quote ${i}`));
    expect(first.reviews[0]).toMatchObject({
      rating: 5,
      author: 'Devotee9',
      size: item.size,
      productName: item.name,
      productSlug: item.slug,
    });
    for (const shopper of shoppers) {
      expect(first.body).not.toContain(shopper.email);
      expect(first.body).not.toContain(shopper.id);
    }
    expect(first.body).not.toContain('Sharma');

    // The eighth shopper's newer review of another product replaces their first; hiding the
    // newest takes it off at once, and the next one in line comes back.
    await moderate((await reviewBy(shoppers[7]!, { rating: 4, body: 'Quote 8 again' }, items[26]))._id, 'approve');
    const hidden = first.reviews[0]!;
    await moderate(hidden._id, 'hide');
    const after = await highlights();
    expect(after.reviews.map((r) => r.body)).toEqual([
      'Quote 8 again',
      'Quote 7',
      'Quote 6',
      'Quote 5',
      'Quote 4',
      'Quote 3',
      'Quote 2',
      'Quote 1',
    ]);
    expect(after.reviews[0]).toMatchObject({ productSlug: items[26]!.slug });
  });
});

describe('photos', () => {
  it('stores a photo as WebP at the shop widths with its location stripped, first in the photo sort', async () => {
    const plain = await approvedReviewBy(5);
    const photo = await jpegWithLocation();
    expect((await sharp(photo.data).metadata()).exif).toBeDefined();
    const review = await writeOk(buyer, { rating: 5 }, [photo]);
    expect(review.photos).toHaveLength(1);
    await moderate(review._id, 'approve');

    const list = await publicList('?sort=photos');
    expect(list.reviews.map((r) => r._id)).toEqual([review._id, plain.review._id]);
    expect(list.summary.photos).toHaveLength(1);
    const large = list.reviews[0]!.photos[0]!.large;
    const stored = await sharp(path.join(dataDir, 'images', large.replace('/images/', ''))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(stored.exif).toBeUndefined();
  });

  it("accepts an iPhone's HEIC photo (HEVC, which sharp alone cannot decode) and stores it as WebP", async () => {
    const heic = await fs.readFile(path.join(import.meta.dirname, 'fixtures', 'iphone-photo.heic'));
    expect(await sharp(heic).metadata()).toMatchObject({ format: 'heif', compression: 'hevc' });
    const review = await writeOk(buyer, { rating: 5 }, [{ data: heic, type: 'image/heic', name: 'IMG_0001.HEIC' }]);
    const large = review.photos[0]!.large;
    const stored = await sharp(path.join(dataDir, 'images', large.replace('/images/', ''))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 960, height: 720 });
  });

  it('refuses a file that is not a photo, whatever it claims to be', async () => {
    const pdf = await write(buyer, { productId: item.productId, rating: 5 }, [
      { data: Buffer.from('%PDF-1.4'), type: 'application/pdf' },
    ]);
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toMatchObject({ code: 'REVIEW_PHOTO_TYPE', message: 'Photos must be JPEG, PNG, WebP or HEIC' });
    const renamed = await write(buyer, { productId: item.productId, rating: 5 }, [
      { data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), type: 'image/jpeg' },
    ]);
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json()).toMatchObject({ code: 'REVIEW_PHOTO_TYPE' });
    expect(await t.db.select().from(reviews).where(eq(reviews.userId, buyer.id))).toEqual([]);
  });

  it('refuses a photo over 10 MB', async () => {
    const res = await write(buyer, { productId: item.productId, rating: 5 }, [
      { data: Buffer.alloc(10 * 1024 * 1024 + 1, 1), type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'REVIEW_PHOTO_TOO_LARGE', message: 'Each photo can be at most 10 MB' });
  });

  it('refuses a small file that claims an enormous picture', async () => {
    const res = await write(buyer, { productId: item.productId, rating: 5 }, [await pngClaiming(30_000, 30_000)]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'REVIEW_PHOTO_TOO_MANY_PIXELS',
      message: 'This photo is too large: at most 50 megapixels',
    });
  });

  it('takes at most four photos', async () => {
    const photo = await jpegWithLocation();
    const res = await write(buyer, { productId: item.productId, rating: 5 }, Array(5).fill(photo));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'REVIEW_PHOTO_TOO_MANY', message: 'You can add at most 4 photos' });
  });
});

describe('asking for a review', () => {
  it('emails a shopper once, a few days after delivery (not for old orders), with a link for each product', async () => {
    const recent = await createShopper(t, 'recent');
    await orderOf(t, recent, item, 1);
    const longAgo = await createShopper(t, 'long-ago');
    await orderOf(t, longAgo, item, 40);
    const asked = await createShopper(t, 'asked');
    const orderId = await orderOf(t, asked, item, 4);

    await askForReviews(t.db, 'https://shop.example');
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, asked.email));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.template).toBe('review-request');
    expect(mail[0]!.text).toContain(`https://shop.example/dashboard/reviews/${item.productId}`);
    expect(mail[0]!.subject).toContain(orderId.slice(0, 8).toUpperCase());
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, recent.email))).toEqual([]);
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, longAgo.email))).toEqual([]);

    await askForReviews(t.db, 'https://shop.example');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, asked.email))).toHaveLength(1);
  });

  it('does not ask for what the shopper has already reviewed', async () => {
    await writeOk(buyer);
    await askForReviews(t.db, 'https://shop.example');
    expect(await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, buyer.email))).toEqual([]);
  });
});
