import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  E2E_ADMIN,
  test as base,
  waitForHydration,
  type Browser,
  type BrowserContext,
  type Page,
} from './fixtures';

// The shop owner's order work in the back office: a shopper pays for an order; the owner finds it
// in /admin/orders, ships it with a courier and tracking number (which the shopper then sees on
// their order page), marks it delivered, and approves the shopper's return in /admin/returns.
// The owner works in a browser context of their own, on its own pretend client address.

const octet = () => Math.floor(Math.random() * 254) + 1;
const clientAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': clientAddress() });
  },
});

const PASSWORD = 'Tulsi-Mala-108';
let counter = 0;
const newEmail = () => `admin-orders-${Date.now().toString(36)}-${(counter += 1)}@example.in`;

const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };

type Variant = { _id: string; size: string; price: number; stock: number };
type Product = { _id: string; slug: string; name: string; variants: Variant[] };

/** Signs a shopper up through the API and puts one size in their cart; the page's context is signed in. */
async function shopperWithCart(page: Page): Promise<{ email: string; product: Product }> {
  const email = newEmail();
  const signup = await page.request.post('/api/v1/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const list = await page.request.get('/api/v1/product/homepage-products');
  const { data } = (await list.json()) as { data: { slug: string }[] };
  for (const { slug } of data) {
    const response = await page.request.get(`/api/v1/product/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const variant = product.variants.find((v) => v.stock >= 2 && v.price >= 300 && v.price <= 2000);
    if (!variant) continue;
    const added = await page.request.post('/api/v1/user/add-to-cart', {
      data: { id: product._id, variantId: variant._id, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    return { email, product };
  }
  throw new Error('No product in stock to order');
}

/** Pays for the cart online through the sandbox sheet, as checkout.spec.ts does; returns the order id. */
async function payOnline(page: Page): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sheet = page.getByRole('dialog', { name: /Shringar|Shop/i });
  await sheet.getByText('Card', { exact: true }).click();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  return new URL(page.url()).searchParams.get('orderId')!;
}

/** The shop owner, signed in, in a browser context of their own. */
async function ownerPage(browser: Browser, baseURL: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: DESKTOP,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const login = await context.request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return { context, page: await context.newPage() };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

async function expectNoAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const found = results.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
  expect({ label, violations: found }).toEqual({ label, violations: [] });
}

test('The owner ships an order with a tracking number, delivers it and approves its return', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { email } = await shopperWithCart(page);
  const orderId = await payOnline(page);
  const orderNumber = orderId.slice(0, 8).toUpperCase();

  const owner = await ownerPage(browser, baseURL!);
  const admin = owner.page;

  // The owner finds the order by the shopper's email; the filter stays in the address.
  await open(admin, '/admin/orders');
  const filters = admin.getByRole('search', { name: 'Filter orders' });
  await filters.getByLabel('Search').fill(email);
  await filters.getByLabel('Status').selectOption('processing');
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(/status=processing/);
  expect(new URL(admin.url()).searchParams.get('q')).toBe(email);
  const rows = admin.getByRole('region', { name: 'Orders' }).getByRole('row');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1)).toContainText(email);
  await expect(rows.nth(1)).toContainText('Processing');
  await admin.getByRole('link', { name: `#${orderNumber}` }).click();

  await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
  await expect(admin.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await expect(admin.getByRole('link', { name: 'Download packing slip (PDF)' })).toHaveAttribute(
    'href',
    `/api/v1/admin/orders/${orderId}/packing-slip.pdf`,
  );

  // Shipping needs the courier and the tracking number.
  await admin.getByRole('button', { name: 'Mark shipped' }).click();
  const shipDialog = admin.getByRole('alertdialog', { name: 'Mark as shipped' });
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog.getByText('Please enter the courier')).toBeVisible();
  await expect(shipDialog.getByText('Please enter the tracking number')).toBeVisible();
  await shipDialog.getByLabel('Courier').fill('Delhivery');
  await shipDialog.getByLabel('Tracking number').fill('DLV-E2E-4304');
  await shipDialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(admin.getByText('Order status updated')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Delivery address' })).toContainText('DLV-E2E-4304');
  await expect(admin.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The shopper sees the tracking number on their order page.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('tracking-number')).toHaveText('DLV-E2E-4304');
  await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();

  await admin.getByRole('button', { name: 'Mark delivered' }).click();
  const deliverDialog = admin.getByRole('alertdialog', { name: 'Mark as delivered?' });
  await deliverDialog.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(deliverDialog).toBeHidden();
  await expect(admin.getByRole('region', { name: 'Status history' })).toContainText('Delivered');
  await expect(admin.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);

  // The shopper asks to return it (through the API, as their order page would).
  const asked = await page.request.post(`/api/v1/user/orders/${orderId}/return`, {
    data: { reason: 'The dress is too small for our Thakur Ji' },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  // The owner sees it waiting in the returns queue and approves it.
  await open(admin, '/admin/returns');
  const card = admin.getByRole('listitem').filter({ hasText: `Order #${orderNumber}` });
  await expect(card).toContainText('The dress is too small for our Thakur Ji');
  await card.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = admin.getByRole('alertdialog', { name: `Approve the return of order #${orderNumber}?` });
  await expect(approveDialog).toContainText('refunded');
  await approveDialog.getByLabel(/Note for the customer/).fill('Refund on its way');
  await approveDialog.getByRole('button', { name: 'Approve return' }).click();
  await expect(approveDialog).toBeHidden();
  await expect(admin.getByText('Return approved')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: `Order #${orderNumber}` })).toHaveCount(0);

  // The order is now returned, and refunded once the sandbox gateway settles the refund.
  await open(admin, `/admin/orders/${orderId}`);
  await expect(admin.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible();
  await expect(admin.locator('header').getByText(/^(Returned|Refunded)$/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Return request' })).toContainText('approved');

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(/returned|refunded/);

  await owner.context.close();
});

test('The owner refunds part of a paid order, within what is refundable', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await shopperWithCart(page);
  const orderId = await payOnline(page);
  const owner = await ownerPage(browser, baseURL!);
  const admin = owner.page;
  await open(admin, `/admin/orders/${orderId}`);

  const refund = admin.getByRole('region', { name: 'Refund' });
  await refund.getByLabel(/Amount in rupees/).fill('100000');
  await refund.getByLabel(/Reason/).fill('Goodwill');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(refund.getByText(/can be refunded/).first()).toBeVisible();
  await expect(refund.getByText(/^At most ₹/)).toBeVisible();

  await refund.getByLabel(/Amount in rupees/).fill('50');
  await refund.getByRole('button', { name: 'Refund', exact: true }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Refund ₹50?' });
  await confirm.getByRole('button', { name: 'Refund' }).click();
  await expect(confirm).toBeHidden();
  await expect(admin.getByText('Refund issued')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Amounts and payment' })).toContainText('₹50');

  await owner.context.close();
});

test('The dashboard, orders, order and returns pages have no WCAG A/AA violations at desktop and tablet widths', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await shopperWithCart(page);
  const orderId = await payOnline(page);
  const owner = await ownerPage(browser, baseURL!);
  const admin = owner.page;

  for (const viewport of [DESKTOP, TABLET]) {
    await admin.setViewportSize(viewport);
    const label = (name: string) => `${name} at ${viewport.width}px`;

    await open(admin, '/admin');
    await expect(admin.getByRole('region', { name: 'Today' })).toBeVisible();
    await expect(admin.getByRole('region', { name: 'Sales, last 30 days' }).locator('svg').first()).toBeVisible();
    await expectNoAxeViolations(admin, label('dashboard'));

    await open(admin, '/admin/orders');
    await expect(admin.getByRole('region', { name: 'Orders' })).toBeVisible();
    await expectNoAxeViolations(admin, label('orders'));

    await open(admin, `/admin/orders/${orderId}`);
    await expect(admin.getByRole('button', { name: 'Mark shipped' })).toBeVisible();
    await expectNoAxeViolations(admin, label('order'));
    await admin.getByRole('button', { name: 'Mark shipped' }).click();
    await expect(admin.getByRole('alertdialog')).toBeVisible();
    await expectNoAxeViolations(admin, label('ship dialog'));
    await admin.keyboard.press('Escape');

    await open(admin, '/admin/returns');
    await expect(admin.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
    await expectNoAxeViolations(admin, label('returns'));
  }

  // At tablet width the section navigation folds behind a menu button and the pages still work.
  await admin.setViewportSize(TABLET);
  await open(admin, '/admin');
  await admin.getByRole('button', { name: 'Open admin menu' }).click();
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);

  await owner.context.close();
});
