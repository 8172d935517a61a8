import { logInWithForm } from './fixtures/accounts';
import { chooseSize, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { expect, test } from './fixtures/test';

// A new shopper on a phone fills a cart before making an account: the cart lives on the server
// under an anonymous cookie, and sign-in is asked for only at checkout, where it joins the account.

test.use({ ownClientAddress: true });

test('@mobile A guest fills a cart, applies a coupon and signs in only at checkout, keeping the cart', async ({
  page,
  request,
  shopper,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a journey on a phone');
  const {
    product,
    sizes: [variant],
  } = await findProductWithSizes(request, { minStock: 3, ...PRICED_FOR_COD });

  await page.goto(`/products/${product.slug}`);
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer.getByRole('listitem', { name: `${product.name}, size ${variant.size}` })).toBeVisible();
  await page.keyboard.press('Escape');

  // The header counts it, and the public page stays the one everyone is served.
  await page.goto('/');
  await expect(page.getByText('1 items in cart').first()).toBeAttached();
  await page.getByRole('link', { name: 'Cart' }).first().click();
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'View Cart' }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await page.getByLabel('Coupon code').fill('WELCOME10');
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Coupon WELCOME10 applied successfully!' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcheckout/);
  await expect(page.getByRole('note')).toContainText('your cart comes with you');
  await logInWithForm(page, shopper);

  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('1 item from before you signed in is now in your cart.')).toBeVisible();
  const cart = await (await page.request.get('/api/v1/user/user-cart')).json();
  expect(cart).toMatchObject({ appliedCoupon: { code: 'WELCOME10' }, cart: [{ selectedSize: variant.size }] });
});
