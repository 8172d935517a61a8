import type { Product, ProductResponse } from '@shop/shared/contracts/catalogue';
import sharp from 'sharp';
import { addToCart, homepageProducts, PRICED_FOR_COD } from './fixtures/catalogue';
import { checkOutOnline, deliverOrder } from './fixtures/checkout';
import { expectNoAxeViolations } from './fixtures/page-checks';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// A buyer rates what was delivered, with a photo; the owner approves it; a visitor sees it on the
// product page with the photo, and the product's rating computed from it.

test.use({ ownClientAddress: true });

/** A home-page product nobody has reviewed yet (no stars), with a size priced for the sandbox. */
async function unratedProduct(request: APIRequestContext): Promise<Product> {
  for (const { slug } of await homepageProducts(request)) {
    const response = await request.get(`/api/v1/product/${slug}`);
    const product = ((await response.json()) as ProductResponse).data;
    const size = product.variants.find(
      (v) => v.stock >= 1 && v.price >= PRICED_FOR_COD.minPrice && v.price <= PRICED_FOR_COD.maxPrice,
    );
    if (product.ratings.count === 0 && size) return product;
  }
  throw new Error('No unrated product on the home page');
}

async function productJsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).find((ld) => ld['@type'] === 'Product');
}

test('A buyer reviews a delivered order with a photo, and once approved every visitor sees it', async ({
  page,
  signedInShopper: _,
  ownerRequest,
  ownerPage: admin,
  newVisitorPage,
}) => {
  test.setTimeout(180_000);
  const product = await unratedProduct(page.request);
  const size = product.variants.find((v) => v.stock >= 1 && v.price >= PRICED_FOR_COD.minPrice)!;

  // Before any review the product shows no stars and publishes no rating.
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  const ratingLink = (on: Page) => on.locator('a[href="#reviews"]');
  await expect(ratingLink(page)).toHaveCount(0);
  expect(await productJsonLd(page)).not.toHaveProperty('aggregateRating');

  await addToCart(page.request, product, size);
  const orderId = await checkOutOnline(page);

  // Not delivered yet: the server refuses a review.
  const early = await page.request.post('/api/v1/user/reviews', { data: { productId: product._id, rating: 5 } });
  expect(early.status()).toBe(403);

  // The owner ships and delivers it.
  await deliverOrder(ownerRequest, orderId, 'DLV-E2E-REVIEW');

  // The order page offers to rate the delivered line; the form takes stars, words and a photo.
  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('link', { name: `Rate this product ${product.name}` }).click();
  await expect(page.getByRole('heading', { name: 'Rate this product' })).toBeVisible();
  await expect(page.getByText(`in size ${size.size}`)).toBeVisible();
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please choose from 1 to 5 stars');
  await page.getByText('Excellent').click();
  await page.getByLabel('Title (optional)').fill('Perfect for our Thakur Ji');
  await page.getByLabel('Your review (optional)').fill('The zari is fine and the size was exactly right.');
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#b0303c' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(/Photos of the dress/)
    .setInputFiles({ name: 'thakur-ji.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expectNoAxeViolations(page, 'review form');
  await page.getByRole('button', { name: 'Submit review' }).click();
  await expect(page.getByText('Your review will appear once the shop has checked it')).toBeVisible();

  // Waiting for the owner: nobody sees it yet.
  const waiting = await page.request.get(`/api/v1/products/${product._id}/reviews`);
  expect(((await waiting.json()) as { total: number }).total).toBe(0);

  // The owner approves it from the queue.
  await admin.goto('/admin/reviews');
  const card = admin.getByRole('listitem').filter({ hasText: 'Perfect for our Thakur Ji' });
  await expect(card).toContainText(product.name);
  await expect(card.getByRole('img', { name: 'Photo 1 of the review' })).toBeVisible();
  await expectNoAxeViolations(admin, 'review queue');
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Review published')).toBeVisible();

  // A visitor sees the review, its photo, the buyer's size and the computed rating.
  const guest = await newVisitorPage();
  await guest.goto(`/products/${product.slug}`);
  await expect(ratingLink(guest)).toHaveText('(1 review)');
  const reviews = guest.getByRole('region', { name: 'Reviews from buyers' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('5.0', { exact: true })).toBeVisible();
  await expect(reviews.getByRole('row', { name: /5 star/ })).toContainText('1');
  await expect(reviews.getByRole('heading', { name: 'Perfect for our Thakur Ji' })).toBeVisible();
  await expect(reviews.getByText(`Verified buyer · size ${size.size}`, { exact: false })).toBeVisible();
  const strip = reviews.getByRole('list', { name: 'Photos from buyers' }).getByRole('img');
  await expect(strip).toHaveCount(1);
  await expect(strip).toHaveAttribute('src', /^\/images\/reviews\/.+\.webp$/);
  await expectNoAxeViolations(guest, 'product page with a review');
  await strip.click();
  await expect(guest.getByRole('dialog')).toBeVisible();
  await guest.keyboard.press('Escape');

  const ld = await productJsonLd(guest);
  expect(ld?.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
  expect(ld?.review).toEqual([expect.objectContaining({ name: 'Perfect for our Thakur Ji' })]);

  // A guest who finds it helpful is asked to log in: told in place once the reviews have woken
  // (they hydrate after the first paint), or taken to the login page, coming back here, before.
  await reviews.getByRole('button', { name: 'Helpful (0)' }).click();
  const loginPage = guest.getByRole('heading', { name: 'Login', level: 1 });
  await expect(reviews.getByRole('alert').or(loginPage)).toBeVisible();
  if (await loginPage.isVisible()) {
    expect(new URL(guest.url()).searchParams.get('redirect')).toBe(`/products/${product.slug}`);
  } else {
    await expect(reviews.getByRole('alert')).toContainText('log in');
  }
});
