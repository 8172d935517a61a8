import AxeBuilder from '@axe-core/playwright';
import { E2E_ADMIN, expect, test as base, type APIRequestContext, type Page } from './fixtures';

// Issue 8, item 3: axe-core over every route of the route table (spec section 2), the dashboard,
// checkout and the admin, at a phone's and a desktop's width: no WCAG 2 A/AA violations. Then a
// purchase made with the keyboard alone.

const octet = () => Math.floor(Math.random() * 254) + 1;
const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from this pattern
  extraHTTPHeaders: async ({}, use) => {
    await use({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  },
});

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const PUBLIC_ROUTES = [
  '/',
  '/login',
  '/signup',
  '/forgot-password',
  '/products',
  '/search?q=dress',
  '/featured',
  '/shipping',
  '/daily-wear',
  '/heavy-dress',
  '/accessories',
  '/accessories/jhula',
  '/accessories/mukut',
  '/festival',
  '/seasonal',
  '/new-arrivals',
  '/combo-dresses',
  '/embroidery',
  '/mukut-pagdi',
  '/jewellery',
  '/jhula-singhasan',
  '/collections',
  '/collections/laddu-gopal',
  '/shipping-policy',
  '/return-policy',
  '/privacy-policy',
  '/terms-conditions',
  '/faq',
  '/contact',
  '/blog',
  '/about',
  '/track-order/00000000-0000-4000-8000-000000000000',
  '/this-page-does-not-exist',
];

const ACCOUNT_ROUTES = [
  '/cart',
  '/checkout',
  '/dashboard',
  '/dashboard/profile',
  '/dashboard/orders',
  '/dashboard/wishlist',
  '/dashboard/addresses',
];

const ADMIN_ROUTES = [
  '/admin',
  '/admin/products',
  '/admin/products/new',
  '/admin/stock',
  '/admin/coupons',
  '/admin/orders',
  '/admin/returns',
  '/admin/customers',
  '/admin/messages',
  '/admin/emails',
  '/admin/audit',
];

type Violation = { width: string; id: string; nodes: string[] };

/** Loads the route at each width and returns every WCAG A/AA violation axe finds. */
async function violationsOf(page: Page, route: string): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const { name, width, height } of WIDTHS) {
    await page.setViewportSize({ width, height });
    await page.goto(route);
    await expect(page.locator('main').first()).toBeVisible();
    // Let content that loads after hydration settle before judging the page.
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    for (const violation of results.violations) {
      found.push({ width: name, id: violation.id, nodes: violation.nodes.map((n) => n.target.join(' ')) });
    }
  }
  return found;
}

async function firstProductSlugs(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/v1/product/homepage-products');
  const { data } = (await response.json()) as { data: { slug: string }[] };
  return data.slice(0, 2).map((product) => product.slug);
}

async function firstBlogSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/v1/blog');
  const body = (await response.json()) as { posts?: { slug: string }[]; data?: { slug: string }[] };
  const slug = (body.posts ?? body.data ?? [])[0]?.slug;
  if (!slug) throw new Error('No blog post to check');
  return slug;
}

const PASSWORD = 'Tulsi-Mala-108';
let counter = 0;

/** Signs a new shopper up through the API; the page's context keeps the session cookies. */
async function signUpShopper(page: Page): Promise<string> {
  const email = `a11y-${Date.now().toString(36)}-${(counter += 1)}@example.in`;
  const response = await page.request.post('/api/v1/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return email;
}

/** A cash-on-delivery order placed through the API, so the order pages have something to show. */
async function placeOrder(page: Page): Promise<string> {
  const list = await page.request.get('/api/v1/product/homepage-products');
  const { data } = (await list.json()) as { data: { slug: string }[] };
  for (const { slug } of data) {
    const detail = await page.request.get(`/api/v1/product/${slug}`);
    const product = (
      (await detail.json()) as { data: { _id: string; variants: { _id: string; stock: number; price: number }[] } }
    ).data;
    const variant = product.variants.find((v) => v.stock > 2 && v.price <= 3000);
    if (!variant) continue;
    const added = await page.request.post('/api/v1/user/add-to-cart', {
      data: { id: product._id, variantId: variant._id, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
    const placed = await page.request.post('/api/v1/payment/checkout', {
      data: {
        paymentMethod: 'COD',
        shippingAddress: {
          contact: 'a11y@example.in',
          fullName: 'Meera Devi',
          address: '7 Bankey Bihari Marg',
          apartment: '',
          city: 'Central Delhi',
          state: 'Delhi',
          postalCode: '110001',
          phone: '9876501234',
          shippingMethod: 'online',
        },
      },
    });
    expect(placed.ok(), await placed.text()).toBe(true);
    return ((await placed.json()) as { data: { orderId: string } }).data.orderId;
  }
  throw new Error('No product to order');
}

for (const route of PUBLIC_ROUTES) {
  test(`${route} has no WCAG A/AA violations on a phone and a desktop`, async ({ page }) => {
    expect(await violationsOf(page, route)).toEqual([]);
  });
}

test('A product page and a blog article have no WCAG A/AA violations on a phone and a desktop', async ({
  page,
  request,
}) => {
  const [slug] = await firstProductSlugs(request);
  expect(await violationsOf(page, `/products/${slug}`)).toEqual([]);
  expect(await violationsOf(page, `/blog/${await firstBlogSlug(request)}`)).toEqual([]);
});

test('The cart, checkout, order pages and dashboard have no WCAG A/AA violations on a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpShopper(page);
  const orderId = await placeOrder(page);
  // An item in the cart, so the cart and checkout show their full forms.
  await putItemInCart(page);
  const routes = [
    ...ACCOUNT_ROUTES,
    `/dashboard/orders/${orderId}`,
    `/order-confirmation?orderId=${orderId}`,
    `/track-order/${orderId}`,
  ];
  for (const route of routes)
    expect({ route, violations: await violationsOf(page, route) }).toEqual({ route, violations: [] });
});

test('The admin pages have no WCAG A/AA violations on a phone and a desktop', async ({ page }) => {
  test.setTimeout(180_000);
  const login = await page.request.post('/api/v1/auth/login', { data: E2E_ADMIN });
  expect(login.ok(), await login.text()).toBe(true);
  for (const route of ADMIN_ROUTES)
    expect({ route, violations: await violationsOf(page, route) }).toEqual({ route, violations: [] });
});

/** Puts one item in the cart without ordering it. */
async function putItemInCart(page: Page) {
  const list = await page.request.get('/api/v1/product/homepage-products');
  const { data } = (await list.json()) as { data: { slug: string }[] };
  const detail = await page.request.get(`/api/v1/product/${data[0]!.slug}`);
  const product = ((await detail.json()) as { data: { _id: string; variants: { _id: string; stock: number }[] } }).data;
  const variant = product.variants.find((v) => v.stock > 0)!;
  const added = await page.request.post('/api/v1/user/add-to-cart', {
    data: { id: product._id, variantId: variant._id, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (el: { role: string; name: string }) => boolean, limit = 200) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el) return { role: '', name: '' };
      const label =
        el.getAttribute('aria-label') ??
        (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ??
        el.textContent ??
        '';
      const type = el instanceof HTMLInputElement ? el.type : '';
      const role =
        el.getAttribute('role') ?? (type === 'radio' || type === 'checkbox' ? type : el.tagName.toLowerCase());
      return { role, name: label.trim() };
    });
    if (matches(focused)) return;
  }
  throw new Error('The control could not be reached with the Tab key');
}

test('A shopper buys with the keyboard alone: log in, choose a size, add to cart, check out with cash on delivery', async ({
  page,
  request,
}) => {
  const email = `keys-${Date.now().toString(36)}@example.in`;
  const signup = await request.post('/api/v1/auth/signup', {
    data: { email, password: PASSWORD, confirmPassword: PASSWORD },
  });
  expect(signup.ok()).toBe(true);

  await page.goto('/login');
  await tabTo(page, (el) => el.name === 'Email');
  await page.keyboard.type(email);
  await tabTo(page, (el) => el.name === 'Password');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).not.toHaveURL(/\/login/);

  const [slug] = await firstProductSlugs(request);
  await page.goto(`/products/${slug}`);
  // Tab into the size radio group, then choose a size with the arrow keys.
  await tabTo(page, (el) => el.role === 'radio');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await tabTo(page, (el) => /^Add to Cart$/.test(el.name));
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: /Your Cart/ });
  await expect(drawer).toBeVisible();
  await tabTo(page, (el) => /^Checkout$/.test(el.name), 40);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/checkout/);

  await tabTo(page, (el) => el.name === 'Continue to Shipping');
  await page.keyboard.press('Enter');
  const fields: [string, string][] = [
    ['Full name', 'Radha Sharma'],
    ['Address', '12 Temple Road'],
    ['PIN code', '110001'],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, (el) => el.name === label);
    await page.keyboard.type(value);
  }
  await expect(page.getByLabel('City')).toHaveValue('Central Delhi');
  await tabTo(page, (el) => el.name === 'Phone');
  await page.keyboard.type('9876543210');
  await tabTo(page, (el) => el.name === 'Continue to Review');
  await page.keyboard.press('Enter');

  // A radio group is one Tab stop; the arrow keys move the choice within it.
  await tabTo(page, (el) => el.role === 'radio');
  const cod = page.getByLabel('Cash on Delivery');
  for (let i = 0; i < 3 && !(await cod.isChecked()); i += 1) await page.keyboard.press('ArrowDown');
  await expect(cod).toBeChecked();
  await tabTo(page, (el) => el.name === 'Place Order');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/order-confirmation\?orderId=/, { timeout: 20_000 });
});
