import type { CartResponse } from '@shop/shared/contracts/cart';
import type { ProductResponse } from '@shop/shared/contracts/catalogue';
import type { ReviewListResponse } from '@shop/shared/contracts/reviews';
import { DEMO_CUSTOMER, logIn } from './fixtures/accounts';
import { chooseSize } from './fixtures/catalogue';
import { collectConsoleErrors } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

// Seeded catalogue (apps/api/src/db/seed/catalogue-data.ts): size 2 has 9 in stock, size 6 none.
const DRESS = '/products/royal-blue-zari-poshak-for-laddu-gopal';
const DRESS_NAME = 'Royal Blue Zari Poshak for Laddu Gopal';
// Sold below its original price.
const DISCOUNTED = '/products/rani-pink-silk-zari-butti-poshak-for-laddu-gopal';

test('A shopper checks the size guide, chooses a size and meets the stock limit', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(DRESS);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(DRESS_NAME);

  const addToCart = page.getByRole('button', { name: 'Add to Cart' });
  const buyNow = page.getByRole('button', { name: 'Buy Now' });
  await expect(addToCart).toBeDisabled();
  await expect(buyNow).toBeDisabled();
  await expect(page.getByText('Please select a size first')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity' })).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Size Guide' });
  await opener.click();
  const guide = page.getByRole('dialog', { name: 'Size Guide' });
  await expect(guide).toBeVisible();
  const rows = guide.getByRole('row');
  await expect(rows).toHaveCount(8);
  await expect(rows.nth(1)).toHaveText(/0\s*1\.75\s*4/);
  await expect(rows.nth(7)).toHaveText(/6\s*4\.40\s*12/);
  await expect(guide.getByText('choose the larger one')).toBeVisible();
  await expect(guide.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  // Focus stays inside the dialog.
  for (let i = 0; i < 4; i += 1) await page.keyboard.press('Tab');
  expect(await guide.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(guide).toBeHidden();
  await expect(opener).toBeFocused();

  const sizes = page.getByRole('radiogroup', { name: /Size/ });
  await expect(sizes.getByRole('radio', { name: /^6/ })).toBeDisabled();
  await sizes.getByText('2', { exact: true }).click();
  await expect(page.getByText('Low Stock - Only 9 left')).toBeVisible();
  await expect(addToCart).toBeEnabled();
  await expect(page.getByText('Please select a size first')).toHaveCount(0);

  const quantity = page.getByRole('group', { name: 'Quantity' });
  const plus = quantity.getByRole('button', { name: 'Increase quantity' });
  const minus = quantity.getByRole('button', { name: 'Decrease quantity' });
  await expect(minus).toBeDisabled();
  for (let i = 0; i < 8; i += 1) await plus.click();
  await expect(quantity.getByRole('status')).toHaveText('9');
  await expect(plus).toBeDisabled();
  await plus.click({ force: true });
  await expect(page.getByText('Only 9 items available')).toBeVisible();
  await expect(quantity.getByRole('status')).toHaveText('9');

  // A new size starts again at 1.
  await sizes.getByText('0', { exact: true }).click();
  await expect(page.getByText('In Stock', { exact: true })).toBeVisible();
  await expect(quantity.getByRole('status')).toHaveText('1');
  expect(errors).toEqual([]);
});

test('A dialog whose code fails to arrive on a flaky network opens once the network recovers', async ({ page }) => {
  await page.goto(DRESS);
  // Every further script request fails, as on a network that drops packets.
  await page.route('**/assets/**', (route) => route.abort('connectionreset'));
  await page.getByRole('button', { name: 'Size Guide' }).click();
  const guide = page.getByRole('dialog', { name: 'Size Guide' });
  // The page stays as it was while the code cannot come, rather than an error screen.
  await expect(page.getByRole('heading', { level: 1, name: DRESS_NAME })).toBeVisible();
  await expect(guide).toBeHidden();
  await page.unroute('**/assets/**');
  await expect(guide).toBeVisible({ timeout: 15_000 });
});

test('A guest who adds to cart stays on the product with it in the cart drawer, no login asked', async ({ page }) => {
  await page.goto(DRESS);
  await chooseSize(page, '3');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await expect(page).toHaveURL(DRESS);
  const { cart } = (await (await page.request.get('/api/v1/user/user-cart')).json()) as CartResponse;
  expect(cart).toEqual([expect.objectContaining({ selectedSize: '3', quantity: 1 })]);
});

test('A guest who presses Buy Now is sent to log in too', async ({ page }) => {
  await page.goto(DRESS);
  await chooseSize(page, '1');
  await page.getByRole('button', { name: 'Buy Now' }).click();
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(DRESS)}`);
  const pending = await page.evaluate(() => sessionStorage.getItem('pendingAction'));
  expect(JSON.parse(pending ?? '{}')).toMatchObject({ type: 'buy-now', size: '1' });
});

test('A shopper checks delivery to a PIN code', async ({ page }) => {
  await page.goto(DRESS);
  const pin = page.getByLabel('Check delivery to your PIN code');
  const check = page.getByRole('button', { name: 'Check', exact: true });

  await pin.fill('2811');
  await check.click();
  await expect(page.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();

  await pin.fill('999999');
  await check.click();
  await expect(page.getByText('Invalid PIN code')).toBeVisible();

  await pin.clear();
  await pin.pressSequentially('28a1121');
  await expect(pin).toHaveValue('281121');
  await check.click();
  await expect(page.getByText('Delivering to Mathura, Uttar Pradesh 281121')).toBeVisible();
  await expect(page.getByText(/Estimated delivery: \w{3}, \d{1,2} \w{3} – \w{3}, \d{1,2} \w{3}/)).toBeVisible();
  await expect(page.getByText('Cash on delivery available')).toBeVisible();

  await pin.fill('744101');
  await check.click();
  await expect(page.getByText(/Cash on delivery is not available here/)).toBeVisible();
});

test('A discounted product shows the struck-through price and the percent off', async ({ page }) => {
  await page.goto(DISCOUNTED);
  await expect(page.locator('s').first()).toHaveText(/Original price: ₹[\d,]+/);
  await expect(page.getByText(/^\d+% off$/).first()).toBeVisible();
  await expect(
    page.getByRole('table', { name: /Specifications of/ }).getByRole('row', { name: /Shipping Charge/ }),
  ).toHaveText(/Free/);
  const details = page.getByRole('button', { name: 'Additional Details' });
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await details.click();
  await expect(page.getByRole('table', { name: 'Additional details' })).toBeVisible();
});

test('The picture viewer opens full screen and moves with the keyboard', async ({ page }) => {
  await page.goto(DRESS);
  const main = page.getByRole('button', { name: /view full screen/ });
  await main.click();
  const viewer = page.getByRole('dialog', { name: new RegExp(DRESS_NAME) });
  await expect(viewer).toBeVisible();
  await expect(viewer).toContainText('1 /');
  await page.keyboard.press('ArrowRight');
  await expect(viewer).toContainText('2 /');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(main).toBeFocused();
});

test('Sharing without a share sheet offers WhatsApp and copying the link, whose toast brings the toaster', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await page.goto(DRESS);
  // The toaster is not part of the page's start: not even once every idle callback and timer of
  // the page's first ten seconds has run.
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.clock.runFor(10_000);
  const toaster = page.getByRole('region', { name: /Notifications/ });
  await expect(toaster).toHaveCount(0);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  const whatsapp = page.getByRole('link', { name: /Share on WhatsApp/ });
  const href = await whatsapp.getAttribute('href');
  expect(href).toContain('https://wa.me/?text=');
  // The name, its price and the link: a friend sees what it costs before opening it.
  const text = decodeURIComponent(href!.split('text=')[1]!);
  expect(text.startsWith(`${DRESS_NAME}, `), text).toBe(true);
  expect(text).toMatch(/, (from )?₹[\d,]+ /);
  expect(text.endsWith(` ${page.url()}`), text).toBe(true);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(toaster.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
});

test('Related products from the same category are shown, at most four', async ({ page }) => {
  await page.goto(DRESS);
  const related = page.getByRole('region', { name: 'You May Also Like' });
  await expect(related).toBeVisible();
  const count = await related.getByRole('article').count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(4);
  await expect(related.getByRole('heading', { name: DRESS_NAME })).toHaveCount(0);
});

test('The product page HTML has its name, price, description and structured data without JavaScript', async ({
  request,
}) => {
  const html = await (await request.get(DRESS)).text();
  expect(html).toContain(
    `<h1 class="font-display text-2xl leading-tight text-maroon-800 sm:text-3xl">${DRESS_NAME}</h1>`,
  );
  expect(html).toMatch(/₹\d{3}/);
  expect(html).toContain('A royal blue art-silk poshak');
  expect(html).toMatch(
    /<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/products\/royal-blue-zari-poshak-for-laddu-gopal"/,
  );
  expect(html).toContain('<meta property="product:price:currency" content="INR"/>');
  // Link previews (WhatsApp) get a JPEG of the size they show, with its type and size stated.
  const preview =
    /<meta property="og:image" content="(http:\/\/127\.0\.0\.1:\d+\/images\/products\/[^"]+-og\.jpg)"/.exec(html)?.[1];
  expect(preview, 'og:image is the preview JPEG').toBeTruthy();
  expect(html).toContain('<meta property="og:image:type" content="image/jpeg"/>');
  expect(html).toContain('<meta property="og:image:width" content="1200"/>');
  expect(html).toContain('<meta property="og:image:height" content="630"/>');
  const picture = await request.get(preview!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/jpeg');
  expect(picture.headers()['cache-control']).toBe('public, max-age=2592000');
  expect((await picture.body()).length).toBeLessThan(300_000);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) =>
    JSON.parse(m[1]!),
  );
  const product = blocks.find((block) => block['@type'] === 'Product');
  expect(product).toMatchObject({
    name: DRESS_NAME,
    sku: 'SS-DRS-0001',
    offers: { '@type': 'Offer', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
  });
  // The rating is the one computed from approved reviews, and absent when there are none.
  const { data } = (await (await request.get(`/api/v1/product/${DRESS.split('/').pop()}`)).json()) as ProductResponse;
  const { summary } = (await (await request.get(`/api/v1/products/${data._id}/reviews`)).json()) as ReviewListResponse;
  if (summary.count === 0) expect(product).not.toHaveProperty('aggregateRating');
  else
    expect(product.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: summary.average,
      reviewCount: summary.count,
      bestRating: 5,
      worstRating: 1,
    });
  expect(blocks.find((block) => block['@type'] === 'BreadcrumbList')?.itemListElement).toHaveLength(3);
});

test('A signed-in shopper adds a size to the cart', async ({ page }) => {
  await logIn(page.request, DEMO_CUSTOMER);
  await page.goto(DRESS);
  await chooseSize(page, '4');
  await page.getByRole('group', { name: 'Quantity' }).getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  // Adding opens the cart drawer (spec section 2) with the line just added.
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer.getByRole('listitem', { name: /size 4$/ })).toBeVisible();
  await expect(page.getByText('Added to cart successfully!')).toBeVisible();
  await expect(page).toHaveURL(DRESS);

  const { cart } = (await (await page.request.get('/api/v1/user/user-cart')).json()) as CartResponse;
  expect(cart).toContainEqual(
    expect.objectContaining({ slug: 'royal-blue-zari-poshak-for-laddu-gopal', selectedSize: '4', quantity: 2 }),
  );
});

test('A product that is gone answers 404 and offers real products like it and a search for its words', async ({
  page,
}) => {
  const response = await page.goto('/products/royal-blue-zari-poshak-for-laddu-gopal-festival-2019');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  const similar = page.getByRole('region', { name: 'You May Like These' });
  const cards = similar.getByRole('article');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(4);
  // Every card is a product the shop sells: its page opens.
  const href = await cards.first().getByRole('link').first().getAttribute('href');
  expect((await page.request.get(href!)).status()).toBe(200);
  await page.getByRole('link', { name: /Search the shop for/ }).click();
  await expect(page).toHaveURL(/\/search\?q=royal(\+|%20)blue(\+|%20)zari/);
});
