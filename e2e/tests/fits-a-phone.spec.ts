import type { BlogListResponse } from '@shop/shared/contracts/blog';
import type { UserDataResponse } from '@shop/shared/contracts/auth';
import routeTable from '../../apps/web/app/routes';
import { addToCart, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { deliverOrder, placeCodOrder } from './fixtures/checkout';
import { settle } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

// Every page of the route table, and the dialogs on them, on the narrowest common phone: nothing
// scrolls sideways and no visible button sits outside the screen. One browser per role.

const PHONE = { width: 360, height: 780 };

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every path of the route table, parameters still named (`products/:slug`), the catch-all left out. */
function routePaths(entries: RouteEntry[], base = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${base}/${entry.path}` : base;
    if (entry.children) return routePaths(entry.children, path);
    return entry.path === '*' ? [] : [path || '/'];
  });
}

/** What is wrong with the page on this screen: sideways scrolling, or buttons beyond its edges. */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
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
    for (const button of Array.from(document.querySelectorAll('button, [role="button"], a[class*="rounded-full"]'))) {
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(button).visibility === 'hidden') continue;
      if ((box.left < -1 || box.right > width + 1) && !scrollsSideways(button)) {
        problems.push(
          `"${(button.textContent ?? '').trim().slice(0, 40)}" at ${Math.round(box.left)}–${Math.round(box.right)}px`,
        );
      }
    }
    return problems;
  });
}

async function expectFits(page: Page, label: string) {
  await settle(page);
  expect.soft(await phoneProblems(page), `${label} on a ${PHONE.width}px phone`).toEqual([]);
}

test('@mobile Every page and dialog fits a 360 px phone: nothing scrolls sideways, every button on screen', async ({
  page,
  request,
  signedInShopper,
  ownerPage,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a journey on a phone');
  test.setTimeout(600_000);
  await page.setViewportSize(PHONE);
  await ownerPage.setViewportSize(PHONE);

  const { product, sizes } = await findProductWithSizes(request, { minStock: 3, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
  const orderId = await placeCodOrder(page.request, signedInShopper.email);
  await addToCart(page.request, product, sizes[0]);
  const deliveredId = await placeCodOrder(page.request, signedInShopper.email, { buyNow: true });
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
    await expectFits(who, path);
  }
  await page.bringToFront();

  // The dialogs, each on the page that opens it.
  await page.goto(`/products/${product.slug}`);
  await page.getByRole('link', { name: 'Cart' }).first().click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
  await expectFits(page, 'the cart drawer');
  await page.keyboard.press('Escape');

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
});
