import { logInWithForm } from './fixtures/accounts';
import { addToCart, chooseSize, findProductWithSizes } from './fixtures/catalogue';
import { expect, test, type Page } from './fixtures/test';

test.use({ ownClientAddress: true });

declare global {
  interface Window {
    /** Layout shifts the page made since it started (no input nearby), summed as CLS sums them. */
    shopLayoutShift: number;
    /** What moved, for the failure message. */
    shopShifted: string[];
    /** Whether a Login link ever showed in the header. */
    shopSawLogin: boolean;
  }
}

/** Counts, from the first byte of every page, what a shopper would notice: moves and a 'Login' flash. */
async function watchHeader(page: Page) {
  await page.addInitScript(() => {
    window.shopLayoutShift = 0;
    window.shopShifted = [];
    window.shopSawLogin = false;
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        window.shopLayoutShift += entry.value;
        for (const { node } of entry.sources) {
          window.shopShifted.push(node instanceof Element ? node.outerHTML.slice(0, 160) : String(node?.nodeName));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // Visible ones only: the closed phone menu in the header holds its own.
    new MutationObserver(() => {
      const links = document.querySelectorAll<HTMLElement>('header a[href^="/login"]');
      if (Array.from(links).some((link) => link.checkVisibility())) window.shopSawLogin = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test('A signed-in shopper browses three public pages, sees their name and cart count without a shift, and adds to the cart', async ({
  page,
  shopper,
}) => {
  const {
    product,
    sizes: [first, second],
  } = await findProductWithSizes(page.request, { sizes: 2, minStock: 3 });
  if (!second) throw new Error('the product has one size');
  await page.goto('/login');
  await logInWithForm(page, shopper);
  await expect(page).toHaveURL(/\/dashboard$/);
  const named = await page.request.patch('/api/v1/user/profile', { data: { name: 'Radha Devi' } });
  expect(named.ok(), await named.text()).toBe(true);
  await addToCart(page.request, product, first, 2);

  await watchHeader(page);
  // What each public page asks the API after it starts: the summary, the saved idols on listings and
  // products, and on a product page the coupons judged on that product for this shopper (its offers box).
  const personalCalls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/v1\/(me|user|auth)\//.test(pathname)) personalCalls.push(pathname);
  });

  const cartLink = page.getByRole('banner').getByRole('link', { name: /^Cart/ });
  for (const path of ['/', '/collections/laddu-gopal', `/products/${product.slug}`]) {
    personalCalls.length = 0;
    const response = await page.goto(path);
    // The same page every visitor gets: held by the shared cache and by a CDN.
    expect(response?.headers()['cache-control'], path).toContain('s-maxage=');
    await expect(page.getByRole('button', { name: /Radha Devi.*account menu/ }), path).toBeVisible();
    await expect(cartLink, path).toHaveAccessibleName('Cart 2 items in cart');
    const offers = path.startsWith('/products/') ? ['/api/v1/user/coupons'] : [];
    // Listings and products read the shopper's saved idols (the fits filter, the size note).
    const idols = path === '/' ? [] : ['/api/v1/user/idols'];
    await expect.poll(() => [...personalCalls].sort(), path).toEqual(['/api/v1/me/summary', ...offers, ...idols]);
    const { shift, moved } = await page.evaluate(() => ({ shift: window.shopLayoutShift, moved: window.shopShifted }));
    expect(shift, `${path} moved: ${moved.join('\n')}`).toBe(0);
    expect(await page.evaluate(() => window.shopSawLogin), path).toBe(false);
  }

  await chooseSize(page, second.size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cartLink).toHaveAccessibleName('Cart 3 items in cart');

  // The next page still shows it: the summary is read again, not an older copy.
  await page.goto('/');
  await expect(cartLink).toHaveAccessibleName('Cart 3 items in cart');

  // An access token that has expired: the page, the same for everyone, renews it from the browser.
  await page.context().clearCookies({ name: 'shop_access' });
  await page.goto('/collections/laddu-gopal');
  await expect(page.getByRole('button', { name: /Radha Devi.*account menu/ })).toBeVisible();
  await expect(cartLink).toHaveAccessibleName('Cart 3 items in cart');
  expect(await page.evaluate(() => window.shopSawLogin)).toBe(false);
});
