import { expect, test, type Page } from './fixtures/test';

// A tap before the page's script has started, or a browser without JavaScript, submits the form
// as the HTML says. Every form that carries personal data posts: nothing typed reaches the address
// bar, the history or a log, and the shopper is back on the page to send it again. The address,
// checkout and review forms are drawn only once the page's script runs (signed-in pages), and the
// request log hides password, token and code query values (apps/api/src/lib/redact-url.ts).

test.use({ javaScriptEnabled: false });

const SECRET = 'Tulsi-Mala-108';
const EMAIL = 'meera.rathore@example.in';
const PHONE = '9876543210';

type FormCase = { path: string; fill: (page: Page) => Promise<void>; submit: string };

const FORMS: FormCase[] = [
  {
    path: '/login',
    fill: async (page) => {
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(SECRET);
    },
    submit: 'Login',
  },
  { path: '/login', fill: (page) => page.getByLabel('Mobile number').fill(PHONE), submit: 'Send code' },
  {
    path: '/signup',
    fill: async (page) => {
      await page.getByLabel('Email').fill(EMAIL);
      await page.getByLabel('Password', { exact: true }).fill(SECRET);
      await page.getByLabel('Confirm Password').fill(SECRET);
    },
    submit: 'Sign Up',
  },
  { path: '/forgot-password', fill: (page) => page.getByLabel('Email').fill(EMAIL), submit: 'Send Reset Link' },
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
