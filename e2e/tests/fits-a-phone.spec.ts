import type { BlogListResponse } from '@shop/shared/contracts/blog';
import type { UserDataResponse } from '@shop/shared/contracts/auth';
import routeTable from '../../apps/web/app/routes';
import type { AddressRequest } from '@shop/shared/contracts/addresses';
import { addToCart, chooseSize, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { deliverOrder, placeCodOrder } from './fixtures/checkout';
import { settle, smallTargets } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

// Every page of the route table, and the dialogs on them, on the narrowest common phone: nothing
// scrolls sideways, no visible control sits outside the screen, and every shopper's target is at
// least 24 × 24 px. Then the pages a shopper fills, in both languages: a cart with a coupon,
// every checkout step with a saved address and with its errors shown, an order to a long Hindi
// name. One browser per role, one shopper and their orders throughout.

const PHONE = { width: 360, height: 780 };

/** A name and address that do not break where English ones would (Devanagari words run long). */
const LONG_HINDI_ADDRESS = {
  fullName: 'श्रीमती राधाकृष्णप्रियादासी वृन्दावनविहारिणी शर्मा',
  address: 'मकान संख्या १०८, श्रीराधावल्लभमंदिरमार्ग, परिक्रमामार्ग के पास, वृन्दावनधाम',
} as const;

type RouteEntry = { path?: string; index?: boolean; file?: string; children?: RouteEntry[] };

/**
 * Every page path of the route table, parameters still named (`products/:slug`), the catch-all
 * left out, and so are resource routes (a `.ts` module without a component answers data, not a page).
 */
function routePaths(entries: RouteEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    if (entry.children) return routePaths(entry.children, path);
    return entry.path === '*' || entry.file?.endsWith('.ts') ? [] : [path || '/'];
  });
}

/**
 * What is wrong with the page on this screen: sideways scrolling, controls beyond its edges, and
 * (`clipped`) controls or the total cut short by a box that hides what overflows it. The width is
 * the screen's: a phone's browser widens its layout to a page too wide, and `innerWidth` with it.
 */
async function phoneProblems(page: Page, { clipped = false } = {}): Promise<string[]> {
  return page.evaluate(
    ({ width, clipped }) => {
      const problems: string[] = [];
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) problems.push(`scrolls sideways: ${scrollWidth}px wide`);
      /** Inside a strip meant to scroll sideways (tabs, a table), a button past the edge is reachable. */
      const scrollsSideways = (element: Element) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if ((overflow === 'auto' || overflow === 'scroll') && parent.scrollWidth > parent.clientWidth) return true;
        }
        return false;
      };
      /** The box that hides part of the element (not a strip that scrolls, not one it lies wholly outside). */
      const cutBy = (element: Element, box: DOMRect) => {
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const overflow = getComputedStyle(parent).overflowX;
          if (overflow !== 'hidden' && overflow !== 'clip') continue;
          const frame = parent.getBoundingClientRect();
          const partly = box.left < frame.right && box.right > frame.left;
          if (partly && (box.left < frame.left - 1 || box.right > frame.right + 1)) return parent;
        }
        return null;
      };
      const controls = clipped
        ? 'button, [role="button"], a[href], input:not([type="hidden"]), select, textarea, [data-testid="order-total"]'
        : 'button, [role="button"], a[class*="rounded-full"], input:not([type="hidden"]), select, textarea';
      for (const control of Array.from(document.querySelectorAll(controls))) {
        const box = control.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(control).visibility === 'hidden') continue;
        const name = (control.textContent || control.getAttribute('aria-label') || control.getAttribute('name') || '')
          .trim()
          .slice(0, 40);
        if ((box.left < -1 || box.right > width + 1) && !scrollsSideways(control)) {
          problems.push(`"${name}" at ${Math.round(box.left)}–${Math.round(box.right)}px`);
        } else if (clipped && cutBy(control, box)) {
          problems.push(`"${name}" cut short at ${Math.round(box.left)}–${Math.round(box.right)}px`);
        }
      }
      return problems;
    },
    { width: PHONE.width, clipped },
  );
}

/**
 * The page fits the phone, the owner's as well as the shopper's; a shopper's page (`shopper`) has
 * no target smaller than a thumb's.
 */
async function expectFits(page: Page, label: string, { shopper = true, clipped = false } = {}) {
  await settle(page);
  const problems = await phoneProblems(page, { clipped });
  expect.soft(problems, `${label} on a ${PHONE.width}px phone`).toEqual([]);
  if (shopper) expect.soft(await smallTargets(page), `targets smaller than 24 × 24 px on ${label}`).toEqual([]);
}

test('@mobile Every page and dialog fits a 360 px phone: nothing scrolls sideways, every button on screen', async ({
  page,
  request,
  signedInShopper,
  ownerPage,
  ownerRequest,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a journey on a phone');
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  await ownerPage.setViewportSize(PHONE);

  const { product, sizes } = await findProductWithSizes(request, { minStock: 3, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
  // The order goes to a long Hindi name, so every order page shows one.
  const orderId = await placeCodOrder(page.request, ownerRequest, signedInShopper.email, {
    address: LONG_HINDI_ADDRESS,
  });
  await addToCart(page.request, product, sizes[0]);
  const deliveredId = await placeCodOrder(page.request, ownerRequest, signedInShopper.email, { buyNow: true });
  await deliverOrder(ownerPage.request, deliveredId);
  const me = (await (await page.request.get('/api/v1/auth/verify')).json()) as UserDataResponse;
  const blog = (await (await request.get('/api/v1/blog')).json()) as BlogListResponse;
  const values: Record<string, string> = {
    ':slug': product.slug,
    ':orderId': orderId,
    ':productId': product._id,
    ':userId': me.userData.id,
  };
  const fill = (path: string) =>
    path
      .replace(/^\/blog\/:slug$/, `/blog/${blog.data[0]?.slug ?? ''}`)
      .replace(/^\/collections\/:slug$/, '/collections/laddu-gopal')
      // A complete set the demo shop opens with (db/seed/set-data.ts).
      .replace(/^\/sets\/:slug$/, '/sets/royal-blue-janmashtami-shringar-set-for-laddu-gopal-size-3')
      .replace(/:\w+/g, (name) => values[name] ?? name);

  const paths = [...new Set(routePaths(routeTable as RouteEntry[]).map(fill))];
  expect(paths.length).toBeGreaterThan(50);
  for (const path of paths) {
    const who = path.startsWith('/admin') ? ownerPage : page;
    // A page behind another browser's draws no frames, and the wait for its start polls on frames.
    await who.bringToFront();
    // Not waiting for the page's `load` (every picture) before its hydration: expectFits lets the
    // page settle, pictures included, before it measures.
    await who.goto(path, { waitUntil: 'domcontentloaded' });
    await expectFits(who, path, { shopper: who === page });
  }
  await page.bringToFront();

  // The dialogs, each on the page that opens it.
  // Add to Cart opens the drawer with the line, and what it says lies over none of the lines.
  await page.goto(`/products/${product.slug}`);
  await chooseSize(page, sizes[0].size);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  const line = drawer.getByRole('listitem').first();
  await expect(line).toBeVisible();
  await expect(drawer.getByRole('status').filter({ hasText: 'Added to cart successfully!' })).toBeVisible();
  const covered = await line.evaluate((item) => {
    const box = item.getBoundingClientRect();
    const atPoints = [box.top + 4, box.top + box.height / 2, box.bottom - 4].map((y) =>
      document.elementFromPoint(box.left + box.width / 2, y),
    );
    return atPoints.filter((found) => !found || !item.contains(found)).map((found) => found?.outerHTML.slice(0, 80));
  });
  expect(covered, 'nothing lies over the cart line just added').toEqual([]);
  await expectFits(page, 'the cart drawer');
  await page.keyboard.press('Escape');

  // The menu and the search open under the whole header bar, the demo notice above it in sight.
  await page.evaluate(() => window.scrollTo(0, 0));
  for (const panel of ['mobile-menu', 'mobile-search']) {
    await page.locator(`header button[aria-controls="${panel}"]`).click();
    await expect(page.locator(`#${panel}`)).toBeVisible();
    const [barBottom, panelTop] = await page.evaluate(
      (id) => [
        document.querySelector('header')!.getBoundingClientRect().bottom,
        document.getElementById(id)!.parentElement!.getBoundingClientRect().top,
      ],
      panel,
    );
    expect(panelTop, `${panel} starts under the header bar`).toBeGreaterThanOrEqual(barBottom - 1);
    await page.keyboard.press('Escape');
    await expect(page.locator(`#${panel}`)).toBeHidden();
  }

  await page
    .getByRole('button', { name: /account menu/ })
    .first()
    .click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectFits(page, 'the account menu');
  await page.keyboard.press('Escape');

  await page.goto('/products');
  await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await expectFits(page, 'the filters');
  await page.keyboard.press('Escape');

  await page.goto('/dashboard/addresses');
  await page.getByRole('button', { name: 'Add New Address' }).click();
  await expectFits(page, 'the address form');

  await page.goto(`/dashboard/orders/${orderId}`);
  await page.getByRole('button', { name: 'Cancel Order' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectFits(page, 'the cancel order dialog');
  await page.keyboard.press('Escape');

  await page.goto(`/dashboard/orders/${deliveredId}`);
  await page.getByRole('button', { name: 'Return Order' }).click();
  const returnDialog = page.getByRole('dialog', { name: /Return order/ });
  await expect(returnDialog).toBeVisible();
  await returnDialog.getByLabel('Reason for return').fill('The crown is smaller than the size chart says.');
  const submitReturn = returnDialog.getByRole('button', { name: 'Submit Return Request' });
  await expect(submitReturn).toBeEnabled();
  // The phone's keyboard is closed here: the whole dialog, its button too, fits the screen.
  await expect(submitReturn).toBeInViewport({ ratio: 1 });
  await expectFits(page, 'the return dialog');
  await page.keyboard.press('Escape');

  // Filled pages, in both languages: two of the size in the cart with a coupon applied (the other
  // offers still listed), and a saved address to the long Hindi name.
  await addToCart(page.request, product, sizes[0]);
  let applied = false;
  for (const code of ['FESTIVAL20', 'FREESHIP', 'WELCOME10']) {
    const answer = await page.request.post('/api/v1/user/cart/coupon', { data: { code } });
    if (answer.ok() && ((await answer.json()) as { appliedCoupon?: unknown }).appliedCoupon) {
      applied = true;
      break;
    }
  }
  expect(applied, 'a seeded coupon applies to the cart').toBe(true);
  const saved: AddressRequest = {
    ...LONG_HINDI_ADDRESS,
    city: 'मथुरा',
    state: 'उत्तर प्रदेश',
    postalCode: '281121',
    phone: '9876543210',
    isDefault: true,
  };
  const savedAnswer = await page.request.post('/api/v1/user/addresses', { data: saved });
  expect(savedAnswer.ok(), await savedAnswer.text()).toBe(true);

  const filled = { clipped: true };
  for (const language of ['', '/hi']) {
    await page.goto(`${language}/cart`);
    await expect(page.locator('[data-testid="order-total"]').first()).toBeVisible();
    await expectFits(page, `${language}/cart with a coupon`, filled);

    // Signed in with an email, checkout opens at delivery with the saved address chosen.
    await page.goto(`${language}/checkout`);
    const delivery = page.locator('#checkout-step-2');
    const savedCard = delivery.locator('input[name="addressChoice"]').first();
    await expect(savedCard).toBeChecked();
    await expectFits(page, `${language}/checkout, delivery to a saved address`, filled);

    // A new address sent empty: every field says what is missing.
    await delivery.locator('input[name="addressChoice"][value="new"]').check();
    await delivery.locator('input[name="fullName"]').fill('');
    await delivery.getByRole('button').last().click();
    await expect(delivery.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expectFits(page, `${language}/checkout, a new address with its errors`, filled);

    // The saved address again, on to the review.
    await savedCard.check();
    await delivery.getByRole('button').last().click();
    const review = page.locator('#checkout-step-3');
    await expect(review.locator('button[type="submit"]')).toBeVisible();
    await expectFits(page, `${language}/checkout, the review`, filled);

    // Back to the contact step, with a mistyped address shown as wrong.
    await page.locator('button[aria-controls="checkout-step-1"]').click();
    const contact = page.locator('#checkout-step-1 input[name="contact"]');
    await contact.fill('radha@');
    await contact.blur();
    await expect(page.locator('#checkout-step-1 [aria-invalid="true"]').first()).toBeVisible();
    await expectFits(page, `${language}/checkout, the contact step with its error`, filled);

    for (const path of [
      `/dashboard/orders/${orderId}`,
      `/order-confirmation?orderId=${orderId}`,
      `/track-order/${orderId}`,
    ]) {
      await page.goto(`${language}${path}`, { waitUntil: 'domcontentloaded' });
      await expectFits(page, `${language}${path} to a long Hindi name`, filled);
    }
  }
});
