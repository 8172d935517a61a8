import { findProductWithSizes } from './fixtures/catalogue';
import { collectConsoleErrors, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type Locator } from './fixtures/test';

// A Hindi-speaking devotee on the Hindi product and home pages: every word the shop itself writes
// is Hindi; only the catalogue's own English (product names it has no Hindi for) stays English.

/** The English words each part of these pages wrote before it spoke Hindi. */
const ENGLISH_CHROME = [
  'Specifications',
  'Product Information',
  'Additional Details',
  'Offers',
  'You save',
  'Apply in cart',
  'Check delivery',
  'Secure payment',
  'Ships within',
  'You May Also Like',
  'Reviews from buyers',
  'Explore Our Collections',
  'What Devotees Say',
  'View all',
  'Starting from',
  'Verified buyer',
];

async function expectNoEnglishChrome(part: Locator) {
  const text = await part.innerText();
  for (const words of ENGLISH_CHROME) expect(text, words).not.toContain(words);
}

test('A devotee checks delivery, offers, details and sharing on a Hindi product page', async ({
  page,
  request,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  const { product } = await findProductWithSizes(request);
  await page.goto(`/hi/products/${product.slug}`);
  const main = page.getByRole('main');

  // The PIN check answers in Hindi, both a mistake and a real place.
  const pin = page.getByLabel('अपने पिन कोड पर डिलीवरी देखें');
  await expect(pin).toHaveAttribute('placeholder', '6 अंकों का पिन कोड');
  await pin.fill('123');
  await page.getByRole('button', { name: 'देखें', exact: true }).click();
  await expect(page.getByText('कृपया 6 अंकों का सही पिन कोड डालें')).toBeVisible();
  await pin.fill('110001');
  await page.getByRole('button', { name: 'देखें', exact: true }).click();
  const answer = page.locator('[aria-live="polite"]').filter({ hasText: 'में डिलीवरी होगी' });
  await expect(answer).toContainText('अनुमानित डिलीवरी');
  await expect(answer).toContainText('कार्यदिवस');

  // Offers: their terms in Hindi, taken to the Hindi cart.
  const offers = page.getByRole('region', { name: 'ऑफ़र' });
  const welcome = offers.getByRole('listitem').filter({ hasText: 'WELCOME10' });
  await expect(welcome).toContainText('10% छूट');
  await expect(welcome.getByRole('link', { name: 'WELCOME10 कार्ट में लगाएँ' })).toHaveAttribute(
    'href',
    '/hi/cart?coupon=WELCOME10',
  );

  // Specifications and the rest of the product's information.
  await expect(page.getByRole('heading', { name: 'विवरण', exact: true })).toBeVisible();
  const specifications = page.getByRole('table', { name: /का विवरण$/ });
  await expect(specifications.getByRole('row', { name: /डिलीवरी शुल्क/ })).toContainText('मुफ़्त');
  await expect(page.getByRole('heading', { name: 'सामान की जानकारी' })).toBeVisible();

  // The share menu, where there is no share sheet, sends the Hindi page.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'शेयर करें' }).click();
  const menu = page.getByRole('dialog', { name: 'यह सामान शेयर करें' });
  const whatsapp = menu.getByRole('link', { name: /WhatsApp पर भेजें/ });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(encodeURIComponent(`/hi/products/${product.slug}`)));
  await menu.getByRole('button', { name: 'लिंक कॉपी करें' }).click();
  await expect(page.getByText('लिंक कॉपी हो गया')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/hi/products/${product.slug}$`),
  );

  await expect(page.getByRole('heading', { name: 'आपको ये भी पसंद आ सकते हैं' })).toBeVisible();
  await expectNoEnglishChrome(main);
  // Every picture, the product's own and its neighbours', is described in Hindi.
  const alts = await main
    .locator('img[alt]:not([alt=""])')
    .evaluateAll((images) => images.map((image) => `${image.getAttribute('lang') ?? ''}:${image.getAttribute('alt')}`));
  expect(alts.length).toBeGreaterThan(1);
  expect(alts.filter((alt) => alt.startsWith('en:') || !/\p{Script=Devanagari}/u.test(alt))).toEqual([]);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('The buy bar of a Hindi product page asks for a size in Hindi', async ({ page, request }) => {
    const { product } = await findProductWithSizes(request);
    await page.goto(`/hi/products/${product.slug}`);
    const bar = page.getByRole('region', { name: 'यह सामान ख़रीदें' });
    await expect(bar).toBeHidden();
    await page.evaluate(() => window.scrollBy(0, 1500));
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'साइज़ चुनें' }).click();
    await expect(page.getByRole('radiogroup', { name: /साइज़/ })).toBeInViewport();
  });
});

test('The Hindi home names its shelves, collections and carousel buttons in Hindi', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/hi');
  const main = page.getByRole('main');

  await expect(page.getByRole('heading', { level: 1, name: 'आपके ठाकुर जी के लिए पोशाक, मुकुट और श्रृंगार' })).toBeAttached();
  const categories = page.getByRole('navigation', { name: 'श्रेणी के अनुसार ख़रीदें' });
  await expect(categories.getByRole('link', { name: 'झूला' })).toHaveAttribute('href', '/hi/collections/jhula');

  const banners = page.getByRole('region', { name: 'ऑफ़र' });
  await expect(banners.getByRole('button', { name: 'अगला बैनर' })).toBeVisible();
  await expect(banners.getByRole('button', { name: 'पिछला बैनर' })).toBeVisible();
  await expect(banners.getByRole('button', { name: 'बैनर 2 दिखाएँ' })).toBeAttached();
  await expect(banners.getByRole('link', { name: 'त्योहार की पोशाकें देखें' })).toHaveAttribute(
    'href',
    '/hi/collections/festival',
  );

  await expect(main.getByRole('heading', { name: 'भारी पोशाक', exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'सभी देखें भारी पोशाक' })).toHaveAttribute(
    'href',
    '/hi/collections/heavy-dress',
  );
  await expect(main.getByRole('heading', { name: 'हमारे कलेक्शन देखें' })).toBeVisible();

  const testimonials = main.getByRole('region', { name: 'भक्तों की राय' });
  await expect(testimonials.getByRole('button', { name: 'अगला रिव्यू' })).toBeVisible();
  await expect(testimonials.getByRole('button', { name: 'पिछला रिव्यू' })).toBeVisible();

  await expectNoEnglishChrome(main);
  expect(errors).toEqual([]);
});
