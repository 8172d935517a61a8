import { expect, test as base, type APIRequestContext, type Page } from './fixtures';

// Cart, coupon, checkout and payment journeys against the real server with its sandbox payment
// provider. The e2e server runs in production mode (no demo user), so each test signs up its own
// shopper, on its own pretend client address (sign-ups are limited per address).

const octet = () => Math.floor(Math.random() * 254) + 1;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});

const PASSWORD = 'Tulsi-Mala-108';
let counter = 0;
const newEmail = () => `checkout-${Date.now().toString(36)}-${(counter += 1)}@example.in`;

type Variant = { _id: string; size: string; price: number; stock: number };
type Product = { _id: string; slug: string; name: string; variants: Variant[] };

/** A product with two sizes in stock whose price keeps two of them under the cash-on-delivery limit. */
async function productWithTwoSizes(
  request: APIRequestContext,
): Promise<{ product: Product; sizes: [Variant, Variant] }> {
  const list = await request.get('/api/v1/product/homepage-products');
  expect(list.ok()).toBe(true);
  const { data } = (await list.json()) as { data: { slug: string }[] };
  for (const { slug } of data) {
    const response = await request.get(`/api/v1/product/${slug}`);
    if (!response.ok()) continue;
    const product = ((await response.json()) as { data: Product }).data;
    const sizes = product.variants.filter((v) => v.stock >= 3 && v.price >= 300 && v.price <= 2000);
    const [first, second] = sizes;
    if (first && second) return { product, sizes: [first, second] };
  }
  throw new Error('No product with two sizes in stock');
}

async function signUp(page: Page) {
  const email = newEmail();
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).not.toHaveURL(/\/signup/);
  return email;
}

async function addSize(page: Page, product: Product, size: string) {
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('radiogroup', { name: /Size/ }).getByText(size, { exact: true }).click();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('listitem', { name: `${product.name}, size ${size}` })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

async function fillShipping(page: Page) {
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await expect(page.getByLabel('State')).toHaveValue('Delhi');
  await expect(page.getByLabel('City')).toHaveAttribute('readonly', '');
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByRole('button', { name: 'Continue to Review' }).click();
}

test('A shopper fills the cart with two sizes, applies WELCOME10 and pays online to reach the confirmation', async ({
  page,
  request,
}) => {
  const { product, sizes } = await productWithTwoSizes(request);
  const email = await signUp(page);
  await addSize(page, product, sizes[0].size);
  await addSize(page, product, sizes[1].size);

  await page.goto('/cart');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  const rows = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const first = rows.first();
  await expect(first.getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();
  await first.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(first.getByLabel('Quantity 2')).toBeVisible();

  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();
  await page.getByLabel('Coupon code').fill(' welcome10 ');
  await apply.click();
  const popup = page.getByRole('dialog', { name: 'Coupon WELCOME10 applied successfully!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Coupon applied! You saved ₹');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(page.getByText('WELCOME10 applied')).toBeVisible();

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  await expect(page.getByRole('button', { name: /Review and Complete/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await fillShipping(page);

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sheet = page.getByRole('dialog', { name: /Shringar|Shop/i });
  await expect(sheet.getByTestId('sandbox-amount')).toContainText('₹');
  await sheet.getByText('Card', { exact: true }).click();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toBeTruthy();
  await expect(page.getByTestId('order-id')).toHaveText(orderId!);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('A failed payment leaves the cart as it was', async ({ page, request }) => {
  const { product, sizes } = await productWithTwoSizes(request);
  await signUp(page);
  await addSize(page, product, sizes[0].size);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await fillShipping(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText('Your cart is unchanged');
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('A cash on delivery order reaches the confirmation', async ({ page, request }) => {
  const { product, sizes } = await productWithTwoSizes(request);
  await signUp(page);
  await addSize(page, product, sizes[0].size);

  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await fillShipping(page);
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('order-id')).not.toBeEmpty();
});

test('A guest opening checkout is sent to log in, to come back to checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});
