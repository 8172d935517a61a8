import { newEmail, signUpWithForm } from './fixtures/accounts';
import { addSizeToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { fillShippingForm, proveDeliveryPhone } from './fixtures/checkout';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// Cart, coupon, checkout and payment journeys against the real server with its sandbox payment
// provider. Each test signs up its own shopper, on its own pretend client address.

test.use({ ownClientAddress: true });

/** What a shop on the sandbox says on every page and on its payment sheet. */
const DEMO_NOTICE = 'Demo shop: payments are simulated and no money is taken.';

/** A product with two sizes in stock whose price keeps two of them under the cash-on-delivery limit. */
async function productWithTwoSizes(request: APIRequestContext) {
  const { product, sizes } = await findProductWithSizes(request, { sizes: 2, minStock: 3, ...PRICED_FOR_COD });
  const [first, second] = sizes;
  if (!second) throw new Error('No product with two sizes in stock');
  return { product, sizes: [first, second] as const };
}

async function signUp(page: Page) {
  const email = newEmail('checkout');
  await signUpWithForm(page, email);
  await expect(page).not.toHaveURL(/\/signup/);
  return email;
}

test('A shopper fills the cart with two sizes, applies WELCOME10 and pays online to reach the confirmation', async ({
  page,
  request,
}) => {
  const { product, sizes } = await productWithTwoSizes(request);
  const email = await signUp(page);
  await addSizeToCart(page, product, sizes[0].size);
  await addSizeToCart(page, product, sizes[1].size);

  await page.goto('/cart');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Home');
  await expect(page.getByText(DEMO_NOTICE, { exact: true })).toBeVisible();
  const rows = page.getByRole('list', { name: 'Cart items' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const first = rows.first();
  await expect(first.getByRole('button', { name: /Decrease quantity/ })).toBeDisabled();
  await first.getByRole('button', { name: /Increase quantity/ }).click();
  await expect(first.getByLabel('Quantity 2')).toBeVisible();

  const apply = page.getByRole('button', { name: 'Apply', exact: true });
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
  // Signed in, their own email needs no confirming: it is shown done, and checkout opens at shipping.
  await expect(page.getByRole('button', { name: 'Change', exact: true })).toHaveAccessibleDescription(email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Review and Complete/ })).toBeDisabled();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByText('Full name is required')).toBeVisible();
  await fillShippingForm(page);

  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  const sheet = page.getByRole('dialog', { name: /Shringar|Shop/i });
  await expect(sheet.getByTestId('sandbox-amount')).toContainText('₹');
  await expect(sheet).toContainText(DEMO_NOTICE);
  await sheet.getByText('Card', { exact: true }).click();
  await sheet.getByRole('button', { name: /^Pay ₹/ }).click();

  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect(orderId).toBeTruthy();
  await expect(page.getByTestId('order-number')).toHaveText(`#${orderId!.slice(0, 8).toUpperCase()}`);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();

  await page.goto('/cart');
  await expect(page.getByText('Your cart is empty')).toBeVisible();
});

test('A failed payment leaves the cart as it was', async ({ page, request }) => {
  const { product, sizes } = await productWithTwoSizes(request);
  await signUp(page);
  await addSizeToCart(page, product, sizes[0].size);

  await page.goto('/checkout');
  await fillShippingForm(page);
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Fail' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText('Your cart is unchanged');
  await expect(page).toHaveURL(/\/checkout$/);

  await page.goto('/cart');
  await expect(page.getByRole('list', { name: 'Cart items' }).getByRole('listitem')).toHaveCount(1);
});

test('A cash on delivery order from an email account proves the delivery phone by its code first', async ({
  page,
  request,
  ownerRequest,
}) => {
  const { product, sizes } = await productWithTwoSizes(request);
  await signUp(page);
  await addSizeToCart(page, product, sizes[0].size);
  const phone = newMobile();

  await page.goto('/checkout');
  await fillShippingForm(page, phone);
  await page.getByLabel('Cash on Delivery').check();
  // Without the code nothing is placed, and the shopper is told what to do.
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'prove the delivery mobile number' }).first()).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);

  await proveDeliveryPhone(page, ownerRequest, phone);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  await expect(page.getByTestId('order-number')).toHaveText(/^#[0-9A-F]{8}$/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  // The confirmation goes to the phone just proven.
  expect(await messageTo(ownerRequest, phone, 'cod-confirmation')).toContain(orderId.slice(0, 8).toUpperCase());
});

test('A guest opening checkout is sent to log in, to come back to checkout', async ({ page }) => {
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
  await expect(page.getByRole('heading', { name: 'Login', level: 1 })).toBeVisible();
});
