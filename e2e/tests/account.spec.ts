import type { CartResponse } from '@shop/shared/contracts/cart';
import type { UpdateWishlistResponse, WishlistProductRequest } from '@shop/shared/contracts/wishlist';
import { askToSignUp, logInWithForm, newEmail, SHOPPER_PASSWORD, signUpWithForm } from './fixtures/accounts';
import { chooseSize, findProductWithSizes, homepageProducts } from './fixtures/catalogue';
import { collectConsoleErrors, expectNoAxeViolations } from './fixtures/page-checks';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// Shoppers' accounts: sign-up, login and logout, the route guard, the wishlist and saved addresses.
// Every test signs its own shopper up, on its own connection.

test.use({ ownClientAddress: true });

async function someProducts(request: APIRequestContext, count: number) {
  const products = await homepageProducts(request);
  expect(products.length).toBeGreaterThanOrEqual(count);
  return products.slice(0, count);
}

/** Console errors, less the browser's line for each 401 or 403: a 401 from /auth/verify is how an expired session is found. */
const watchConsoleErrors = (page: Page) => collectConsoleErrors(page, { ignore: /status of 40[13]/ });

const accountMenu = (page: Page) => page.getByRole('button', { name: /account menu/ });

test('A new shopper signs up, opens the emailed link, is told it worked and lands on their dashboard', async ({
  page,
}) => {
  const errors = watchConsoleErrors(page);
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  await page.getByLabel('Email').fill(newEmail('meera'));
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm Password').fill(`${SHOPPER_PASSWORD}!`);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert')).toHaveText('Passwords do not match');

  await page.getByLabel('Confirm Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  // Nothing is created yet: the shop has emailed a link (this demo shop shows it instead).
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    "Check your email: we've sent a link to finish creating your account.",
  );
  await expect(page.getByText('Demo shop: no emails are sent — open the link we would have emailed.')).toBeVisible();
  await expect(accountMenu(page)).toHaveCount(0);

  await page.getByRole('link', { name: 'Open the link' }).click();
  await expect(page.getByText('Signup successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  await expect(page.getByText('Your first order is waiting to be placed.')).toBeVisible();
  await expect(accountMenu(page)).toBeVisible();

  // The session survives a reload: it lives in cookies, not in the page.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('A sign-up link opened in another browser asks for the password chosen when signing up', async ({
  page,
  newVisitorPage,
}) => {
  await page.goto('/signup');
  await askToSignUp(page, newEmail('phone'));
  const link = await page.getByRole('link', { name: 'Open the link' }).getAttribute('href');

  // The email opened on a phone: its mail app never saw the sign-up, so the link alone does not do.
  const phonePage = await newVisitorPage();
  await phonePage.goto(link!);
  await expect(phonePage.getByText('Enter the password you chose when signing up to finish.')).toBeVisible();
  await phonePage.getByLabel('Password').fill(`${SHOPPER_PASSWORD}!`);
  await phonePage.getByRole('button', { name: 'Create Account' }).click();
  await expect(phonePage.getByRole('alert')).toHaveText(
    'That is not the password you chose when signing up. Try again, or sign up again for a new link.',
  );
  await phonePage.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await phonePage.getByRole('button', { name: 'Create Account' }).click();
  await expect(phonePage).toHaveURL(/\/dashboard$/);
  await expect(phonePage.getByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
});

test('Signing up with an email that already has an account answers as for a new one', async ({ page, shopper }) => {
  await page.goto('/signup');
  await askToSignUp(page, shopper.email);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    "Check your email: we've sent a link to finish creating your account.",
  );
  // Its owner is emailed to log in instead; the demo shop shows where that email leads.
  await page.getByRole('link', { name: 'Open the link' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await logInWithForm(page, shopper);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('A sign-up link that was already used says so and offers to sign up again', async ({ page }) => {
  await page.goto(`/signup/confirm#token=${'u'.repeat(43)}`);
  await expect(page.getByRole('alert')).toHaveText('This link has expired or was already used');
  // The token is not left in the address bar or the history.
  expect(page.url()).not.toContain('token');
  await page.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByRole('button', { name: 'Sign Up' })).toBeVisible();
});

test('The user menu shows who is signed in, and Logout asks before signing out', async ({ page }) => {
  const email = newEmail('gopal');
  await signUpWithForm(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await accountMenu(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText(email)).toBeVisible();
  for (const item of ['My Profile', 'My Orders', 'Wishlist', 'Saved Addresses', 'Logout']) {
    await expect(menu.getByRole('menuitem', { name: item })).toBeVisible();
  }
  await expect(menu.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Are you sure you want to logout?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(accountMenu(page)).toBeVisible();

  await accountMenu(page).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();

  // Signed out on the server too: the dashboard now sends them to log in.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
});

test('A guest sent to log in from a protected page goes back there afterwards, not to the guard', async ({
  page,
  shopper,
}) => {
  await page.goto('/about');
  await page.goto('/dashboard/profile');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Fprofile$/);
  // The guard replaced its own entry: Back goes to the page before, not to a page that bounces.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/login\?redirect=/);

  await logInWithForm(page, shopper);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(shopper.email);
});

test('A customer who opens the admin area is sent home', async ({ page }) => {
  await signUpWithForm(page, newEmail('customer'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('A guest who hearts a product logs in and is back on it with the product in their wishlist', async ({
  page,
  request,
  shopper,
}) => {
  const errors = watchConsoleErrors(page);
  const [product] = await someProducts(request, 1);
  if (!product) throw new Error('no product');

  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproducts%2F${product.slug}$`));
  await expect(page.getByRole('note')).toHaveText('Please login to add items to your wishlist');

  await logInWithForm(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/products/${product.slug}$`));
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  const toggle = page.getByRole('button', { name: `Remove ${product.name} from wishlist` });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('link', { name: /Wishlist\s*1 items in wishlist/ })).toBeVisible();

  await page.goto('/dashboard/wishlist');
  await expect(page.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

  // Taking it out again from the product page.
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(page.getByText('Removed from wishlist')).toBeVisible();
  await expect(page.getByRole('button', { name: `Add ${product.name} to wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  expect(errors).toEqual([]);
});

test('Products a guest saved join the wishlist of the account they log in to, without duplicates', async ({
  page,
  request,
  shopper,
}) => {
  const [first, second, already] = await someProducts(request, 3);
  if (!first || !second || !already) throw new Error('not enough products');
  // The account already holds one product (saved on another device).
  const wished: WishlistProductRequest = { productId: already._id };
  const saved = await request.post('/api/v1/user/update-wishlist', { data: wished });
  expect(((await saved.json()) as UpdateWishlistResponse).status).toBe(true);

  await page.goto(`/products/${first.slug}`);
  await page.getByRole('button', { name: `Add ${first.name} to wishlist` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  // Not now: back to shopping, still a guest, and the heart remembers.
  await page.goBack();
  await expect(page.getByRole('button', { name: `Remove ${first.name} from wishlist` })).toBeVisible();

  await page.goto(`/products/${second.slug}`);
  await page.getByRole('button', { name: `Add ${second.name} to wishlist` }).click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('guest_wishlist') ?? '[]').length)).toBe(2);

  // The same product as the account already has, saved again as a guest: must not double up.
  await page.goto(`/products/${already.slug}`);
  await page.getByRole('button', { name: `Add ${already.name} to wishlist` }).click();
  await logInWithForm(page, shopper);
  await expect(page).toHaveURL(new RegExp(`/products/${already.slug}$`));

  await page.goto('/dashboard/wishlist');
  await expect(page.getByText('3 items saved for later.')).toBeVisible();
  for (const product of [first, second, already]) {
    await expect(page.getByRole('heading', { level: 2, name: product.name })).toHaveCount(1);
  }
  await expect(page.getByRole('link', { name: /Wishlist\s*3 items in wishlist/ })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('guest_wishlist'))).toBeNull();

  await page.getByRole('button', { name: 'Clear Wishlist' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Clear Wishlist' }).click();
  await expect(page.getByText('Wishlist cleared')).toBeVisible();
  await expect(page.getByText('Your wishlist is empty')).toBeVisible();
});

test('A shopper saves an address whose PIN fills city and state, then edits it', async ({ page }) => {
  await signUpWithForm(page, newEmail('radha'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/addresses');
  await expect(page.getByText('You have no saved addresses yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  const form = page.getByRole('form', { name: 'Add new address' });

  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Full name is required')).toBeVisible();

  await form.getByLabel('Full Name').fill('Radha Sharma');
  await form.getByLabel('Phone Number').fill('98765');
  await form.getByLabel('Address', { exact: true }).fill('12 Seva Kunj Marg');
  await form.getByLabel('PIN Code').fill('0000');
  await form.getByLabel('City').click();
  await expect(form.getByText('Please enter a valid 6-digit PIN code')).toBeVisible();
  await form.getByLabel('PIN Code').fill('000000');
  await expect(form.getByText('Invalid PIN code')).toBeVisible();

  await form.getByLabel('PIN Code').fill('281121');
  await expect(form.getByLabel('City')).toHaveValue('Mathura');
  await expect(form.getByLabel('State')).toHaveValue('Uttar Pradesh');
  await expect(form.getByLabel('City')).toHaveAttribute('readonly', '');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(form.getByText('Phone number must be 10 digits')).toBeVisible();

  // Letters are not taken in the phone field.
  await form.getByLabel('Phone Number').fill('98765abc43210');
  await expect(form.getByLabel('Phone Number')).toHaveValue('9876543210');
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();

  const card = page.getByRole('listitem').filter({ hasText: 'Radha Sharma' });
  await expect(card).toContainText('Default');
  await expect(card).toContainText('Mathura, Uttar Pradesh 281121');

  await card.getByRole('button', { name: /Edit/ }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await expect(edit.getByLabel('Full Name')).toHaveValue('Radha Sharma');
  await edit.getByLabel('PIN Code').fill('110001');
  await expect(edit.getByLabel('State')).toHaveValue('Delhi');
  await edit.getByLabel('Address', { exact: true }).fill('4 Connaught Place');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address updated')).toBeVisible();
  await expect(card).toContainText('4 Connaught Place');
  await expect(card).toContainText('Delhi 110001');

  // The overview shows it as the default address.
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Default Address' })).toContainText('4 Connaught Place');
});

test('When a session has ended elsewhere, the next action says Please Login First and goes to login', async ({
  page,
  context,
  request,
}) => {
  const [product] = await someProducts(request, 1);
  if (!product) throw new Error('no product');
  await signUpWithForm(page, newEmail('expired'));
  await expect(page).toHaveURL(/\/dashboard$/);
  // Settled: the page has loaded the summary it shows the session and the hearts from.
  const summaryLoaded = page.waitForResponse('**/api/v1/me/summary');
  await page.goto(`/products/${product.slug}`);
  await summaryLoaded;
  await expect(page.getByRole('button', { name: `Add ${product.name} to wishlist` })).toBeEnabled();

  // Both session cookies gone (expired or revoked), the page still believes it is signed in.
  await context.clearCookies({ name: 'shop_access' });
  await context.clearCookies({ name: 'shop_refresh' });
  await page.getByRole('button', { name: `Add ${product.name} to wishlist` }).click();
  await expect(page.getByText('Please Login First')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Fproducts%2F${product.slug}$`));
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('A guest who adds a size to the cart logs in and finds it in their account cart, told so', async ({
  page,
  request,
  shopper,
}) => {
  const {
    product,
    sizes: [variant],
  } = await findProductWithSizes(request, { minStock: 2 });

  await page.goto(`/products/${product.slug}`);
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await page.goto('/login');
  await logInWithForm(page, shopper);

  await expect(page.getByText('1 item from before you signed in is now in your cart.')).toBeVisible();
  const { cart } = (await (await page.request.get('/api/v1/user/user-cart')).json()) as CartResponse;
  expect(cart).toEqual([expect.objectContaining({ slug: product.slug, selectedSize: variant.size, quantity: 1 })]);
});

test('The address form and the account menu pass the WCAG A and AA checks', async ({ page }) => {
  // The account pages themselves are in the accessibility sweep; their dialogs are checked here,
  // without the shell's toasts.
  const check = (label: string) => expectNoAxeViolations(page, label, { skipToasts: true });
  await signUpWithForm(page, newEmail('axe'));
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard/addresses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await check('address form');
  await accountMenu(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await check('user menu');
});
