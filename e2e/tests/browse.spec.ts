import { collectConsoleErrors } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

test('A visitor sees seeded products on the home page and opens one', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const bestSellers = page.getByRole('region', { name: 'Best Sellers' });
  await expect(bestSellers).toBeVisible();
  const firstCard = bestSellers.getByRole('article').first();
  const name = (await firstCard.getByRole('heading').textContent())?.trim() ?? '';
  expect(name.length).toBeGreaterThan(3);
  await expect(firstCard.getByText(/₹[\d,]+/).first()).toBeVisible();

  await firstCard.getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/[a-z0-9-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page).toHaveTitle(new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  const picture = page.getByRole('img').first();
  await expect(picture).toBeVisible();
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  expect(errors).toEqual([]);
});

test('The home page arrives server-rendered with product names in its HTML', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('Best Sellers');
  expect(html).toMatch(/<h3[^>]*>[^<]{4,}<\/h3>/);
});

test('An unknown path shows the not-found page with a 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('A public page is one cached page for every visitor, cookies or not; the cart page is rendered for its visitor', async ({
  playwright,
  baseURL,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL });
  await anonymous.get('/collections/mukut');
  const again = await anonymous.get('/collections/mukut');
  expect(again.status()).toBe(200);
  expect(again.headers()['x-page-cache']).toBe('hit');
  expect(await again.text()).toContain('Mukut');

  const withCookie = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: 'visitor=1' } });
  const shared = await withCookie.get('/collections/mukut');
  expect(shared.status()).toBe(200);
  expect(shared.headers()['x-page-cache']).toBe('hit');
  expect(await shared.text()).toBe(await again.text());
  const personal = await withCookie.get('/cart');
  expect(personal.headers()['x-page-cache']).toBeUndefined();
  expect(personal.headers()['cache-control']).toBe('private, no-store');
  await anonymous.dispose();
  await withCookie.dispose();
});
