import { RETURN_WINDOW_DAYS } from '@shop/shared/constants';
import { expect, test } from './fixtures/test';
import { expectNoAxeViolations } from './fixtures/page-checks';

test('A Hindi reader finds the FAQ, the return policy and the contact page in Hindi', async ({ page }) => {
  await page.goto('/hi/faq');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'अक्सर पूछे जाने वाले सवाल' })).toBeVisible();
  await expect(page).toHaveTitle(/^अक्सर पूछे जाने वाले सवाल \|/);
  await expect(page.locator('link[rel="alternate"][hreflang="en-IN"]')).toHaveAttribute('href', /\/faq$/);
  await expect(page.getByRole('heading', { level: 2, name: 'ऑर्डर और डिलीवरी' })).toBeVisible();
  await page.getByText('डिलीवरी का शुल्क कितना है?').click();
  await expect(page.getByText(/स्टैंडर्ड डिलीवरी मुफ़्त है/)).toBeVisible();
  await expectNoAxeViolations(page, '/hi/faq');

  await page.goto('/hi/return-policy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'वापसी नीति' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `${RETURN_WINDOW_DAYS} दिन में रिटर्न` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'शिपिंग नीति' }).last()).toHaveAttribute('href', '/hi/shipping-policy');
  await expectNoAxeViolations(page, '/hi/return-policy');

  await page.goto('/hi/contact');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: 'संपर्क करें' })).toBeVisible();
  await expectNoAxeViolations(page, '/hi/contact');
});

test('The contact form in Hindi says what is missing in Hindi', async ({ page }) => {
  await page.goto('/hi/contact');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('कृपया अपना नाम लिखें')).toBeVisible();
  await expect(page.getByText('कृपया अपना ईमेल पता लिखें')).toBeVisible();
  await expect(page.getByText('कृपया अपना संदेश लिखें')).toBeVisible();

  await page.getByLabel('आपका नाम').fill('सुनीता वर्मा');
  await page.getByLabel('ईमेल').fill('sunita@example');
  await page.getByLabel('फ़ोन (वैकल्पिक)').fill('12345');
  await page.getByLabel('संदेश').fill('3 इंच के लड्डू गोपाल पर कौन-सा साइज़ आएगा?');
  await page.getByRole('button', { name: 'संदेश भेजें' }).click();
  await expect(page.getByText('कृपया सही ईमेल पता लिखें')).toBeVisible();
  await expect(page.getByText('फ़ोन नंबर 10 अंकों का होना चाहिए')).toBeVisible();
});

test('The size guide opens in Hindi on a Hindi product page', async ({ page }) => {
  await page.goto('/hi/products/royal-blue-zari-poshak-for-laddu-gopal');
  await page.getByRole('button', { name: 'साइज़ गाइड' }).click();
  const guide = page.getByRole('dialog', { name: 'साइज़ गाइड' });
  await expect(guide.getByRole('heading', { name: 'नाप कैसे लें' })).toBeVisible();
  await expect(guide.getByRole('columnheader', { name: 'मूर्ति नंबर' })).toBeVisible();
  await expect(guide.getByRole('link', { name: '+91 98765 43210' })).toBeVisible();
  await expectNoAxeViolations(page, '/hi size guide');
});
