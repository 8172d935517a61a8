import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { checkOutOnline } from './fixtures/checkout';
import { expectNoAxeViolations, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

// The shop owner's order work in the back office: a shopper pays for an order; the owner finds it
// in /admin/orders, ships it with a courier and tracking number (which the shopper then sees on
// their order page), marks it out for delivery and then delivered, and approves the shopper's return in /admin/returns.
// The owner works in a browser context of their own, on its own pretend client address.

test.use({ ownClientAddress: true });

/** Puts one size priced for cash on delivery in the signed-in page's cart. */
async function fillCart(page: Page) {
  const { product, sizes } = await findProductWithSizes(page.request, { minStock: 2, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
}

const expectNoViolations = (page: Page, label: string) => expectNoAxeViolations(page, label, { wcag21: true });

test('The owner ships an order with a tracking number, delivers it and approves its return', async ({
  page,
  signedInShopper: { email },
  ownerPage: admin,
}) => {
  test.setTimeout(180_000);
  await fillCart(page);
  const orderId = await checkOutOnline(page);
  const orderNumber = orderId.slice(0, 8).toUpperCase();

  // The owner finds the order by the shopper's email; the filter stays in the address.
  await admin.goto('/admin/orders');
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
  // The delivery phone is a call and a WhatsApp chat away.
  const delivery = admin.getByRole('region', { name: 'Delivery address' });
  await expect(delivery.getByRole('link', { name: 'Call +91 98765 43210' })).toHaveAttribute(
    'href',
    'tel:+919876543210',
  );
  await expect(delivery.getByRole('link', { name: 'WhatsApp +91 98765 43210' })).toHaveAttribute(
    'href',
    'https://wa.me/919876543210',
  );

  // Booking the shop's own courier needs its name and the AWB; the order is then shipped.
  await admin.getByRole('region', { name: 'Courier' }).getByRole('button', { name: 'Book courier' }).click();
  const shipDialog = admin.getByRole('alertdialog', { name: 'Book a courier' });
  await shipDialog.getByRole('button', { name: 'Book courier' }).click();
  await expect(shipDialog.getByText('Please enter the courier')).toBeVisible();
  await expect(shipDialog.getByText('Please enter the tracking number')).toBeVisible();
  await shipDialog.getByLabel('Courier').fill('Delhivery');
  await shipDialog.getByLabel('AWB (tracking number)').fill('DLV-E2E-4304');
  await shipDialog.getByRole('button', { name: 'Book courier' }).click();
  await expect(shipDialog).toBeHidden();
  await expect(admin.getByText('Parcel booked with the courier')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Delivery address' })).toContainText('DLV-E2E-4304');
  const courier = admin.getByRole('region', { name: 'Courier' });
  await expect(courier).toContainText('DLV-E2E-4304');
  await expect(courier.getByRole('link', { name: 'Download label and manifest (PDF)' })).toHaveAttribute(
    'href',
    `/api/v1/admin/shipments/labels.pdf?orderIds=${orderId}`,
  );
  await expect(admin.getByRole('button', { name: 'Mark shipped' })).toHaveCount(0);
  await expect(admin.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);

  // The shopper sees the tracking number on their order page.
  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('tracking-number')).toHaveText('DLV-E2E-4304');
  await expect(page.getByText('Delhivery', { exact: true })).toBeVisible();

  await admin.getByRole('button', { name: 'Mark out for delivery' }).click();
  const outDialog = admin.getByRole('alertdialog', { name: 'Out for delivery?' });
  await outDialog.getByRole('button', { name: 'Mark out for delivery' }).click();
  await expect(outDialog).toBeHidden();
  await expect(admin.getByRole('region', { name: 'Status history' })).toContainText('Out for delivery');
  await expect(admin.getByRole('button', { name: 'Mark out for delivery' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('order-status')).toContainText('Out for delivery');

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
  await admin.goto('/admin/returns');
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
  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByRole('heading', { name: `Order #${orderNumber}`, level: 1 })).toBeVisible();
  await expect(admin.locator('header').getByText(/^(Returned|Refunded)$/)).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Return request' })).toContainText('approved');

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(/returned|refunded/i);
});

test('The owner refunds part of a paid order, within what is refundable', async ({
  page,
  signedInShopper: _,
  ownerPage: admin,
}) => {
  test.setTimeout(120_000);
  await fillCart(page);
  const orderId = await checkOutOnline(page);
  await admin.goto(`/admin/orders/${orderId}`);

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
});

test('The dashboard, orders, order and returns pages have no WCAG A/AA violations on a tablet', async ({
  page,
  signedInShopper: _,
  ownerPage: admin,
}) => {
  test.setTimeout(180_000);
  await fillCart(page);
  const orderId = await checkOutOnline(page);

  // The accessibility sweep checks the lists at a phone's and a desktop's width; here the tablet,
  // with an order and its ship dialog open.
  await admin.setViewportSize(VIEWPORTS.tablet);
  await admin.goto('/admin');
  await expect(admin.getByRole('region', { name: 'Today' })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Sales, last 30 days' }).locator('svg').first()).toBeVisible();
  await expectNoViolations(admin, 'dashboard');

  await admin.goto('/admin/orders');
  await expect(admin.getByRole('region', { name: 'Orders' })).toBeVisible();
  await expectNoViolations(admin, 'orders');

  await admin.goto(`/admin/orders/${orderId}`);
  await expect(admin.getByRole('button', { name: 'Book courier' })).toBeVisible();
  await expectNoViolations(admin, 'order');
  await admin.getByRole('button', { name: 'Book courier' }).click();
  await expect(admin.getByRole('alertdialog')).toBeVisible();
  await expectNoViolations(admin, 'ship dialog');
  await admin.keyboard.press('Escape');

  await admin.goto('/admin/returns');
  await expect(admin.getByRole('heading', { name: 'Returns', level: 1 })).toBeVisible();
  await expectNoViolations(admin, 'returns');

  // At tablet width the section navigation folds behind a menu button and the pages still work.
  await admin.goto('/admin');
  await admin.getByRole('button', { name: 'Open admin menu' }).click();
  await admin.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Orders' }).click();
  await expect(admin).toHaveURL(/\/admin\/orders$/);
});
