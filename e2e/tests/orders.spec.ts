import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  E2E_ADMIN,
  request as playwrightRequest,
  test as base,
  type APIRequestContext,
  type Page,
} from './fixtures';

// After the purchase: the confirmation page, My Orders, an order's timeline, cancelling with a
// refund, a return after the shop delivers, and public tracking that asks for the order's email
// first. Each test is its own shopper on its own pretend client address (sign-ups are limited per
// address); the shop owner's steps go through the admin API from a separate session.

const octet = () => Math.floor(Math.random() * 254) + 1;
const clientAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': clientAddress() });
  },
});

const PASSWORD = 'Tulsi-Mala-108';
const PHONE = '9876543210';
let counter = 0;
const newEmail = () => `orders-${Date.now().toString(36)}-${(counter += 1)}@example.in`;

type Variant = { _id: string; size: string; price: number; stock: number };
type Product = { _id: string; slug: string; name: string; variants: Variant[] };

/** A size in stock priced under the cash-on-delivery limit. */
async function productInStock(request: APIRequestContext): Promise<{ product: Product; variant: Variant }> {
  const list = await request.get('/api/v1/product/homepage-products');
  expect(list.ok()).toBe(true);
  const { data } = (await list.json()) as { data: { slug: string }[] };
  for (const { slug } of data) {
    const response = await request.get(`/api/v1/product/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const variant = product.variants.find((v) => v.stock >= 2 && v.price >= 300 && v.price <= 2000);
    if (variant) return { product, variant };
  }
  throw new Error('No product in stock under the cash-on-delivery limit');
}

/** Signs a new shopper up through the API; the request context (and its page) is then signed in. */
async function signUp(request: APIRequestContext): Promise<string> {
  const email = newEmail();
  const response = await request.post('/api/v1/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.status()).toBe(201);
  return email;
}

const shippingAddress = (email: string) => ({
  contact: email,
  fullName: 'Radha Sharma',
  address: '12 Temple Road',
  apartment: '',
  city: 'Central Delhi',
  state: 'Delhi',
  postalCode: '110001',
  phone: PHONE,
  shippingMethod: 'online',
});

/** A cash-on-delivery Buy Now order placed through the checkout API; returns the order id. */
async function placeCodOrder(request: APIRequestContext, email: string): Promise<string> {
  const { product, variant } = await productInStock(request);
  const response = await request.post('/api/v1/payment/checkout', {
    data: {
      paymentMethod: 'COD',
      shippingAddress: shippingAddress(email),
      buyNow: { productId: product._id, variantId: variant._id, quantity: 1 },
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: { orderId: string } }).data.orderId;
}

/** The shop owner's session, on its own client address. */
async function adminSession(baseURL: string): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const login = await admin.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  return admin;
}

async function setStatus(admin: APIRequestContext, orderId: string, body: Record<string, string>) {
  const response = await admin.post(`/api/v1/admin/orders/${orderId}/status`, { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

async function fillShipping(page: Page) {
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await page.getByLabel('Phone').fill(PHONE);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
}

/** No WCAG 2 A/AA violations on the page as it stands (toasts come and go, and are left out). */
async function expectAccessible(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    .exclude('[data-sonner-toaster]')
    .analyze();
  expect(results.violations.map((v) => ({ label, id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }))).toEqual(
    [],
  );
}

const timeline = (page: Page) => page.getByRole('list', { name: 'Order timeline' });
const statusBadge = (page: Page) => page.getByTestId('order-status');

test('A shopper pays, finds the order in My Orders, follows its timeline and cancels it for a refund', async ({
  page,
}) => {
  const { product, variant } = await productInStock(page.request);
  await signUp(page.request);
  const added = await page.request.post('/api/v1/user/add-to-cart', {
    data: { id: product._id, variantId: variant._id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sheet = page.getByRole('dialog', { name: /Shringar|Shop/i });
  await sheet.getByText('Card', { exact: true }).click();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();

  // The thank-you page shows what was bought, what was paid and when it should arrive.
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-id')).toHaveText(orderId);
  await expect(page.getByTestId('payment-state')).toHaveText('Paid');
  await expect(page.getByRole('list', { name: 'Ordered items' })).toContainText(product.name);
  await expect(page.getByText(/^By \d/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/collections');
  await expect(page.getByRole('link', { name: 'View Order' })).toHaveAttribute('href', `/dashboard/orders/${orderId}`);
  await expectAccessible(page, 'order confirmation');

  // My Orders lists it, newest first, with its lowercase status.
  await page.goto('/dashboard/orders');
  const orders = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', { name: /^Order / });
  await expect(orders).toHaveCount(1);
  await expect(orders.first().getByTestId('order-status')).toHaveText(/processing/);
  await orders
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(statusBadge(page)).toHaveText(/processing/);
  await expect(timeline(page).locator('[data-step="processing"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  await expect(timeline(page).locator('[data-step="shipped"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Track Order' })).toHaveAttribute('href', `/track-order/${orderId}`);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', new RegExp(orderId));
  await expect(page.getByRole('button', { name: 'Return Order' })).toHaveCount(0);

  // Cancelling asks first, then the sandbox gateway refunds the payment.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('will be refunded');
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const toast = page.getByText('Order Cancelled', { exact: true });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusBadge(page)).toHaveText(/refunded/, { timeout: 30_000 });
  await expect(timeline(page).locator('[data-step="cancelled"]')).toBeVisible();
  await expect(timeline(page).locator('[data-step="refunded"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByTestId('order-status')).toHaveText(/refunded/);
});

test('A delivered order shows its courier and tracking number and can be returned within the window', async ({
  page,
  baseURL,
}) => {
  const email = await signUp(page.request);
  const orderId = await placeCodOrder(page.request, email);
  const admin = await adminSession(baseURL!);
  await setStatus(admin, orderId, { status: 'shipped', courier: 'Delhivery', trackingNumber: 'DLV123456789IN' });
  await setStatus(admin, orderId, { status: 'delivered' });
  await admin.dispose();

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(statusBadge(page)).toHaveText(/delivered/);
  await expect(timeline(page).locator('[data-step="shipped"]')).toBeVisible();
  await expect(timeline(page).locator('[data-step="delivered"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toHaveCount(0);
  await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tracking-number')).toHaveText('DLV123456789IN');
  await expect(page.getByTestId('payment-state')).toHaveText(/./);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expectAccessible(page, 'order detail');

  // Its owner follows it on the tracking page without being asked for anything.
  await page.getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/track-order/${orderId}$`));
  await expect(page.getByTestId('tracking-number')).toHaveText('DLV123456789IN');
  await expect(page.getByLabel('Email address or phone number')).toHaveCount(0);
  await page.goBack();

  await page.getByRole('button', { name: 'Return Order' }).click();
  const dialog = page.getByRole('dialog', { name: /Return order/ });
  const reason = dialog.getByLabel('Reason for return');
  await expect(reason).toBeFocused();
  const submit = dialog.getByRole('button', { name: 'Submit Return Request' });
  await expect(submit).toBeDisabled();
  await expect(dialog.getByText('0/500')).toBeVisible();
  await expectAccessible(page, 'return dialog');
  await reason.fill('The crown is a size too small');
  await expect(dialog.getByText('29/500')).toBeVisible();
  await submit.click();
  await expect(page.getByText('Return request submitted successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('return-request')).toContainText('Return requested');
  await expect(page.getByTestId('return-request')).toContainText('The crown is a size too small');
  await expect(page.getByRole('button', { name: 'Return Order' })).toHaveCount(0);
});

/** A cash-on-delivery order placed by a shopper of its own, for a visitor who is not signed in to track. */
async function orderToTrack(baseURL: string | undefined) {
  const owner = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': clientAddress() },
  });
  const email = await signUp(owner);
  const orderId = await placeCodOrder(owner, email);
  await owner.dispose();
  return { email, orderId, orderNumber: orderId.slice(0, 8).toUpperCase() };
}

test("The tracking page asks for the order's email before it shows anything @mobile", async ({ page, baseURL }) => {
  const { email, orderId, orderNumber } = await orderToTrack(baseURL);

  await page.goto(`/track-order/${orderId}`);
  await expect(page.getByRole('heading', { name: 'Track Order', level: 1 })).toBeVisible();
  const field = page.getByLabel('Email address or phone number');
  await expect(field).toBeVisible();
  await expect(timeline(page)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(orderNumber);
  await expectAccessible(page, 'tracking form');

  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('Enter the email address or phone number used for this order');

  await field.fill('someone.else@example.in');
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(page.getByRole('alert')).toHaveText('That email or phone number does not match this order');
  await expect(timeline(page)).toHaveCount(0);
  await expect(page.locator('main')).not.toContainText(orderNumber);

  await field.fill(email);
  await page.getByRole('button', { name: 'Track Order' }).click();
  await expect(timeline(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(statusBadge(page)).toHaveText(/processing/);
  await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  await expect(page.getByText('The courier and tracking number appear here once your order is shipped.')).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('The tracking form still works: the page answers the posted form itself', async ({ page, baseURL }) => {
    const { email, orderId, orderNumber } = await orderToTrack(baseURL);
    await page.goto(`/track-order/${orderId}`);
    const field = page.getByLabel('Email address or phone number');
    const track = page.getByRole('button', { name: 'Track Order' });

    await track.click();
    await expect(page.getByRole('alert')).toHaveText('Enter the email address or phone number used for this order');

    await field.fill('someone.else@example.in');
    await track.click();
    await expect(page.getByRole('alert')).toHaveText('That email or phone number does not match this order');
    await expect(field).toHaveValue('someone.else@example.in');
    await expect(timeline(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(orderNumber);

    await field.fill(email);
    await track.click();
    await expect(page).toHaveURL(new RegExp(`/track-order/${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    await expect(statusBadge(page)).toHaveText(/processing/);
    await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  });
});
