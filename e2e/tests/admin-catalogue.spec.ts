import sharp from 'sharp';
import { logInAsOwner } from './fixtures/accounts';
import { expectNoAxeViolations, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

// The shop owner's catalogue: a new product with a picture, two sizes and a Hindi name reaches the
// storefront, a collection's Hindi name reaches the Hindi pages, and the lists and forms pass axe
// on a tablet.

test.use({ ownClientAddress: true });

const expectNoViolations = (page: Page, label: string) =>
  expectNoAxeViolations(page, label, { wcag21: true, skipToasts: true, settle: true });

test('The shop owner creates a product with a picture, two sizes and a Hindi name, and shoppers see it at once', async ({
  page,
}) => {
  const name = `Marigold Festive Poshak ${Date.now().toString(36)}`;
  const picture = await sharp({
    create: { width: 120, height: 90, channels: 3, background: { r: 230, g: 120, b: 20 } },
  })
    .png()
    .toBuffer();

  await logInAsOwner(page, '/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category', { exact: true }).selectOption({ label: 'Dresses' });
  await page
    .getByLabel('Description', { exact: true })
    .fill('<p>Bright <strong>marigold</strong> silk.</p><script>alert(1)</script>');
  await page.getByLabel('Hindi name', { exact: true }).fill(`लड्डू गोपाल के लिए गेंदा त्योहारी पोशाक ${name.slice(-6)}`);

  await page.getByLabel('Size 1').fill('4');
  await page.getByLabel('Price (₹)', { exact: true }).first().fill('499');
  await page.getByLabel('Stock', { exact: true }).first().fill('5');
  await page.getByRole('button', { name: 'Add a size' }).click();
  await page.getByLabel('Size 2').fill('5');
  await page.getByLabel('Price (₹)', { exact: true }).nth(1).fill('549');
  await page.getByLabel('Stock', { exact: true }).nth(1).fill('3');

  await page
    .getByLabel('Choose pictures')
    .setInputFiles({ name: 'marigold.png', mimeType: 'image/png', buffer: picture });
  await expect(page.getByRole('list', { name: 'Pictures to upload' })).toContainText('marigold.png');

  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByLabel('Alt text for picture 1')).toHaveValue(name);

  const slug = name.toLowerCase().replace(/\s+/g, '-');
  await page.goto(`/products/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const sizes = page.getByRole('radiogroup');
  await expect(sizes.getByRole('radio')).toHaveCount(2);
  await expect(sizes.getByText('4', { exact: true })).toBeVisible();
  await expect(sizes.getByText('5', { exact: true })).toBeVisible();
  await expect(page.locator(`img[alt="${name}"]`).first()).toBeVisible();
  expect(await page.content()).not.toContain('<script>alert(1)</script>');
  // The description keeps its safe formatting on the storefront.
  await expect(page.locator('article strong', { hasText: 'marigold' })).toBeVisible();

  // A Hindi page asks the API in Hindi: the name the owner wrote, the English description marked so.
  const inHindi = await page.request.get(`/api/v1/product/${slug}`, { headers: { 'accept-language': 'hi' } });
  const { data } = (await inHindi.json()) as { data: { name: string; untranslated: string[] } };
  expect(data.name).toBe(`लड्डू गोपाल के लिए गेंदा त्योहारी पोशाक ${name.slice(-6)}`);
  expect(data.untranslated).toContain('description');
});

// The accessibility sweep checks these pages at a phone's and a desktop's width; here a tablet's.
test('The products list and product form pass axe on a tablet', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await logInAsOwner(page, '/admin/products');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'New product' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'products list');

  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Dresses', exact: true })).toBeAttached();
  await expectNoViolations(page, 'product form');
});

test('The stock and coupons pages and the coupon form pass axe on a tablet', async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await logInAsOwner(page, '/admin/stock');
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expectNoViolations(page, 'stock');

  await page.goto('/admin/coupons');
  await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'New coupon' }).click();
  await expect(page.getByRole('form', { name: 'New coupon' })).toBeVisible();
  await expectNoViolations(page, 'coupons');

  // The section navigation folds behind a menu button on a tablet.
  const menu = page.getByRole('button', { name: 'Open admin menu' });
  await menu.click();
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stock' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
});

test("The shop owner writes a collection's Hindi name and the Hindi collection page shows it", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.tablet);
  await logInAsOwner(page, '/admin/collections');
  await expect(page.getByRole('heading', { level: 1, name: 'Collections' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Embroidery', exact: true }).click();
  const form = page.getByRole('form', { name: 'Edit Embroidery' });
  await expect(form.getByLabel('Slug')).toHaveValue('embroidery');
  await form.getByLabel('Hindi name', { exact: true }).fill('हाथ की कढ़ाई');
  await expectNoViolations(page, 'collection form');
  await form.getByRole('button', { name: 'Save collection' }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('row', { name: /Embroidery/ })).toContainText('हाथ की कढ़ाई');

  await page.goto('/hi/collections/embroidery');
  await expect(page.getByRole('heading', { level: 1, name: 'हाथ की कढ़ाई' })).toBeVisible();
  await page.goto('/collections/embroidery');
  await expect(page.getByRole('heading', { level: 1, name: 'Embroidery' })).toBeVisible();
});
