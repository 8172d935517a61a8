import { waitForHydration } from './fixtures/page-checks';
import { expect, test } from './fixtures/test';

// "My Thakur Ji" in Hindi on a 360 px phone: a guest saves their idol by its measured height, the
// size guide gives its size, a listing is narrowed to what fits it, and the product page chooses
// that size and says so.

test.use({ viewport: { width: 360, height: 780 } });

const IDOL = 'हमारे मंदिर के बाल गोपाल';

test('A guest saves their Thakur Ji and sees only what fits it, in Hindi on a phone', async ({ page }) => {
  // Three pages and a dialog on a phone, each waited for until hydrated.
  test.slow();
  await page.goto('/hi/my-thakur-ji');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'मेरे ठाकुर जी', level: 1 })).toBeVisible();
  const add = page.getByRole('form', { name: 'मूर्ति जोड़ें' });

  // Nothing chosen: the form says what it needs, in Hindi, and nothing is saved.
  await add.getByLabel('नाम').fill(IDOL);
  await add.getByLabel('देवता').selectOption({ label: 'लड्डू गोपाल' });
  await add.getByRole('button', { name: 'मेरे ठाकुर जी सहेजें' }).click();
  await expect(add.getByRole('alert')).toHaveText('साइज़ चुनें या मूर्ति की ऊँचाई इंच में लिखें');

  // Measured at 3.1 inches: the size guide makes it size 3.
  await add.getByLabel('या ऊँचाई इंच में').fill('3.1');
  await add.getByRole('button', { name: 'मेरे ठाकुर जी सहेजें' }).click();
  const saved = page.getByRole('list', { name: 'मेरे ठाकुर जी' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toContainText(IDOL);
  await expect(saved).toContainText('साइज़ 3');
  await expect(saved).toContainText('नाप 3.1 इंच');

  // A deity's listing, narrowed by the saved idol from the filters.
  await page.goto('/hi/collections/laddu-gopal');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'फ़िल्टर', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'फ़िल्टर' });
  await dialog.getByLabel('मेरे ठाकुर जी पर आए').selectOption({ label: `${IDOL} (साइज़ 3)` });
  await expect(page).toHaveURL(/\/hi\/collections\/laddu-gopal\?fits=3$/);
  await dialog.getByRole('button', { name: /सामान देखें/ }).click();
  await expect(
    page.getByRole('group', { name: 'चुने हुए फ़िल्टर' }).getByRole('link', { name: /साइज़ 3 पर आए/ }),
  ).toBeVisible();
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();

  // The address alone draws the filtered page on the server (a shared link).
  const served = await page.request.get('/hi/collections/laddu-gopal?fits=3');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain('साइज़ 3 पर आए');

  // Opened without a size in its address, the product page chooses the idol's and says it fits.
  await cards.first().getByRole('link').first().click();
  await expect(page).toHaveURL(/\/hi\/products\/[a-z0-9-]+/);
  await page.goto(new URL(page.url()).pathname);
  await waitForHydration(page);
  await expect(page.getByTestId('idol-fit')).toContainText(`${IDOL} पर आएगा (साइज़ 3)`);
  await expect(page.getByRole('radio', { name: '3', exact: true })).toBeChecked();
});
