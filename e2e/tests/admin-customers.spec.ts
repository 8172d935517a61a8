import type { AddressRequest } from '@shop/shared/contracts/addresses';
import type { ContactRequest } from '@shop/shared/contracts/contact';
import type { NewsletterRequest } from '@shop/shared/contracts/newsletter';
import type { EmailRequest } from '@shop/shared/contracts/auth';
import { logInAsOwner, newEmail, signUp, signUpWithForm } from './fixtures/accounts';
import { expectNoAxeViolations, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// The shop owner's view of people: customers, newsletter subscribers, contact messages, the email
// outbox and the audit log. Customers are kept out of all of it.

test.use({ ownClientAddress: true });

let phones = 0;
const newPhone = () => `9${String(Date.now()).slice(-8)}${(phones += 1) % 10}`;

/** A customer made through the API from their own client, with a saved address. */
async function customerWithAddress(client: APIRequestContext, phone: string) {
  const { email } = await signUp(client, newEmail('yashoda'));
  const body: AddressRequest = {
    fullName: 'Yashoda Maiya',
    address: '3 Nand Bhawan Road',
    apartment: '',
    city: 'Gokul',
    state: 'Uttar Pradesh',
    postalCode: '281303',
    phone,
  };
  const address = await client.post('/api/v1/user/addresses', { data: body });
  expect(address.status(), await address.text()).toBe(201);
  return { email };
}

/**
 * Every WCAG A/AA violation axe finds on the page. `email` is for a page showing an email, whose
 * HTML sits in a sandboxed frame; Chromium never reports such a frame as idle, and the test has
 * already waited for what the dialog shows.
 */
const expectNoViolations = (page: Page, label: string, { email = false } = {}) =>
  expectNoAxeViolations(page, label, { wcag21: true, skipToasts: true, settle: !email, skipFrames: email });

test('The shop owner finds a new customer by email and by phone and opens their record', async ({
  page,
  newClient,
}) => {
  const phone = newPhone();
  const { email } = await customerWithAddress(await newClient(), phone);

  await logInAsOwner(page, '/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();

  const search = page.getByRole('search', { name: 'Search customers' });
  await search.getByRole('searchbox').fill(email);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(email).replace(/[.]/g, '\\.')}`));
  await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  const shownPhone = `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;
  // The owner calls or writes to the customer from the list.
  await expect(row.getByRole('link', { name: `Call ${shownPhone}` })).toHaveAttribute('href', `tel:+91${phone}`);

  // The search is in the address: a reload shows the same result.
  await page.reload();
  await expect(page.getByRole('link', { name: email })).toBeVisible();

  await search.getByRole('searchbox').fill(shownPhone);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=%2B91/);
  await page.getByRole('link', { name: email }).click();

  await expect(page).toHaveURL(/\/admin\/customers\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: email })).toBeVisible();
  const addresses = page.getByRole('region', { name: 'Addresses' });
  await expect(addresses).toContainText('Yashoda Maiya');
  await expect(addresses.getByRole('link', { name: `WhatsApp ${shownPhone}` })).toHaveAttribute(
    'href',
    `https://wa.me/91${phone}`,
  );
  await expect(page.getByRole('region', { name: 'Orders' })).toContainText('No orders yet.');
  await expect(page.getByText(/password/i)).toHaveCount(0);
});

test('A customer is sent away from the back office and refused by its API', async ({ page }) => {
  await signUpWithForm(page, newEmail('devotee'));
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

// The accessibility sweep checks the lists at a phone's and a desktop's width; here the tablet,
// with a customer's record and an email open.
test('The customer, newsletter, message, email and audit pages pass the WCAG checks on a tablet', async ({
  page,
  request,
}) => {
  // Six pages, each loaded and checked by axe: more than the default minute on a busy machine.
  test.setTimeout(180_000);
  // Something in each list: a subscriber, a contact message, and an email in the outbox.
  const email = newEmail('sudama');
  const subscriber: NewsletterRequest = { email };
  expect((await request.post('/api/v1/newsletter', { data: subscriber })).status()).toBe(200);
  const message: ContactRequest = {
    name: 'Sudama',
    email,
    phone: '9812345678',
    message: 'Which poshak fits a 4 inch Laddu Gopal?',
  };
  const contact = await request.post('/api/v1/contact', { data: message });
  expect(contact.status(), await contact.text()).toBe(200);
  await signUp(request, email);
  const forgotten: EmailRequest = { email };
  expect((await request.post('/api/v1/auth/forgot-password', { data: forgotten })).status()).toBe(200);

  await page.setViewportSize(VIEWPORTS.tablet);
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
