import type { ListingResponse } from '@shop/shared/contracts/listing';
import { collectConsoleErrors, expectNoAxeViolations } from './fixtures/page-checks';
import { expect, test, type Locator, type Page } from './fixtures/test';

const TRENDING = ['Krishna Dress', 'Laddu Gopal', 'Flute', 'Festival Collection', 'Peacock Feather'];

function searchBox(page: Page): Locator {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

/**
 * Holds back the page's requests for `url` until `release()`, as a slow network would; `reached`
 * resolves when the page first asks for one.
 */
async function holdBack(page: Page, url: string): Promise<{ reached: Promise<void>; release: () => void }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let reach!: () => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  await page.route(url, async (route) => {
    reach();
    await released;
    await route.continue();
  });
  return { reached, release };
}

/** Presses a key until the combobox's active option is the one named. */
async function arrowTo(page: Page, box: Locator, name: string) {
  for (let i = 0; i < 20; i += 1) {
    await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    if (activeId && (await page.locator(`[id="${activeId}"]`).textContent())?.startsWith(name)) return;
  }
  throw new Error(`no option named ${name}`);
}

test('A shopper misspells a deity, picks the suggestion with the keyboard and sees the results', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('ladu gop');
  const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(listbox.getByRole('option', { name: /^Laddu Gopal/ })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  expect(await listbox.getByRole('option').count()).toBeLessThanOrEqual(8);

  await arrowTo(page, box, 'Laddu Gopal');
  await expect(listbox.getByRole('option', { name: /^Laddu Gopal/ })).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=Laddu%20Gopal$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “Laddu Gopal”');
  await expect(page.getByRole('status').filter({ hasText: /^\d+ results for “Laddu Gopal”$/ })).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('heading')).toContainText('Laddu Gopal');
  expect(errors).toEqual([]);
});

test('The last searches come back next time, newest first, and can be cleared', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  for (const term of ['mukut', 'jhula', 'Mukut']) {
    await box.fill(term);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${term}$`));
    // The results page has finished arriving when its heading names the search (the home's own
    // heading speaks of mukut too).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for “${term}”`);
  }
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]'))).toEqual([
    'Mukut',
    'jhula',
  ]);

  await page.goto('/about');
  await searchBox(page).fill('');
  await searchBox(page).focus();
  const recent = page.getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText(['Mukut', 'jhula']);
  await recent.getByRole('option', { name: 'jhula' }).click();
  await expect(page).toHaveURL(/\/search\?q=jhula$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('jhula');

  await searchBox(page).fill('');
  await searchBox(page).focus();
  await expect(page.getByRole('group', { name: 'Recent searches' }).getByRole('option')).toHaveText(['jhula', 'Mukut']);
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('group', { name: 'Recent searches' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('searchHistory'))).toBeNull();
});

test('Words typed before a slow page wakes up stay in the box and are what gets searched', async ({ context }) => {
  // A page of its own: the fixture's page waits for hydration on every load, and this one types first.
  const page = await context.newPage();
  // Hold the page's scripts back, as a slow phone would, while the shopper types the next search.
  const { release } = await holdBack(page, '**/assets/*.js');
  // The scripts hold up DOMContentLoaded too: go on as soon as the page's HTML arrives.
  await page.goto('/search?q=mukut', { waitUntil: 'commit' });
  // Until the styles arrive the phone panel's box is not hidden yet: the header's own box is first.
  const box = searchBox(page).first();
  await box.fill('jhula');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  release();
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  await expect(box).toHaveValue('jhula');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jhula$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('jhula');
});

test('Words typed while the results are on their way stay in the box for the next search', async ({ page }) => {
  await page.goto('/');
  // Hold the results back, as a slow network would, while the shopper types the next search.
  const { reached, release } = await holdBack(page, '**/search.data?q=mukut*');
  const box = searchBox(page);
  await box.fill('mukut');
  await box.press('Enter');
  await reached;
  await box.fill('jhula');
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “mukut”');
  await expect(box).toHaveValue('jhula');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=jhula$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “jhula”');
});

test('The empty box offers the five trending searches, and Escape closes the list', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.focus();
  const trending = page.getByRole('group', { name: 'Trending searches' });
  await expect(trending.getByRole('option')).toHaveText(TRENDING);
  await box.press('Escape');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(trending).toBeHidden();
});

test('A typed search is trimmed and encoded, and a search for nothing known says so', async ({ page }) => {
  await page.goto('/');
  const box = searchBox(page);
  await box.fill('   red & gold   ');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=red%20%26%20gold$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for “red & gold”');

  await page.goto('/search?q=zzqxv');
  await expect(page.getByText('No products found for “zzqxv”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse all collections' }).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular searches' }).getByRole('link')).toHaveText(TRENDING);
});

test('Search results take the listing filters and sort', async ({ page, request }) => {
  await page.goto('/search?q=poshak');
  const count = page.getByRole('status').filter({ hasText: /results for “poshak”/ });
  const all = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await page.getByRole('checkbox', { name: /^Radha Rani\b/ }).check();
  await expect(page).toHaveURL(/\/search\?q=poshak&deity=radha-rani$/);
  const api = (await (await request.get('/api/v1/search?q=poshak&deity=radha-rani')).json()) as ListingResponse;
  expect(api.total).toBeGreaterThan(0);
  expect(api.total).toBeLessThan(all);
  await expect(count).toHaveText(`${api.total} results for “poshak”`);
  await page.getByLabel('Sort by').selectOption('price-desc');
  await expect(page).toHaveURL(/q=poshak&deity=radha-rani&sort=price-desc/);
});

test("When suggestions cannot be fetched the box says 'Search failed'", async ({ page }) => {
  await page.route('**/api/v1/search/suggestions**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
  );
  await page.goto('/');
  await searchBox(page).fill('mukut');
  await expect(page.getByRole('banner').getByRole('status').filter({ hasText: 'Search failed' })).toBeVisible();
});

test('The open search list has no WCAG A or AA violations', async ({ page }) => {
  await page.goto('/search?q=mukut');
  await searchBox(page).fill('muk');
  await expect(page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first()).toBeVisible();
  await expectNoAxeViolations(page, 'search list');
});
