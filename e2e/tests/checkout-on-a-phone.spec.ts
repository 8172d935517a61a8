import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { proveDeliveryPhone } from './fixtures/checkout';
import { newMobile } from './fixtures/outbox';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// Checkout on a 390 px phone for a signed-in shopper: nothing to confirm that the shop already
// knows, saved addresses offered as cards, a landmark for the courier, one review screen where
// the payment choice has the focus, and store pickup at the shop's own address.

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a journey on a phone');
});

async function fillCart(page: Page) {
  const { product, sizes } = await findProductWithSizes(page.request, { minStock: 3, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
}

/** Cash on delivery from the review step; `prove` when the account has no proven phone yet (its first order). */
async function placeCashOnDelivery(page: Page, prove?: { owner: APIRequestContext; phone: string }): Promise<string> {
  await page.getByLabel('Cash on Delivery').check();
  if (prove) await proveDeliveryPhone(page, prove.owner, prove.phone);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/, { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('orderId')!;
}

test('@mobile A signed-in shopper starts at shipping, keeps a new address with its landmark, and finds it offered next time', async ({
  page,
  signedInShopper,
  ownerRequest,
}) => {
  const phone = newMobile();
  await fillCart(page);
  await page.goto('/checkout');
  await expect(page.getByRole('button', { name: 'Change', exact: true })).toHaveAccessibleDescription(
    signedInShopper.email,
  );
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);

  // No saved address yet: the one typed here is kept unless unticked.
  await expect(page.getByLabel('Save this address')).toBeChecked();
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');
  await page.getByLabel('Landmark (optional)').fill('Near Hanuman Mandir');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await page.getByLabel('Phone').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Continue to Review' }).click();

  // One review: where it goes, what is bought, the fee and total, and the payment choice focused.
  await expect(page.getByLabel('Online (card/UPI)')).toBeFocused();
  const review = page.locator('#checkout-step-3');
  await expect(review).toContainText('Near Hanuman Mandir');
  await expect(review).toContainText('110001');
  await expect(review.getByRole('list', { name: 'Items in this order' }).getByRole('listitem')).toHaveCount(1);
  await expect(review.getByText('Total', { exact: true })).toBeVisible();
  const orderId = await placeCashOnDelivery(page, { owner: ownerRequest, phone });

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('Landmark: Near Hanuman Mandir')).toBeVisible();
  await page.goto('/dashboard/addresses');
  await expect(page.getByText('Landmark: Near Hanuman Mandir')).toBeVisible();

  // Next time the saved address is offered first and chosen; no fields to type.
  await fillCart(page);
  await page.goto('/checkout');
  const saved = page.getByRole('radio', { name: /Radha Sharma/ });
  await expect(saved).toBeChecked();
  await expect(page.getByLabel('Use a new address')).not.toBeChecked();
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.locator('#checkout-step-3')).toContainText('12 Temple Road');
  await placeCashOnDelivery(page);
  await page.goto('/dashboard/addresses');
  await expect(page.getByText('12 Temple Road')).toHaveCount(1);
});

test('@mobile Store pickup names the shop and asks for no delivery address', async ({
  page,
  signedInShopper,
  ownerRequest,
}) => {
  expect(signedInShopper.email).toContain('@');
  const phone = newMobile();
  await fillCart(page);
  await page.goto('/checkout');
  await page.getByLabel(/Store Pickup/).check();
  await expect(page.getByText('Collect your order from our shop')).toBeVisible();
  await expect(page.getByText('Parikrama Marg, near Banke Bihari Temple')).toBeVisible();
  await expect(page.getByLabel('Address', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('PIN code')).toHaveCount(0);
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Phone').fill(phone);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  const review = page.locator('#checkout-step-3');
  await expect(review).toContainText('Parikrama Marg');
  await expect(review.getByText('Shipping (Store Pickup)')).toBeVisible();
  const orderId = await placeCashOnDelivery(page, { owner: ownerRequest, phone });

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByText('Parikrama Marg', { exact: false }).first()).toBeVisible();
  await page.goto('/dashboard/addresses');
  await expect(page.getByText('Parikrama Marg')).toHaveCount(0);
});
