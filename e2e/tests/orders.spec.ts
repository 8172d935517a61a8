import { signUp } from './fixtures/accounts';
import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { checkOutOnline, deliverOrder, placeCodOrder } from './fixtures/checkout';
import { newMobile } from './fixtures/outbox';
import { expectNoAxeViolations } from './fixtures/page-checks';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// After the purchase: the confirmation page, My Orders, an order's timeline, cancelling with a
// refund, a return after the shop delivers, and public tracking that asks for the order's email
// first. Each test is its own shopper on its own pretend client address; the shop owner's steps
// go through the admin API from a separate session.

test.use({ ownClientAddress: true });

/** No WCAG 2 A/AA violations on the page as it stands (toasts come and go, and are left out). */
const expectAccessible = (page: Page, label: string) => expectNoAxeViolations(page, label, { skipToasts: true });

const timeline = (page: Page) => page.getByRole('list', { name: 'Order timeline' });
const statusBadge = (page: Page) => page.getByTestId('order-status');

test('A shopper pays, finds the order in My Orders, follows its timeline and cancels it for a refund', async ({
  page,
  signedInShopper: _,
}) => {
  const { product, sizes } = await findProductWithSizes(page.request, { minStock: 2, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
  const orderId = await checkOutOnline(page);

  // The thank-you page shows what was bought, what was paid and when it should arrive.
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByTestId('order-number')).toHaveText(`#${orderId.slice(0, 8).toUpperCase()}`);
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
  await expect(orders.first().getByTestId('order-status')).toHaveText(/processing/i);
  await orders
    .first()
    .getByRole('link', { name: /View Details/ })
    .click();

  await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}$`));
  await expect(statusBadge(page)).toHaveText(/processing/i);
  await expect(timeline(page).locator('[data-step="processing"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  await expect(timeline(page).locator('[data-step="shipped"]')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: 'Order actions' }).getByRole('link', { name: 'Track Order' }),
  ).toHaveAttribute('href', `/track-order/${orderId}`);
  // Support opens WhatsApp with the short order number already written.
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*%23${orderId.slice(0, 8).toUpperCase()}`),
  );
  await expect(page.getByRole('button', { name: 'Return Order' })).toHaveCount(0);

  // Cancelling asks first, then the sandbox gateway refunds the payment.
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('will be refunded');
  await dialog.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  const toast = page.getByText('Order Cancelled', { exact: true });
  await expect(toast).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(statusBadge(page)).toHaveText(/refunded/i, { timeout: 30_000 });
  await expect(timeline(page).locator('[data-step="cancelled"]')).toBeVisible();
  await expect(timeline(page).locator('[data-step="refunded"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Refunds' })).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expect(toast).toBeHidden({ timeout: 8_000 });

  await page.goto('/dashboard/orders');
  await expect(page.getByRole('list', { name: 'Orders' }).getByTestId('order-status')).toHaveText(/refunded/i);
});

test('A delivered order shows its courier and tracking number and can be returned within the window', async ({
  page,
  signedInShopper: { email },
  ownerRequest,
}) => {
  const orderId = await placeCodOrder(page.request, ownerRequest, email, { buyNow: true });
  await deliverOrder(ownerRequest, orderId, 'DLV123456789IN');

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(statusBadge(page)).toHaveText(/delivered/i);
  await expect(timeline(page).locator('[data-step="shipped"]')).toBeVisible();
  await expect(timeline(page).locator('[data-step="delivered"]')).toHaveAttribute('aria-current', 'step');
  await expect(timeline(page).locator('[data-step="expected"]')).toHaveCount(0);
  await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();
  await expect(page.getByTestId('tracking-number')).toHaveText('DLV123456789IN');
  await expect(page.getByTestId('payment-state')).toHaveText(/./);
  await expect(page.getByRole('button', { name: 'Cancel Order' })).toHaveCount(0);
  await expectAccessible(page, 'order detail');

  // Its owner follows it on the tracking page without being asked for anything.
  await page.getByRole('group', { name: 'Order actions' }).getByRole('link', { name: 'Track Order' }).click();
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

/**
 * A cash-on-delivery order placed by a shopper of its own (signing up verified the email; the
 * delivery phone is proven by its code), for a visitor who is not signed in to track.
 */
async function orderToTrack(client: APIRequestContext, owner: APIRequestContext) {
  const { email } = await signUp(client);
  const phone = newMobile();
  const orderId = await placeCodOrder(client, owner, email, { buyNow: true, phone });
  return { email, phone, orderId, orderNumber: orderId.slice(0, 8).toUpperCase() };
}

test("The tracking page asks for the order's email before it shows anything @mobile", async ({
  page,
  newClient,
  ownerRequest,
}) => {
  const { email, orderId, orderNumber } = await orderToTrack(await newClient(), ownerRequest);

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
  await expect(statusBadge(page)).toHaveText(/processing/i);
  await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  await expect(page.getByText('The courier and tracking number appear here once your order is shipped.')).toBeVisible();
});

test('A guest without the link finds the order by its number and email from the menu @mobile', async ({
  page,
  newClient,
  ownerRequest,
  isMobile,
}) => {
  test.skip(!isMobile, 'a journey on a phone, from its menu');
  const { email, orderNumber } = await orderToTrack(await newClient(), ownerRequest);

  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Track Order' }).click();
  await expect(page).toHaveURL(/\/track-order$/);
  await expect(page.getByRole('heading', { name: 'Find your order' })).toBeVisible();
  await expectAccessible(page, 'find order form');

  const number = page.getByLabel('Order number');
  const contact = page.getByLabel('Email address or phone number');
  const track = page.getByRole('button', { name: 'Track Order' });
  await number.fill(orderNumber);
  await contact.fill('someone.else@example.in');
  await track.click();
  const neutral = 'We could not find an order with that number and email or phone number';
  await expect(page.getByRole('alert')).toHaveText(neutral);
  await expect(timeline(page)).toHaveCount(0);

  // A wrong number with the right email reads exactly the same.
  await number.fill(orderNumber === 'FFFFFFFF' ? '00000000' : 'FFFFFFFF');
  await contact.fill(email);
  await track.click();
  await expect(page.getByRole('alert')).toHaveText(neutral);

  await number.fill(`#${orderNumber.toLowerCase()}`);
  await track.click();
  await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
  await expect(statusBadge(page)).toHaveText(/processing/i);
  // Nothing typed went into the address.
  expect(new URL(page.url()).search).toBe('');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('A guest finds the order by its number and phone on a phone without JavaScript @mobile', async ({
    page,
    newClient,
    ownerRequest,
  }) => {
    const { orderNumber, phone } = await orderToTrack(await newClient(), ownerRequest);
    await page.goto('/track-order');
    await page.getByLabel('Order number').fill(orderNumber);
    await page.getByLabel('Email address or phone number').fill('9000000000');
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'We could not find an order with that number and email or phone number',
    );
    await expect(page.getByLabel('Order number')).toHaveValue(orderNumber);

    await page.getByLabel('Email address or phone number').fill(phone);
    await page.getByRole('button', { name: 'Track Order' }).click();
    await expect(page.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    await expect(page).toHaveURL(/\/track-order$/);
    expect(decodeURIComponent(page.url())).not.toContain(phone);
  });

  test('The tracking form still works: the page answers the posted form itself', async ({
    page,
    newClient,
    ownerRequest,
  }) => {
    const { email, orderId, orderNumber } = await orderToTrack(await newClient(), ownerRequest);
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
    await expect(statusBadge(page)).toHaveText(/processing/i);
    await expect(timeline(page).locator('[data-step="expected"]')).toContainText('Expected delivery');
  });
});
