import { expect, test } from './fixtures/test';

test('A reader opens an article from the blog', async ({ page }) => {
  await page.goto('/blog');
  const articles = page.getByRole('article');
  expect(await articles.count()).toBeGreaterThanOrEqual(4);
  const title = 'How to measure your Laddu Gopal for the right dress size';
  await page.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL('/blog/measure-laddu-gopal-for-the-right-dress-size');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { level: 2, name: 'When you fall between two sizes' })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(title));
});

test('An unknown article shows the not-found page', async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('A visitor sends a message from the contact page', async ({ page }) => {
  await page.goto('/contact');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.getByText('Please enter your name')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter your message')).toBeVisible();

  await page.getByLabel('Your name').fill('Sunita Verma');
  await page.getByLabel('Email').fill('sunita@example');
  await page.getByLabel('Phone (optional)').fill('12345');
  await page.getByLabel('Message').fill('Which size fits a 3 inch Laddu Gopal?');
  await send.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible();

  await page.getByLabel('Email').fill('sunita@example.in');
  await page.getByLabel('Phone (optional)').fill('98765 43210');
  await send.click();
  await expect(page.getByText('Thank you for writing to us!', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Your name')).toHaveValue('');
});

test('Content pages carry their canonical address', async ({ request }) => {
  for (const path of ['/about', '/contact', '/faq', '/blog', '/shipping-policy', '/return-policy']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<link rel="canonical" href="http://127\\.0\\.0\\.1:\\d+${path}"/>`));
  }
  const shipping = await (await request.get('/shipping')).text();
  expect(shipping).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/shipping-policy"\/>/);
});
