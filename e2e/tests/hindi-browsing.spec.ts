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

/** Words in Latin letters a shopper would read in the main part of the page, outside text marked as English. */
async function strayEnglish(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    const latin = /[A-Za-z]{2,}/;
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('[lang="en"], script, style, noscript, [hidden]')) continue;
      if (latin.test(node.textContent ?? '')) found.push(node.textContent!.trim());
    }
    for (const element of main.querySelectorAll('[aria-label], [alt], [placeholder], [title]')) {
      if (element.closest('[lang="en"]')) continue;
      for (const name of ['aria-label', 'alt', 'placeholder', 'title']) {
        const value = element.getAttribute(name);
        if (value && latin.test(value)) found.push(`${name}="${value}"`);
      }
    }
    return found;
  });
}

test('A shopper browses the collections, filters and sorts a collection, and searches, all in Hindi', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/hi/collections');
  await expectHindi(page);
  await expect(page).toHaveTitle(/^सभी संग्रह \|/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/hi\/collections$/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/collections$/);
  const trail = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
  await expect(trail.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(page.getByRole('heading', { name: 'स्वरूप के अनुसार देखें' })).toBeVisible();
  await expect(page.getByText(/^\d+ सामान$/).first()).toBeVisible();
  expect(await strayEnglish(page)).toEqual([]);
  await waitForHydration(page);

  await page.locator('main a[href="/hi/collections/laddu-gopal"]').click();
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal$/);
  await expect(page.getByRole('status').filter({ hasText: /^\d+ सामान$/ })).toBeVisible();
  const filters = page.getByRole('complementary', { name: 'सामान छाँटें' });
  await expect(filters.getByRole('heading', { name: 'फ़िल्टर' })).toBeVisible();
  for (const legend of ['मूर्ति का साइज़', 'क़ीमत (₹)', 'उपलब्धता']) await expect(filters.getByText(legend)).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'पेज' })).toBeVisible();
  expect(await strayEnglish(page)).toEqual([]);
  // Colours are named, and pictures described, in Hindi: none of them is left marked as English.
  const colours = filters.getByRole('group', { name: 'रंग', exact: true });
  await expect(colours.getByRole('checkbox').first()).toBeAttached();
  await expect(colours.locator('[lang="en"]')).toHaveCount(0);
  await expect(colours.locator('label').first()).toHaveText(/\p{Script=Devanagari}/u);
  const pictures = page.getByRole('main').locator('article img');
  await expect(pictures.first()).toHaveAttribute('alt', /\p{Script=Devanagari}/u);
  await expect(page.getByRole('main').locator('article img[lang="en"]')).toHaveCount(0);
  await waitForHydration(page);

  // Sorting and a filter keep the page in Hindi; the chosen filter can be taken off in Hindi too.
  await page.getByLabel('क्रम', { exact: true }).selectOption({ label: 'क़ीमत: कम से ज़्यादा' });
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal\?.*sort=price-asc/);
  await filters.getByLabel('सिर्फ़ स्टॉक में मौजूद').check();
  await expect(page).toHaveURL(/inStock=true/);
  const chosen = page.getByRole('group', { name: 'चुने हुए फ़िल्टर' });
  await expect(chosen.getByRole('link', { name: /सिर्फ़ स्टॉक में मौजूद/ })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ सामान$/ })).toBeVisible();
  expect(await strayEnglish(page)).toEqual([]);

  // An old link with capitals lands on the Hindi page, not its English twin.
  await page.goto('/hi/collections/Laddu-Gopal');
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal$/);

  // Nothing at this price: the empty state says so, and clearing the filters brings the products back.
  await page.goto('/hi/collections/laddu-gopal?minPrice=999999');
  await expect(page.getByText('इन फ़िल्टर से मेल खाता कोई सामान नहीं मिला')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^कोई सामान नहीं$/ })).toBeVisible();
  expect(await strayEnglish(page)).toEqual([]);
  await waitForHydration(page);
  await page.getByRole('link', { name: 'सारे फ़िल्टर हटाएँ' }).first().click();
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal$/);
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

  // Search results and their count in Hindi.
  await page.goto(`/hi/search?q=${encodeURIComponent('पोशाक')}`);
  await expect(page).toHaveTitle(/^खोज: पोशाक \|/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('“पोशाक” के लिए खोज के नतीजे');
  await expect(page.getByRole('status').filter({ hasText: /^“पोशाक” के लिए \d+ नतीजे$/ })).toBeVisible();
  await expect(page.getByLabel('क्रम', { exact: true })).toHaveValue('relevance');
  await expect(page.getByLabel('क्रम', { exact: true }).locator('option:checked')).toHaveText('सबसे मिलते-जुलते');
  expect(await strayEnglish(page)).toEqual([]);
  await waitForHydration(page);
  await expectNoViolations(page, '/hi/search?q=पोशाक');

  // Nothing found: the empty state offers popular searches, named in Hindi.
  await page.goto('/hi/search?q=qqqzzz');
  await expect(page.getByText('“qqqzzz” के लिए कोई सामान नहीं मिला')).toBeVisible();
  const popular = page.getByRole('region', { name: 'लोकप्रिय खोजें' });
  await expect(popular.getByRole('link', { name: 'बाँसुरी' })).toHaveAttribute('href', '/hi/search?q=Flute');
  expect((await strayEnglish(page)).filter((text) => !text.includes('qqqzzz'))).toEqual([]);
  expect(errors).toEqual([]);
});
