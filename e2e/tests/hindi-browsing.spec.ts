import { axeViolations, collectConsoleErrors, waitForHydration } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

async function expectHindi(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
}

async function expectNoViolations(page: Page, label: string) {
  expect({ label, violations: await axeViolations(page, { wcag21: true, settle: true }) }).toEqual({
    label,
    violations: [],
  });
}

test('A shopper switches the shop to Hindi, browses a collection, opens a product and switches back', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();

  await expect(page).toHaveURL(/\/hi$/);
  await expectHindi(page);
  await expect(page.getByRole('link', { name: 'मुख्य सामग्री पर जाएँ' })).toBeAttached();
  // The Hindi home names its English twin for search engines, and itself as canonical.
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', /\/$/);
  await expect(page.locator('link[rel="alternate"][hreflang="hi-IN"]')).toHaveAttribute('href', /\/hi$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi$/);
  await waitForHydration(page);
  await expectNoViolations(page, '/hi');

  // The menus are in Hindi and their links stay in Hindi.
  const nav = page.getByRole('navigation', { name: 'मुख्य' });
  await nav.getByText('किनके लिए').click();
  await nav.getByRole('link', { name: 'लड्डू गोपाल' }).click();
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal$/);
  await expectHindi(page);
  await waitForHydration(page);
  await expectNoViolations(page, '/hi/collections/laddu-gopal');

  await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hi\/products\/[a-z0-9-]+$/);
  await expectHindi(page);
  await expect(page.getByRole('button', { name: 'कार्ट में डालें' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'अभी ख़रीदें' })).toBeVisible();
  await expect(page.getByText('कृपया पहले साइज़ चुनें')).toBeVisible();
  // The phone's bottom bar (hidden at this width) is in Hindi too.
  await expect(page.locator('nav[aria-label="मुख्य लिंक"]')).toBeAttached();
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute(
    'href',
    /\/products\/[a-z0-9-]+$/,
  );
  await waitForHydration(page);
  await expectNoViolations(page, 'a Hindi product page');

  // Back to English: the same product.
  const slug = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/${slug}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('The English home sends back to Hindi a shopper who chose it', async ({ page }) => {
  await page.goto('/hi');
  await waitForHydration(page);
  await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/products');
  await page.getByRole('banner').getByRole('link', { name: 'हिंदी' }).click();
  await expect(page).toHaveURL(/\/hi\/products$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/hi$/);
  await expectHindi(page);
});

test('A Hindi page is never served from the English page in the cache, nor the other way', async ({ request }) => {
  for (let round = 0; round < 2; round += 1) {
    for (const [path, lang] of [
      ['/', 'en-IN'],
      ['/hi', 'hi-IN'],
      ['/collections', 'en-IN'],
      ['/hi/collections', 'hi-IN'],
    ] as const) {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
      if (round === 1) expect(response.headers()['x-page-cache'], path).toBe('hit');
    }
  }
});
