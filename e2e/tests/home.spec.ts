import type { ProductResponse } from '@shop/shared/contracts/catalogue';
import type { ReviewHighlightsResponse } from '@shop/shared/contracts/reviews';
import { collectConsoleErrors, expectNoAxeViolations, settle, VIEWPORTS } from './fixtures/page-checks';
import { expect, test, type Page } from './fixtures/test';

const CATEGORIES = [
  'Embroidery',
  'Heavy Dress',
  'Jhula',
  'Singhasan',
  'Accessories',
  'Daily Wear',
  'Festival',
  'Featured',
  'Summer',
  'Bestsellers',
  'Mukut',
  'Pagdi',
];

test('The home page shows the category circles, the banner carousel and product sections', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');

  const categories = page.getByRole('navigation', { name: 'Shop by category' }).getByRole('link');
  await expect(categories).toHaveText(CATEGORIES);
  await expect(categories.first()).toHaveAttribute('href', '/collections/embroidery');
  await expect(categories.last()).toHaveAttribute('href', '/collections/pagdi');

  const banner = page.getByRole('region', { name: 'Offers' });
  const slides = banner.getByRole('group');
  await expect(slides).toHaveCount(2);
  await expect(slides.first().getByRole('heading')).toBeInViewport();
  await banner.getByRole('button', { name: 'Next banner' }).click();
  await expect(banner.getByRole('button', { name: 'Show banner 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slides.nth(1).getByRole('heading')).toBeInViewport();
  // The banner is the browser's own scrolling: a swipe back to the first slide moves the dots too.
  await slides.first().evaluate((slide) => slide.parentElement!.parentElement!.scrollTo({ left: 0 }));
  await expect(banner.getByRole('button', { name: 'Show banner 1' })).toHaveAttribute('aria-current', 'true');
  await expect(slides.first().getByRole('heading')).toBeInViewport();

  const heavy = page.getByRole('region', { name: 'Heavy Dress' });
  await expect(heavy).toBeVisible();
  const cards = heavy.getByRole('article');
  expect(await cards.count()).toBeGreaterThan(0);
  expect(await cards.count()).toBeLessThanOrEqual(5);
  await expect(heavy.getByRole('link', { name: 'View all Heavy Dress' })).toHaveAttribute(
    'href',
    '/collections/heavy-dress',
  );

  // The banner quotes the lowest price of the collection it leads to, read from the catalogue.
  await expect(page.getByText(/^Starting from ₹[\d,]+$/).first()).toBeVisible();
  const explore = page.getByRole('region', { name: 'Explore Our Collections' });
  await expect(explore.getByRole('link', { name: /Premium/ })).toHaveAttribute('href', '/collections/heavy-dress');
  await expect(explore.getByRole('link', { name: /Royal/ })).toHaveAttribute('href', '/collections/embroidery');

  // The shop's approved reviews (the demo shop's buyers), newest first: the first slide is the newest.
  const answer = await page.request.get('/api/v1/reviews/highlights');
  const { reviews: quoted } = (await answer.json()) as ReviewHighlightsResponse;
  expect(quoted.length).toBeGreaterThan(0);
  const reviews = page.getByRole('region', { name: 'What Devotees Say' });
  await expect(reviews.getByRole('group', { name: new RegExp(`^\\d of ${quoted.length}$`) })).toHaveCount(
    quoted.length,
  );
  const newest = reviews.getByRole('group', { name: `1 of ${quoted.length}` });
  await expect(newest.getByRole('img', { name: `Rated ${quoted[0]!.rating} out of 5` })).toBeVisible();
  await expect(newest).toContainText(quoted[0]!.body);
  await expect(newest).toContainText(`${quoted[0]!.author}Verified buyer · size ${quoted[0]!.size}`);
  await expect(newest.getByRole('link', { name: quoted[0]!.productName })).toHaveAttribute(
    'href',
    `/products/${quoted[0]!.productSlug}`,
  );
  expect(errors).toEqual([]);
});

function shownBanner(page: Page): Promise<number> {
  return page
    .getByRole('region', { name: 'Offers' })
    .getByRole('button', { name: /^Show banner/ })
    .evaluateAll((buttons) => buttons.findIndex((b) => b.getAttribute('aria-current') === 'true'));
}

test('The banner advances by itself every 3 seconds and stops when paused', async ({ page }) => {
  // The page's clock is the test's: three seconds pass when the test says so, not in real time.
  await page.clock.install();
  await page.goto('/');
  // Keep the pointer off the banner, which would pause it.
  await page.mouse.move(5, 800);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
  await page.clock.runFor(3_100);
  await expect.poll(() => shownBanner(page)).toBe(1);
  await page.getByRole('button', { name: 'Pause banner' }).click();
  // Focus inside the banner pauses it too; take it away so only the button holds it still.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(5, 800);
  const paused = await shownBanner(page);
  await page.clock.runFor(9_500);
  expect(await shownBanner(page)).toBe(paused);
  await expect(page.getByRole('button', { name: 'Play banner' })).toBeVisible();
});

test('The first banner is the largest paint and nothing shifts while the page loads', async ({ page }) => {
  await page.goto('/');
  await settle(page);
  const { lcpText, shift } = await page.evaluate(
    () =>
      new Promise<{ lcpText: string; shift: number }>((resolve) => {
        let lcpText = '';
        let shift = 0;
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined;
          lcpText = last?.element?.textContent ?? '';
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries reach the observers in a task of their own: read them a frame later.
        requestAnimationFrame(() => setTimeout(() => resolve({ lcpText, shift })));
      }),
  );
  expect(lcpText).toContain('Dress your Thakur Ji for every utsav');
  expect(shift).toBeLessThan(0.05);
});

test('On a slow phone processor nothing drawn moves while the home page and a collection load', async ({ page }) => {
  // A slow processor reads the page's HTML in slices; were a half-read page drawn, the rest
  // arriving would move it (the header's menu, the banner's text, a row of cards).
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shopShifts: shifts });
    type Shift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        if (entry.hadRecentInput) continue;
        for (const { node } of entry.sources) shifts.push(node instanceof Element ? node.outerHTML.slice(0, 120) : '?');
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/collections/laddu-gopal']) {
    await page.goto(path);
    expect(await page.evaluate(() => (window as unknown as { shopShifts: string[] }).shopShifts), path).toEqual([]);
  }
});

test('Each card picture is the smallest file that is sharp at the width the card is shown', async ({ browser }) => {
  // A phone like Lighthouse's (412 px at 1.75 device pixels each), a tablet and a desktop.
  for (const [width, deviceScaleFactor] of [
    [412, 1.75],
    [800, 1],
    [1280, 1],
  ] as const) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor });
    const page = await context.newPage();
    await page.goto('/');
    const first = page.getByRole('region', { name: 'Heavy Dress' }).locator('img');
    await expect(first.first()).toHaveJSProperty('complete', true);
    const cards = await first.evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.currentSrc)
        .map((img) => {
          const offered = img.srcset.split(',').map((entry) => Number(/ (\d+)w$/.exec(entry.trim())![1]));
          const needed = img.getBoundingClientRect().width * devicePixelRatio;
          const chosen = Number(/-(\d+)\.webp$/.exec(img.currentSrc)![1]);
          return { needed, chosen, best: offered.find((w) => w >= needed) ?? Math.max(...offered) };
        }),
    );
    expect(cards.length, `${width} px`).toBeGreaterThan(0);
    for (const card of cards) expect(card.chosen, `${width} px: ${JSON.stringify(card)}`).toBe(card.best);
    await context.close();
  }
});

test('The home page HTML carries product cards, not whole products', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  expect(html).toContain('Heavy Dress');
  expect(html).toMatch(/<h3[^>]*>[^<]{4,}<\/h3>/);
  // Descriptions and care instructions belong to product pages only: not even the first card's.
  expect(html).not.toContain('careInstructions');
  const slug = /href="\/products\/([^"]+)"/.exec(html)![1]!;
  const product = (await (await request.get(`/api/v1/product/${slug}`)).json()) as ProductResponse;
  expect(product.data.description.length).toBeGreaterThan(40);
  expect(html).not.toContain(product.data.description.slice(0, 40));
  // Sixty-five cards, their pictures' sizes and the page's words (about 5 kB) come to about 250 kB;
  // sixty-five whole products would add far more than that margin.
  expect(html.length).toBeLessThan(260_000);
});

test('Every page links the shop icon as a PNG, and a larger one for a phone home screen', async ({ page, request }) => {
  await page.goto('/products/royal-blue-zari-poshak-for-laddu-gopal');
  // An SVG icon costs Chromium a document of its own, built on the main thread as the page starts.
  const icons = [
    { rel: 'icon', size: 48 },
    { rel: 'apple-touch-icon', size: 180 },
  ];
  for (const { rel, size } of icons) {
    const href = await page.locator(`head link[rel="${rel}"]`).getAttribute('href');
    expect(href, rel).toMatch(/\.png$/);
    const response = await request.get(href!);
    expect(response.headers()['content-type'], rel).toBe('image/png');
    const png = await response.body();
    // A PNG's width and height are the big-endian words at bytes 16 and 20 of its header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)], rel).toEqual([size, size]);
  }
});

test('A product card opens its product page without loading a new document', async ({ page }) => {
  await page.goto('/');
  const card = page.getByRole('region', { name: 'Heavy Dress' }).getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  const href = (await card.getByRole('link').getAttribute('href'))!;
  expect(href).toMatch(/^\/products\/[a-z0-9-]+$/);
  // A mark on this document: a full page load would lose it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await card.getByRole('link').click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // Back returns to the home page, still the same document.
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Heavy Dress' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('A visitor subscribes to the newsletter from the footer', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Subscribe to our newsletter');
  const subscribe = page.getByRole('button', { name: 'Subscribe' });

  await subscribe.click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();

  await email.fill('not-an-address');
  await subscribe.click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();

  await email.fill(`  Devotee.${Date.now()}@Example.in `);
  await subscribe.click();
  await expect(page.getByText('Thank you for subscribing to our newsletter!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('Back to top appears after scrolling and a new page starts at the top', async ({ page }) => {
  await page.goto('/');
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);
  await page.mouse.wheel(0, 1500);
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Return Policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Return Policy' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('A visitor whose connection drops as the page loads keeps the page, is told so, and the banner goes when it is back', async ({
  page,
  context,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await context.setOffline(true);
  const banner = page
    .getByRole('status')
    .filter({ hasText: 'You are currently offline. Some features may be limited.' });
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Something went wrong');
  await expect(page.getByRole('heading', { name: 'Heavy Dress' })).toBeVisible();
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(banner).toBeVisible();

  await context.setOffline(false);
  await expect(banner).toBeHidden();
  // The browser's and the router's own words for a request made while offline (the router asks
  // which routes the page's links lead to as the page hydrates, and again on a link's tap).
  const offline = ['net::ERR_INTERNET_DISCONNECTED', 'Failed to fetch manifest patches'];
  expect(errors.filter((error) => !offline.some((expected) => error.includes(expected)))).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('@mobile A shopper uses the bottom bar and the slide-in menu', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByRole('navigation', { name: 'Quick links' });
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link')).toHaveText(['Home', 'Wishlist', 'Cart', 'Account']);
    // The chat takes the bar's last fifth on a phone rather than floating over the page.
    const chat = page.getByRole('link', { name: /Chat with us on WhatsApp/ }).last();
    await expect(chat).toBeVisible();
    const [chatBox, barBox] = [await chat.boundingBox(), await bar.boundingBox()];
    expect(chatBox!.y).toBeGreaterThanOrEqual(barBox!.y);

    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(menu).toBeHidden();

    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('The home page has no WCAG A or AA violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Pause banner' }).click();
  await expectNoAxeViolations(page, 'home');
});
