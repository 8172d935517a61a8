import { addSizeToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test } from './fixtures/test';

// A shopper with a phone and no password: signs in with a code, pays cash on delivery and confirms
// the order from the message. The demo shop keeps SMS and WhatsApp in its sandbox outbox, which
// the owner reads through the admin API, as the shopper's phone would show them.

test.use({ ownClientAddress: true });

test('@mobile A new shopper signs in with a code, buys with cash on delivery and confirms it from the message', async ({
  page,
  request,
  ownerRequest,
  ownerPage,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a journey on a phone');
  const phone = newMobile();
  const { product, sizes } = await findProductWithSizes(request, { minStock: 2, ...PRICED_FOR_COD });

  await page.goto('/login');
  await page.getByLabel('Mobile number').fill(`0${phone.slice(0, 5)} ${phone.slice(5)}`);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('We have sent a code to')).toContainText(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);

  const sms = await messageTo(ownerRequest, phone, 'sign-in-code');
  const code = /(\d{6}) is your/.exec(sms)![1]!;
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await addSizeToCart(page, product, sizes[0].size);
  await page.goto('/checkout');
  await page.getByRole('textbox', { name: 'Email' }).fill(`phone-${phone}@example.in`);
  await page.getByRole('button', { name: 'Continue to Shipping' }).click();
  await page.getByLabel('Full name').fill('Radha Sharma');
  await page.getByLabel('Address', { exact: true }).fill('12 Temple Road');
  await page.getByLabel('PIN code').fill('110001');
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  // The account's proven number is already there, and updates go to WhatsApp unless unticked.
  await expect(page.getByLabel('Phone', { exact: true })).toHaveValue(phone);
  await expect(page.getByLabel('Updates on WhatsApp (otherwise by SMS)')).toBeChecked();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByLabel('Cash on Delivery').check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;

  const whatsapp = await messageTo(ownerRequest, phone, 'cod-confirmation');
  const link = new URL(/(\S+do=confirm)/.exec(whatsapp)![1]!);
  expect(link.searchParams.get('order')).toBe(orderId);
  // Opening the link decides nothing: the page's button does.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { name: 'Confirm Your Order' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(page.getByTestId('cod-confirm-result')).toContainText('Your order is confirmed');

  await ownerPage.goto(`/admin/orders/${orderId}`);
  await expect(ownerPage.getByTestId('cod-confirmation')).toContainText('Cash on delivery: Confirmed');
});
