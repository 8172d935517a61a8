import type { CouponsResponse } from '@shop/shared/contracts/coupons';
import type { Product, ProductResponse } from '@shop/shared/contracts/catalogue';
import { addToCart, homepageProducts } from './fixtures/catalogue';
import { expect, test, type APIRequestContext, type Page } from './fixtures/test';
import { VIEWPORTS } from './fixtures/page-checks';

// A shopper on a 390 px phone: the coupons they can use are in sight on the product page and in
// the cart, with the server's figures; products say when cash on delivery is possible; and the
// chat button never covers the page's buttons, links or prices.

test.use({ viewport: VIEWPORTS.phone });

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a journey on a phone');
});

const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { maximumFractionDigits: 2 })}`;

/** A product whose cheapest size (in stock) costs ₹500 to ₹929: WELCOME10 applies, FESTIVAL20 needs more. */
async function productForOffers(request: APIRequestContext): Promise<Product> {
  for (const { slug } of await homepageProducts(request)) {
    const product = ((await (await request.get(`/api/v1/product/${slug}`)).json()) as ProductResponse).data;
    const cheapest = product.variants.find((v) => v.price === product.price);
    if (product.price >= 500 && product.price <= 929 && cheapest && cheapest.stock > 0) return product;
  }
  throw new Error('No product priced ₹500 to ₹929');
}

async function offersFromServer(request: APIRequestContext, url: string) {
  const body = (await (await request.get(url)).json()) as CouponsResponse;
  return Object.fromEntries(body.coupons.map((c) => [c.code, c]));
}

test('@mobile A phone shopper sees offers on a product, takes one to the cart and saves what the server says', async ({
  page,
}) => {
  const product = await productForOffers(page.request);
  const server = await offersFromServer(page.request, `/api/v1/user/coupons?product=${product.slug}`);
  await page.goto(`/products/${product.slug}`);

  // Cash on delivery is said beside the price, where the shopper decides.
  await expect(
    page
      .getByText(/^Price:/)
      .first()
      .locator('xpath=../..'),
  ).toContainText('COD available');

  const offers = page.getByRole('region', { name: 'Offers' });
  await offers.scrollIntoViewIfNeeded();
  const welcome = offers.getByRole('listitem').filter({ hasText: 'WELCOME10' });
  await expect(welcome).toContainText('10% off up to ₹2,000 · on orders from ₹500 · first order only');
  await expect(welcome).toContainText(
    `You save ${rupees(server.WELCOME10!.saving!)} on one at ${rupees(product.price)}`,
  );
  const festival = offers.getByRole('listitem').filter({ hasText: 'FESTIVAL20' });
  await expect(festival).toContainText(`Add ${rupees(1000 - product.price)} more to apply FESTIVAL20.`);

  // The coupon is applied to a cart: the tap takes it there, and the cart's coupon box applies it.
  const cheapest = product.variants.find((v) => v.price === product.price)!;
  await addToCart(page.request, product, cheapest);
  await welcome.getByRole('link', { name: 'Apply in cart: WELCOME10' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  const popup = page.getByRole('dialog', { name: 'Coupon WELCOME10 applied successfully!' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Continue' }).click();

  const cart = await offersFromServer(page.request, '/api/v1/user/cart/coupons');
  await expect(page.getByText(`WELCOME10 applied — you save ${rupees(cart.WELCOME10!.saving!)}`)).toBeVisible();

  // In the cart each other offer says what it saves on this cart or what it still needs.
  const cartOffers = page.getByRole('list', { name: 'Offers' });
  await expect(cartOffers.getByRole('listitem').filter({ hasText: 'FESTIVAL20' })).toContainText(
    `Add ${rupees(1000 - product.price)} more to apply FESTIVAL20.`,
  );
  await expect(cartOffers.getByRole('button', { name: 'Apply FESTIVAL20' })).toHaveCount(0);
  const freeship = cartOffers.getByRole('listitem').filter({ hasText: 'FREESHIP' });
  if (product.price >= 599) {
    await expect(freeship).toContainText(`You save ${rupees(cart.FREESHIP!.saving!)}`);
    // One tap replaces the coupon: one coupon per order.
    await freeship.getByRole('button', { name: 'Apply FREESHIP' }).click();
    await page.getByRole('dialog', { name: 'Coupon FREESHIP applied successfully!' }).press('Escape');
    await expect(page.getByText('FREESHIP applied — you save ₹70')).toBeVisible();
  } else {
    await expect(freeship).toContainText(`Add ${rupees(599 - product.price)} more to apply FREESHIP.`);
  }
});

test('@mobile Product cards say "COD available" only on products that take cash', async ({ page }) => {
  const products = await homepageProducts(page.request);
  await page.goto('/');
  for (const product of products.slice(0, 4)) {
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: product.name }) })
      .first();
    await card.scrollIntoViewIfNeeded();
    if (product.codAvailable) await expect(card).toContainText('COD available');
    else await expect(card).not.toContainText('COD available');
  }
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * The chat control's box, the bottom bar's, and every button, link and price the page shows in the
 * viewport (the bars' own links left out), in viewport coordinates.
 */
async function boxesOnScreen(page: Page) {
  return page.evaluate(() => {
    const box = (element: Element) => {
      const r = element.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    // The chat control: a WhatsApp link fixed on the screen (the footer's number is part of the page).
    const chats = Array.from(document.querySelectorAll('a[href^="https://wa.me/"]')).filter(
      (a) => a.getBoundingClientRect().width > 0 && getComputedStyle(a).position === 'fixed',
    );
    const bar = document.querySelector('nav[aria-label="Quick links"]');
    const targets = Array.from(document.querySelectorAll('main a, main button, main label, main s, main span, main p'))
      .filter((element) => {
        if (element.closest('nav[aria-label="Quick links"]')) return false;
        // A button or link, or a price (text with a rupee amount of its own).
        const own = Array.from(element.childNodes).some(
          (n) => n.nodeType === Node.TEXT_NODE && /₹\s?\d/.test(n.textContent ?? ''),
        );
        return element.matches('a, button, label') || own;
      })
      .filter((element) => {
        const r = element.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      })
      .map((element) => ({ text: (element.textContent ?? '').trim().slice(0, 40), box: box(element) }));
    return { chats: chats.map(box), bar: bar ? box(bar) : null, targets, scrollY: window.scrollY };
  });
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
/** Scrolls to `top` and waits until the page has drawn it and nothing on it is still moving. */
async function scrolledTo(page: Page, top: number) {
  await page.evaluate((y) => window.scrollTo(0, y), top);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((drawn) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => drawn(document.getAnimations().every((a) => a.playState !== 'running'))),
        ),
      ),
  );
}

const inside = (a: Box, b: Box) =>
  a.x >= b.x - 0.5 &&
  a.y >= b.y - 0.5 &&
  a.x + a.width <= b.x + b.width + 0.5 &&
  a.y + a.height <= b.y + b.height + 0.5;

test('@mobile The chat never covers a button, link or price while the product page scrolls', async ({ page }) => {
  const [{ slug }] = (await homepageProducts(page.request)) as [Product];
  await page.goto(`/products/${slug}`);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  let checked = 0;
  for (let y = 0; y <= height; y += 250) {
    await scrolledTo(page, y);
    const { chats, bar, targets } = await boxesOnScreen(page);
    expect(chats, 'one chat control on a phone').toHaveLength(1);
    expect(bar).not.toBeNull();
    // The chat sits in the bottom bar, and what the page shows above the bar is never under it.
    expect(inside(chats[0]!, bar!), `chat inside the bottom bar at ${y}px`).toBe(true);
    for (const target of targets) {
      const above = { ...target.box, height: Math.min(target.box.y + target.box.height, bar!.y) - target.box.y };
      if (above.height <= 0) continue;
      expect(overlap(chats[0]!, above), `chat covers "${target.text}" at ${y}px`).toBe(false);
    }
    checked += targets.length;
  }
  expect(checked).toBeGreaterThan(20);

  // At the foot of the page nothing is left behind the bar: everything can be scrolled clear of it.
  await scrolledTo(page, await page.evaluate(() => document.documentElement.scrollHeight));
  const end = await boxesOnScreen(page);
  for (const target of end.targets) expect(overlap(target.box, end.bar!), target.text).toBe(false);
});
