import { newEmail, SHOPPER_PASSWORD } from './fixtures/accounts';
import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { expect, test, type Page } from './fixtures/test';

// A Hindi-speaking shopper's purchase, from sign-up to the order page, all under /hi.

test.use({ ownClientAddress: true });

async function expectHindiPage(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
}

test('A shopper signs up in Hindi, checks out with the sandbox payment and reads the order in Hindi', async ({
  page,
  request,
}) => {
  const { product, sizes } = await findProductWithSizes(request, { minStock: 2, ...PRICED_FOR_COD });

  await page.goto('/hi/signup');
  await expectHindiPage(page, /\/hi\/signup$/);
  await expect(page.getByRole('heading', { name: 'खाता बनाएँ', level: 1 })).toBeVisible();
  await page.getByLabel('ईमेल').fill(newEmail('hindi-purchase'));
  await page.getByLabel('पासवर्ड', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('पासवर्ड दोबारा लिखें').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'अपना ईमेल देखें' })).toBeVisible();
  await page.getByRole('link', { name: 'लिंक खोलें' }).click();
  await expectHindiPage(page, /\/hi\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'मेरा खाता', level: 1 })).toBeVisible();

  // The product page is the browsing pages' story; the cart is filled as its button does.
  await addToCart(page.request, product, sizes[0]);
  await page.goto('/hi/cart');
  await expectHindiPage(page, /\/hi\/cart$/);
  await expect(page.getByRole('heading', { name: 'आपका कार्ट', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'कार्ट का सामान' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'चेकआउट करें' }).click();

  await expectHindiPage(page, /\/hi\/checkout$/);
  await expect(page.getByRole('heading', { name: 'चेकआउट', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'जाँचने के लिए आगे बढ़ें' }).click();
  await expect(page.getByText('पूरा नाम ज़रूरी है')).toBeVisible();
  await page.getByLabel('पूरा नाम').fill('राधा शर्मा');
  await page.getByLabel('पता', { exact: true }).fill('12 मंदिर मार्ग');
  await page.getByLabel('पिन कोड').fill('110001');
  await expect(page.getByLabel('शहर')).toHaveValue('Central Delhi');
  await page.getByLabel('फ़ोन').fill('9876543210');
  await page.getByRole('button', { name: 'जाँचने के लिए आगे बढ़ें' }).click();

  await page.getByRole('button', { name: /^₹[\d,]+ का भुगतान करें$/ }).click();
  const sheet = page.getByRole('dialog', { name: /Shringar|Shop/i });
  await sheet.getByText('कार्ड', { exact: true }).click();
  await sheet.getByRole('button', { name: /का भुगतान करें$/ }).click();

  await expectHindiPage(page, /\/hi\/order-confirmation\?orderId=/);
  await expect(page.getByRole('heading', { name: 'आपके ऑर्डर के लिए धन्यवाद!' })).toBeVisible();
  await expect(page.getByText('ऑर्डर का सारांश')).toBeVisible();
  await page.getByRole('link', { name: 'ऑर्डर देखें' }).click();

  await expectHindiPage(page, /\/hi\/dashboard\/orders\/[^/]+$/);
  await expect(page.getByRole('heading', { name: /^ऑर्डर #/, level: 1 })).toBeVisible();
  const actions = page.getByRole('group', { name: 'ऑर्डर के विकल्प' });
  await expect(actions.getByRole('link', { name: 'ऑर्डर ट्रैक करें' })).toBeVisible();
});

test('A guest opening the Hindi checkout is sent to the Hindi login, told why @mobile', async ({ page }) => {
  await page.goto('/hi/checkout');
  await expectHindiPage(page, /\/hi\/login\?redirect=%2Fhi%2Fcheckout$/);
  await expect(page.getByRole('heading', { name: 'लॉग इन', level: 1 })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('चेकआउट जारी रखने के लिए कृपया लॉग इन करें');
});
