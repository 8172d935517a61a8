import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, expect, test as base, type APIRequestContext, type Page } from './fixtures';

// The shop owner's view of people: customers, newsletter subscribers, contact messages, the email
// outbox and the audit log. Customers are kept out of all of it.

// Every test on its own (pretend) client address: the server limits sign-ups and logins per address.
const octet = () => Math.floor(Math.random() * 254) + 1;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});

const PASSWORD = 'Tulsi-Mala-108';
let counter = 0;
const newEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(counter += 1)}@example.in`;
const newPhone = () => `9${String(Date.now()).slice(-8)}${counter % 10}`;

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 768, height: 1024 };

/** A customer made through the API from its own request context, with a saved address. */
async function customerWithAddress(request: APIRequestContext, phone: string) {
  const email = newEmail('yashoda');
  const signup = await request.post('/api/v1/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.status()).toBe(201);
  const address = await request.post('/api/v1/user/addresses', {
    data: {
      fullName: 'Yashoda Maiya',
      address: '3 Nand Bhawan Road',
      apartment: '',
      city: 'Gokul',
      state: 'Uttar Pradesh',
      postalCode: '281303',
      phone,
    },
  });
  expect(address.status(), await address.text()).toBe(201);
  return { email };
}

/** Guests who open an admin page are sent to log in and brought back to it. */
async function logInAsOwner(page: Page, path: string) {
  await page.goto(path);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

/**
 * Every WCAG A/AA violation axe finds on the page. `email` is for a page showing an email: the
 * email's own HTML sits in a sandboxed frame that runs no script, so axe checks the page around it
 * (the frame's title included) and not inside it; Chromium never reports such a frame as idle, and
 * the test has already waited for what the dialog shows.
 */
async function expectNoViolations(page: Page, label: string, { email = false } = {}) {
  if (!email) await page.waitForLoadState('networkidle');
  let axe = new AxeBuilder({ page });
  if (email) axe = axe.setLegacyMode().options({ iframes: false });
  const results = await axe
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => ({ label, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual(
    [],
  );
}

test('The shop owner finds a new customer by email and by phone and opens their record', async ({
  page,
  playwright,
}) => {
  const phone = newPhone();
  const shopperContext = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const { email } = await customerWithAddress(shopperContext, phone);
  await shopperContext.dispose();

  await logInAsOwner(page, '/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search customers' });
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(phone);

  // The search is in the address: a reload shows the same result.
  await page.reload();
  await expect(page.getByRole('link', { name: email })).toBeVisible();

  await search.getByRole('searchbox').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=%2B91/);
  await page.getByRole('link', { name: email }).click();

  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses).toContainText('Yashoda Maiya');
  await expect(addresses).toContainText(`Phone: ${phone}`);
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('No orders yet.');
  await expect(page.getByText(/password/i)).toHaveCount(0);
});

test('A customer is sent away from the back office and refused by its API', async ({ page }) => {
  const email = newEmail('devotee');
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/admin/customers');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Customers' })).toHaveCount(0);

  for (const path of ['/api/v1/admin/customers', '/api/v1/admin/newsletter.csv', '/api/v1/admin/audit']) {
    const response = await page.request.get(path);
    expect(response.status(), path).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });
  }
});

for (const viewport of [DESKTOP, TABLET]) {
  test(`The customer, newsletter, message, email and audit pages pass the WCAG checks at ${viewport.width}px`, async ({
    page,
    request,
  }) => {
    // Six pages, each loaded and checked by axe: more than the default minute on a busy machine.
    test.setTimeout(180_000);
    // Something in each list: a subscriber, a contact message, and an email in the outbox.
    const email = newEmail('sudama');
    expect((await request.post('/api/v1/newsletter', { data: { email } })).status()).toBe(200);
    const contact = await request.post('/api/v1/contact', {
      data: { name: 'Sudama', email, phone: '9812345678', message: 'Which poshak fits a 4 inch Laddu Gopal?' },
    });
    expect(contact.status(), await contact.text()).toBe(200);
    const signup = await request.post('/api/v1/auth/signup', {
      data: { email, password: PASSWORD, confirmPassword: PASSWORD },
    });
    expect(signup.status()).toBe(201);
    expect((await request.post('/api/v1/auth/forgot-password', { data: { email } })).status()).toBe(200);

    await page.setViewportSize(viewport);
    await logInAsOwner(page, '/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expectNoViolations(page, 'customers');

    await page.getByRole('link', { name: email }).click();
    await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
    await expect(page.getByText('Subscribed', { exact: true })).toBeVisible();
    await expectNoViolations(page, 'customer detail');

    await page.goto('/admin/customers?view=newsletter');
    await expect(page.getByRole('heading', { level: 1, name: 'Newsletter subscribers' })).toBeVisible();
    await expect(page.getByRole('cell', { name: email })).toBeVisible();
    await expectNoViolations(page, 'newsletter');

    await page.goto(`/admin/messages?q=${encodeURIComponent(email)}`);
    await expect(page.getByText('Which poshak fits a 4 inch Laddu Gopal?')).toBeVisible();
    await expectNoViolations(page, 'messages');

    await page.goto(`/admin/emails?q=${encodeURIComponent(email)}`);
    const subject = page.getByRole('row').filter({ hasText: email }).getByRole('button').first();
    await expect(subject).toBeVisible();
    await expectNoViolations(page, 'emails');
    await subject.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTitle(/^Email to /)).toHaveAttribute('sandbox', '');
    await expect(dialog.getByRole('heading', { name: 'Plain-text part' })).toBeVisible();
    await expectNoViolations(page, 'email dialog', { email: true });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.goto('/admin/audit');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await expectNoViolations(page, 'audit');
  });
}
