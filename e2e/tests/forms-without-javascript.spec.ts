import type { AdminOutboxResponse } from '@shop/shared/contracts/messages';
import { SHOPPER_PASSWORD } from './fixtures/accounts';
import { placeCodOrder } from './fixtures/checkout';
import { newMobile } from './fixtures/outbox';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';

// A tap before the page's script has started, or a browser without JavaScript, submits the form
// as the HTML says. Every form that carries personal data posts: nothing typed reaches the address
// bar, the history or a log. Login, sign-up and forgot-password are answered by their pages'
// actions, exactly as the script would answer them, as is the cash-on-delivery confirmation under
// /hi (with its script too: its form is plain HTML); the other forms send the shopper back to the
// page to send it again. The address, checkout and review forms are drawn only once the page's
// script runs (signed-in pages), and the request log hides password, token and code query values
// (apps/api/src/lib/redact-url.ts).

test.use({ javaScriptEnabled: false });

const SECRET = 'Tulsi-Mala-108';
const EMAIL = 'meera.rathore@example.in';
const PHONE = '9876543210';

type FormCase = { path: string; fill: (page: Page) => Promise<void>; submit: string };

const FORMS: FormCase[] = [
  { path: '/login', fill: (page) => page.getByLabel('Mobile number').fill(PHONE), submit: 'Send code' },
  {
    path: '/contact',
    fill: async (page) => {
      await page.getByLabel('Your name').fill('Meera Rathore');
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Phone (optional)').fill(PHONE);
      await page.getByLabel('Message').fill(SECRET);
    },
    submit: 'Send Message',
  },
  { path: '/faq', fill: (page) => page.getByPlaceholder('you@example.com').fill(EMAIL), submit: 'Subscribe' },
];

for (const { path, fill, submit } of FORMS) {
  test(`A form on ${path} sent before its script runs ("${submit}") puts nothing typed in the address bar`, async ({
    page,
  }) => {
    await page.goto(path);
    await fill(page);
    const sent = page.waitForResponse((response) => response.request().method() === 'POST');
    await page.getByRole('button', { name: submit, exact: true }).click();
    const posted = await sent;
    expect(posted.status()).toBe(303);
    await page.waitForURL((url) => url.pathname === path);
    expect(new URL(page.url()).search).toBe('');
    for (const typed of [SECRET, EMAIL, PHONE]) expect(decodeURIComponent(page.url())).not.toContain(typed);
    await expect(page.getByRole('button', { name: submit, exact: true })).toBeVisible();
  });
}

/** Every address the browser asked for while `run` ran: none may carry what was typed. */
async function addressesAskedFor(page: Page, run: () => Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  const record = (request: { url: () => string }) => urls.push(decodeURIComponent(request.url()));
  page.on('request', record);
  await run();
  page.off('request', record);
  return urls;
}

test.describe('Signing in without JavaScript', () => {
  test.use({ ownClientAddress: true });

  test('A new shopper asks for an account and is told to check their email', async ({ page }) => {
    const email = `nojs-${Date.now().toString(36)}@example.in`;
    const urls = await addressesAskedFor(page, async () => {
      await page.goto('/signup');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(SECRET);
      await page.getByLabel('Confirm Password').fill('Tulsi-Mala-109');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Passwords do not match');
      // The email typed is kept; a password never comes back.
      await expect(page.getByLabel('Email')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');
      await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');

      await page.getByLabel('Password', { exact: true }).fill(SECRET);
      await page.getByLabel('Confirm Password').fill(SECRET);
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
      await expect(
        page.getByText("Check your email: we've sent a link to finish creating your account."),
      ).toBeVisible();
    });
    for (const url of urls) for (const typed of [SECRET, email]) expect(url).not.toContain(typed);
  });

  test('A shopper signs in and lands on the dashboard, signed in; a wrong password says so', async ({
    page,
    shopper,
  }) => {
    const urls = await addressesAskedFor(page, async () => {
      await page.goto('/login?redirect=%2Fdashboard');
      await page.getByLabel('Email').fill(shopper.email);
      await page.getByLabel('Password', { exact: true }).fill('Wrong-Guess-42');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
      await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

      await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      // The account's page is drawn on the server for the shopper it found signed in.
      await expect(page.getByRole('heading', { name: 'My Account', level: 1 })).toBeVisible();
      await expect(page.getByText(/^Namaste(, .+)?!$/)).toBeVisible();
    });
    for (const url of urls) {
      for (const typed of [SHOPPER_PASSWORD, 'Wrong-Guess-42', shopper.email]) expect(url).not.toContain(typed);
    }
  });

  test('Forgot password answers with its message', async ({ page, shopper }) => {
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Send Reset Link', exact: true }).click();
    await expect(
      page.getByText(
        'If an account exists for this email, we have sent a link to reset the password. Please check your inbox.',
      ),
    ).toBeVisible();
    expect(decodeURIComponent(page.url())).not.toContain(shopper.email);
  });
});

/** The cash-on-delivery confirm link the shop sent for an order (to the account's proven phone, as WhatsApp or SMS). */
async function codConfirmLink(owner: APIRequestContext, orderId: string, phone: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const response = await owner.get(`/api/v1/admin/outbox?to=${phone}`);
    const { messages } = (await response.json()) as AdminOutboxResponse;
    const text = messages.find((m) => m.template === 'cod-confirmation' && m.text?.includes(orderId))?.text;
    link = /(\S+do=confirm)/.exec(text ?? '')?.[1];
    expect(link).toBeTruthy();
  }).toPass();
  const url = new URL(link!);
  return `${url.pathname}${url.search}`;
}

test.describe('Confirming cash on delivery in Hindi, on a phone', () => {
  test.use({ ownClientAddress: true, viewport: { width: 360, height: 780 } });

  for (const javaScriptEnabled of [false, true]) {
    test.describe(javaScriptEnabled ? 'once the page has its script' : 'without JavaScript', () => {
      test.use({ javaScriptEnabled });

      test(`A devotee confirms the order from the message's link (${javaScriptEnabled ? 'hydrated' : 'no script'})`, async ({
        page,
        request,
        shopper,
        ownerRequest,
      }) => {
        const phone = newMobile();
        const orderId = await placeCodOrder(request, ownerRequest, shopper.email, {
          buyNow: true,
          language: 'hi-IN',
          phone,
        });
        const link = await codConfirmLink(ownerRequest, orderId, phone);
        expect(link).toMatch(/^\/hi\/cod-confirm\?/);

        await page.goto(link);
        await page.getByRole('button', { name: 'मेरा ऑर्डर कन्फ़र्म करें' }).click();
        await expect(page.getByTestId('cod-confirm-result')).toContainText('आपका ऑर्डर पक्का हो गया है');
        // Opened again, the link says the order is already confirmed and offers no button.
        await page.goto(link);
        await expect(page.getByText('यह ऑर्डर पहले ही कन्फ़र्म हो चुका है।')).toBeVisible();
        await expect(page.getByRole('button', { name: 'मेरा ऑर्डर कन्फ़र्म करें' })).toHaveCount(0);
      });
    });
  }
});
