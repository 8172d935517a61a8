import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import { E2E_ADMIN, expect, test as base, type Page } from './fixtures';

// The shop owner's catalogue: a new product with a picture and two sizes reaches the storefront,
// and the products list and form pass axe on a desktop and a tablet.

// Every test on its own (pretend) client address: the server limits logins per address.
const octet = () => Math.floor(Math.random() * 254) + 1;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };

/** Guests who open an admin page are sent to log in and brought back to it. */
async function logInAsOwner(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

async function expectNoViolations(page: Page, label: string) {
  await page.waitForLoadState('networkidle');
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => ({ label, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual(
    [],
  );
}

test('The shop owner creates a product with a picture and two sizes, and shoppers see it at once', async ({ page }) => {
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
});

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['tablet', TABLET],
] as const) {
  test(`The products list and product form pass axe on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInAsOwner(page, '/admin/products');
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'New product' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, `products list (${label})`);

    await page.goto('/admin/products/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
    await expect(page.getByRole('option', { name: 'Dresses', exact: true })).toBeAttached();
    await expectNoViolations(page, `product form (${label})`);
  });

  test(`The stock and coupons pages pass axe on a ${label}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await logInAsOwner(page, '/admin/stock');
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolations(page, `stock (${label})`);

    await page.goto('/admin/coupons');
    await expect(page.getByRole('cell', { name: 'WELCOME10', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'New coupon' }).click();
    await expect(page.getByRole('form', { name: 'New coupon' })).toBeVisible();
    await expectNoViolations(page, `coupons (${label})`);

    if (label === 'tablet') {
      // The section navigation folds behind a menu button on a tablet.
      const menu = page.getByRole('button', { name: 'Open admin menu' });
      await menu.click();
      await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Stock' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    }
  });
}
