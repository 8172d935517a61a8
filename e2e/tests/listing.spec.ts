import type { ListingResponse } from '@shop/shared/contracts/listing';
import { collectConsoleErrors, expectNoAxeViolations, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

/** The number in the result count ("46 products"). */
async function resultCount(page: Page): Promise<number> {
  const text = await page
    .getByRole('status')
    .filter({ hasText: /\d+ products?$/ })
    .textContent();
  return Number(text?.match(/\d+/)?.[0]);
}

/** Card prices in page order, in rupees ("₹1,299" → 1299). */
async function cardPrices(page: Page): Promise<number[]> {
  const cards = page.getByRole('main').getByRole('article');
  const texts = await cards.evaluateAll((articles) =>
    // The selling price is the card's first amount in rupees (a rating line may come before it).
    articles.map(
      (a) => Array.from(a.querySelectorAll('p span')).find((s) => s.textContent?.includes('₹'))?.textContent ?? '',
    ),
  );
  return texts.map((t) => Number((t.match(/₹([\d,.]+)/)?.[1] ?? 'NaN').replace(/,/g, '')));
}

test('A shopper goes from the home page to a collection, filters by idol size, reloads and opens a product', async ({
  page,
  request,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'View all Best Sellers' }).click();
  await expect(page).toHaveURL(/\/collections\/bestsellers$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bestsellers');
  const all = await resultCount(page);

  const expected = (await (
    await request.get('/api/v1/product/collection/bestsellers?size=0')
  ).json()) as ListingResponse;
  expect(expected.total).toBeLessThan(all);

  await page.getByRole('checkbox', { name: /^Size 0\b/ }).check();
  await expect(page).toHaveURL(/\/collections\/bestsellers\?size=0$/);
  await expect(page.getByRole('status').filter({ hasText: `${expected.total} products` })).toBeVisible();
  await expect(page.getByRole('link', { name: /Size 0 \(1\.75 in\)/ })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('checkbox', { name: /^Size 0\b/ })).toBeChecked();
  expect(await resultCount(page)).toBe(expected.total);

  const firstCard = page.getByRole('main').getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  await firstCard.getByRole('link').click();
  // The card opens the product at the size filtered for.
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+\?size=0$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('radio', { name: '0' })).toBeChecked();
  expect(errors).toEqual([]);
});

/** The names of one page of a listing in the order the server sorts them. */
async function listedNames(request: APIRequestContext, path: string): Promise<string[]> {
  const listing = (await (await request.get(`/api/v1${path}`)).json()) as ListingResponse;
  return listing.data.map((card) => card.name);
}

test('Sorting by price low to high shows the cheapest first, page after page', async ({ page, request }) => {
  const cardNames = page.getByRole('main').getByRole('article').getByRole('heading');
  await page.goto('/collections/laddu-gopal');
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-asc');
  // The address changes before the sorted cards replace the old ones: wait for the sorted list.
  await expect(cardNames).toHaveText(await listedNames(request, '/product/collection/laddu-gopal?sort=price-asc'));
  const first = await cardPrices(page);
  expect(first.length).toBe(24);
  expect(first).toEqual([...first].sort((a, b) => a - b));

  await page.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/sort=price-asc&page=2|page=2.*sort=price-asc/);
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(cardNames).toHaveText(
    await listedNames(request, '/product/collection/laddu-gopal?sort=price-asc&page=2'),
  );
  const second = await cardPrices(page);
  expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  expect(second).toEqual([...second].sort((a, b) => a - b));
});

test('Filters that match nothing say so and offer a way back', async ({ page }) => {
  await page.goto('/products?minPrice=1&maxPrice=2');
  await expect(page.getByText('No products match these filters')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all collections' })).toHaveAttribute('href', '/collections');
  await page.getByRole('link', { name: 'Clear filters' }).first().click();
  await expect(page).toHaveURL(/\/products$/);
  await expect.poll(() => resultCount(page)).toBeGreaterThan(100);
  await expect(page.getByText('No products match these filters')).toBeHidden();
});

test('A price range keeps every card inside it', async ({ page }) => {
  await page.goto('/products');
  await page.getByLabel('Min').first().fill('300');
  await page.getByLabel('Max').first().fill('500');
  await page.getByRole('button', { name: 'Go' }).first().click();
  await expect(page).toHaveURL(/minPrice=300&maxPrice=500/);
  await expect(page.getByRole('link', { name: '₹300 – ₹500' })).toBeVisible();
  for (const price of await cardPrices(page)) {
    expect(price).toBeGreaterThanOrEqual(300);
    expect(price).toBeLessThanOrEqual(500);
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Pages and filters still work as plain links and forms', async ({ page }) => {
    await page.goto('/products');
    // Followed from the keyboard: a click aims at a point, and cards drawn only as they come near
    // (content-visibility) can still move the link when the scroll to it has just brought them in.
    await page.getByRole('link', { name: 'Next' }).press('Enter');
    // Without a script each link is a page load, which the server renders afresh: it waits for that
    // page to come, however busy the machine (the test's own limit), not the assertions' 10 s.
    await page.waitForURL(/\/products\?page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await page.goto('/collections/radha-rani');
    await page.getByRole('checkbox', { name: /^Size 3\b/ }).check();
    await page.getByRole('button', { name: 'Apply filters' }).press('Enter');
    await page.waitForURL(/\/collections\/radha-rani\?size=3/);
    await expect(page.getByRole('checkbox', { name: /^Size 3\b/ })).toBeChecked();
  });
});

test.describe('in Hindi on a phone, before any script', () => {
  test.use({ viewport: VIEWPORTS.phone, javaScriptEnabled: false });

  test('A devotee who searches "पोशाक साइज़ 3" sees poshak to buy in size 3, each opening at size 3', async ({
    page,
  }) => {
    await page.goto(`/hi/search?q=${encodeURIComponent('पोशाक साइज़ 3')}`);
    await expect(page).toHaveURL(`/hi/search?q=${encodeURIComponent('पोशाक')}&size=3`);
    const card = page.getByRole('main').getByRole('article').first();
    await expect(card.getByRole('link')).toHaveAttribute('href', /^\/hi\/products\/[a-z0-9-]+\?size=3$/);
    // Priced at size 3 alone, not "from" the cheapest size.
    await expect(card).toContainText('₹');
    await expect(card).not.toContainText('से शुरू');
    await card.getByRole('link').click();
    await expect(page).toHaveURL(/\/hi\/products\/[a-z0-9-]+\?size=3$/);
    await expect(page.getByRole('radio', { name: '3' })).toBeChecked();
  });
});

test.describe('in Hindi on the narrowest phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("A devotee finds the complete Janmashtami set above Laddu Gopal's dresses and buys it", async ({ page }) => {
    await page.goto('/hi/collections/laddu-gopal?size=3');
    const sets = page.getByRole('region', { name: 'पूरे श्रृंगार सेट' });
    const card = sets.getByRole('link', { name: /जन्माष्टमी श्रृंगार सेट/ });
    await expect(card).toContainText('पूरा सेट');
    await expect(card.locator('s')).toContainText('₹');
    const box = await card.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    await card.click();
    await expect(page).toHaveURL('/hi/sets/royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('जन्माष्टमी श्रृंगार सेट');

    // A guest buys it: every part goes into the cart at the set's price.
    const parts = page.getByRole('region', { name: 'इस सेट में' }).getByRole('listitem');
    const partCount = await parts.count();
    expect(partCount).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'सेट कार्ट में डालें' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'सेट आपके कार्ट में है।' })).toBeVisible();
    await page.getByRole('link', { name: 'कार्ट देखें' }).click();
    await expect(page).toHaveURL('/hi/cart');
    await expect(page.getByText(/जन्माष्टमी श्रृंगार सेट/).first()).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('@mobile The filters slide in over the list and apply as they are ticked', async ({ page }) => {
    await page.goto('/collections/radha-rani');
    await expect(page.getByRole('complementary', { name: 'Filter products' })).toBeHidden();
    await page.getByRole('button', { name: /^Filters/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('checkbox', { name: /^Size 3\b/ }).check();
    await expect(page).toHaveURL(/size=3/);
    await expect(dialog.getByRole('checkbox', { name: /^Size 3\b/ })).toBeChecked();
    await dialog.getByRole('button', { name: /^Show \d+ products?$/ }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  });
});

test('A filtered listing has no WCAG A or AA violations', async ({ page }) => {
  await page.goto('/collections/laddu-gopal?size=2&inStock=true');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Laddu Gopal');
  await expectNoAxeViolations(page, 'filtered listing');
});
