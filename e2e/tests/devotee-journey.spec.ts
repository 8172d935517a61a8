import { execFile } from 'node:child_process';
import { orderNumber } from '@shop/shared/order-rules';
import { deliverOrder } from './fixtures/checkout';
import { messageTo, newMobile } from './fixtures/outbox';
import { expect, test, type APIRequestContext } from './fixtures/test';

// The shopper this shop exists for, end to end: a new devotee on a cheap phone (360 px, the CPU
// four times slower), entirely in Hindi, with a phone number and no email, paying cash on delivery.
// The owner then prints the packing slip and the invoice, and their Devanagari reads back as typed.

test.use({ ownClientAddress: true, viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

const NAME = 'श्रीमती राधा शर्मा';
const ADDRESS = 'मकान 12, कृष्ण मंदिर के पास, क्षेत्र बिहारीपुरा';

/** A PDF's text as a reader's viewer copies it (poppler's pdftotext, which .ci/run installs). */
function readBack(pdf: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile('pdftotext', ['-raw', '-enc', 'UTF-8', '-', '-'], (error, stdout) =>
      error ? reject(error) : resolve(stdout),
    );
    child.stdin!.end(pdf);
  });
}

async function downloadPdf(owner: APIRequestContext, path: string): Promise<Buffer> {
  const response = await owner.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  return response.body();
}

test('A new devotee filters by size 3, signs in with a code, pays cash on delivery in Hindi and confirms it', async ({
  page,
  browser,
  baseURL,
  ownerRequest,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const phone = newMobile();

  // A listing filtered to the idol's size lists only what can be bought in it, at that size's price.
  await page.goto('/hi/collections/laddu-gopal?size=3');
  await expect(page.locator('html')).toHaveAttribute('lang', /^hi/);
  const card = page.locator('main a[href*="?size=3"]').first();
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/hi\/products\/[^/?]+\?size=3$/);
  await expect(page.getByRole('radio', { name: '3', exact: true })).toBeChecked();

  // A guest adds it; the drawer shows the line and is closed again.
  await page.getByRole('button', { name: 'कार्ट में डालें' }).first().click();
  const drawer = page.getByRole('dialog', { name: /आपका कार्ट/ });
  await expect(drawer.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');

  await page.goto('/hi/cart');
  await expect(page.getByRole('list', { name: 'कार्ट का सामान' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'चेकआउट करें' }).click();

  // Checkout asks a guest to sign in: by phone, with the code the shop sent.
  await expect(page).toHaveURL(/\/hi\/login\?redirect=%2Fhi%2Fcheckout$/);
  await page.getByLabel('मोबाइल नंबर').fill(phone);
  await page.getByRole('button', { name: 'कोड भेजें' }).click();
  const code = /(\d{6})/.exec(await messageTo(ownerRequest, phone, 'sign-in-code'))![1]!;
  const codeForm = page.getByRole('form', { name: 'अपना कोड डालें' });
  await codeForm.getByLabel('6 अंकों का कोड').fill(code);
  await codeForm.getByRole('button', { name: 'लॉग इन करें' }).click();

  // Back at checkout with the cart the guest filled: no email asked, the phone is the contact.
  await expect(page).toHaveURL(/\/hi\/checkout$/);
  await expect(page.getByTestId('checkout-contact-phone')).toContainText(phone.slice(-5));
  await page.getByRole('button', { name: 'डिलीवरी के लिए आगे बढ़ें' }).click();
  await page.getByLabel('पूरा नाम').fill(NAME);
  await page.getByLabel('पता', { exact: true }).fill(ADDRESS);
  await page.getByLabel('पिन कोड').fill('281121');
  await expect(page.getByLabel('शहर')).not.toHaveValue('');
  await expect(page.getByLabel('फ़ोन', { exact: true })).toHaveValue(phone);
  await page.getByRole('button', { name: 'जाँचने के लिए आगे बढ़ें' }).click();
  await page.getByLabel('कैश ऑन डिलीवरी').check();
  await page.getByRole('button', { name: 'ऑर्डर दें' }).click();

  // Told the short order number and that a message asks them to confirm.
  await expect(page).toHaveURL(/\/hi\/order-confirmation\?orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId')!;
  const shortNumber = orderNumber(orderId);
  await expect(page.getByText(`#${shortNumber}`).first()).toBeVisible();
  await expect(page.getByText(orderId)).toHaveCount(0);
  await expect(page.getByText(/30 मिनट के अंदर/)).toBeVisible();

  // The message's link, opened on a phone whose browser runs no script, confirms the order.
  const message = await messageTo(ownerRequest, phone, 'cod-confirmation');
  const link = new URL(/(\S+do=confirm)/.exec(message)![1]!);
  expect(link.pathname).toBe('/hi/cod-confirm');
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 360, height: 780 } });
  const plainPage = await plain.newPage();
  await plainPage.goto(`${link.pathname}${link.search}`);
  await plainPage.getByRole('button', { name: 'मेरा ऑर्डर कन्फ़र्म करें' }).click();
  await expect(plainPage.getByTestId('cod-confirm-result')).toContainText('आपका ऑर्डर पक्का हो गया है');
  await plain.close();

  // The devotee's own order page says so.
  await page.goto(`/hi/dashboard/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: /^ऑर्डर #/, level: 1 })).toBeVisible();
  await expect(page.getByText(NAME).first()).toBeVisible();
  await expect(page.getByText(/कन्फ़र्म/).first()).toBeVisible();

  // The owner prints the packing slip, delivers, and prints the invoice: Devanagari reads back as typed.
  const slip = await readBack(await downloadPdf(ownerRequest, `/api/v1/admin/orders/${orderId}/packing-slip.pdf`));
  await deliverOrder(ownerRequest, orderId);
  const invoice = await readBack(await downloadPdf(ownerRequest, `/api/v1/admin/orders/${orderId}/invoice.pdf`));
  for (const text of [slip, invoice]) {
    expect(text).toContain(NAME);
    expect(text).toContain('कृष्ण मंदिर');
    expect(text).not.toContain('?');
  }
});
