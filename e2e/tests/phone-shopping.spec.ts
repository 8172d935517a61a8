import fs from 'node:fs';
import { addToCart, chooseSize, findProductWithSizes, PRICED_FOR_COD } from './fixtures/catalogue';
import { placeCodOrder } from './fixtures/checkout';
import { expect, test, type Page } from './fixtures/test';

// A new shopper on a 390 px phone: what they need to decide is on the first screen, the buying
// buttons stay in reach, delivery dates and fees read the same everywhere, and an order's words
// look finished. Screenshots of the pages land in /tmp/shots-b for a person to look at.

const PHONE = { width: 390, height: 844 };
const SHOTS = '/tmp/shots-b';

test.use({ viewport: PHONE });

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

/** Whether the element's top edge is within the first screen of the page. */
async function onFirstScreen(page: Page, selector: ReturnType<Page['locator']>) {
  const box = await selector.boundingBox();
  expect(box, 'element is laid out').not.toBeNull();
  expect(box!.y + (await page.evaluate(() => window.scrollY))).toBeLessThan(PHONE.height);
}

test.beforeEach(({ isMobile }) => {
  test.skip(!isMobile, 'a journey on a phone');
});

test('@mobile A phone shopper sees the name, price and sizes on the first screen', async ({ page, request }) => {
  const { product } = await findProductWithSizes(request, { minStock: 2 });
  await page.goto(`/products/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await onFirstScreen(page, page.getByRole('heading', { level: 1 }));
  await onFirstScreen(page, page.getByText(/^Price:/).first());
  await onFirstScreen(page, page.getByRole('radiogroup', { name: /Size/ }));
  await expect(
    page.getByRole('table', { name: /Specifications of/ }).getByRole('row', { name: /Shipping Charge/ }),
  ).toContainText('Free from ₹999, otherwise ₹70');
  await shoot(page, 'product');
});

test('@mobile The buy bar appears once the buttons scroll away and asks for a size first', async ({
  page,
  request,
  signedInShopper,
}) => {
  expect(signedInShopper.email).toBeTruthy();
  const { product, sizes } = await findProductWithSizes(request, { minStock: 2 });
  await page.goto(`/products/${product.slug}`);
  const bar = page.getByRole('region', { name: 'Buy this product' });
  await expect(bar).toBeHidden();
  await page.evaluate(() => window.scrollBy(0, 1500));
  await expect(bar).toBeVisible();
  // Nothing floats over the bar or the page above it: back to top steps aside while the bar shows.
  await expect(page.getByRole('button', { name: 'Back to top' })).toBeHidden();
  // No size yet: the bar asks for one and takes the shopper to the sizes.
  await bar.getByRole('button', { name: 'Choose a size' }).click();
  await expect(page.getByRole('radiogroup', { name: /Size/ })).toBeInViewport();
  await chooseSize(page, sizes[0].size);

  await page.evaluate(() => window.scrollBy(0, 1500));
  await expect(bar).toBeVisible();
  await shoot(page, 'product-buy-bar');
  await bar.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('dialog', { name: /Your Cart/ })).toBeVisible();
});

test('@mobile Delivery to Delhi is quicker than to Guwahati, from the same rule', async ({ page, request }) => {
  const { product } = await findProductWithSizes(request);
  await page.goto(`/products/${product.slug}`);
  const pin = page.getByLabel('Check delivery to your PIN code');
  const result = page.locator('[aria-live="polite"]').filter({ hasText: 'Delivering to' });

  await pin.fill('110001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toContainText('3–5 business days');
  await pin.fill('781001');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toContainText('7–10 business days');
});

test('@mobile The home page opens with its promises and banners priced from the catalogue', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const promises = page.getByRole('list', { name: 'Our promises' });
  await expect(promises).toContainText('Cash on delivery');
  await expect(promises).toContainText('Free shipping from ₹999');
  await expect(promises).toContainText('7-day returns');
  await onFirstScreen(page, promises);
  await expect(
    page.getByRole('navigation', { name: 'Shop by category' }).getByText('Heavy Dress', { exact: true }),
  ).toBeVisible();
  await shoot(page, 'home');

  const heavy = await (await request.get('/api/v1/product/collection/heavy-dress')).json();
  const banner = page.getByRole('complementary', { name: 'Heavy dresses for the festival season' });
  await expect(banner).toContainText(`Starting from ₹${heavy.facets.price.min.toLocaleString('en-IN')}`);
});

test('@mobile An order opens help on WhatsApp with its short number written', async ({
  page,
  signedInShopper,
  ownerRequest,
}) => {
  const { product, sizes } = await findProductWithSizes(page.request, { minStock: 2, ...PRICED_FOR_COD });
  await addToCart(page.request, product, sizes[0]);
  const orderId = await placeCodOrder(page.request, ownerRequest, signedInShopper.email);
  const orderNumber = orderId.slice(0, 8).toUpperCase();

  await page.goto(`/order-confirmation?orderId=${orderId}`);
  await expect(page.getByRole('heading', { name: /Thank you|Confirm your order/ })).toBeVisible();
  await expect(page.getByText(`#${orderNumber}`)).toBeVisible();
  await shoot(page, 'order-confirmation');

  await page.goto(`/dashboard/orders/${orderId}`);
  await expect(page.getByTestId('order-status')).toHaveText(/Processing|Awaiting/);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/\\d+\\?text=.*%23${orderNumber}`),
  );
});
