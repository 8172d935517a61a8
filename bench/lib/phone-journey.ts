import puppeteer, { type Browser } from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lighthouse';
import { ownerCookie, phoneOnlyShopper, type SignedInShopper } from './shopper';
import type { Verdict } from './budgets';

/** The devotee's phone: a 360 px screen and a CPU four times slower than this machine's. */
export const PHONE = { width: 360, height: 780, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const CPU_SLOWDOWN = 4;
const RUNS = 3;

export type PhoneJourneyResult = {
  /** Per page: when the first paint came and when what the shopper came for was on screen (ms from navigation start). */
  pages: { name: string; firstPaint: number[]; shown: number[] }[];
  /** A tap on a collection's first card until its product's heading is on screen (ms), the page hydrated. */
  cardTap: number[];
  /** A cash-on-delivery order from the checkout call to its answer (ms), as the order button waits for it. */
  codOrder: number[];
};

/** Milliseconds as the budgets' table writes them: `1,652 ms`. */
export const ms = (value: number) => `${Math.round(value).toLocaleString('en-IN')} ms`;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * Times one page on the phone: the first contentful paint, and the moment `selector` first matched
 * (a MutationObserver set before the page's own HTML arrives, so an element in the server's HTML
 * counts from when the parser made it).
 */
async function timePage(browser: Browser, url: string, selector: string, cookies: SignedInShopper['cookies']) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    const { hostname } = new URL(url);
    await context.setCookie(...cookies.map((cookie) => ({ ...cookie, domain: hostname, sameSite: 'Lax' as const })));
    // Run in the page (this project's TypeScript knows no DOM): notes when `selector` first matches.
    await page.evaluateOnNewDocument(
      `new MutationObserver(() => { if (window.shownAt === undefined && document.querySelector(${JSON.stringify(selector)})) window.shownAt = performance.now(); }).observe(document, { childList: true, subtree: true });`,
    );
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.shownAt !== undefined', { timeout: 30_000 });
    return (await page.evaluate(
      `({ firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, shown: window.shownAt })`,
    )) as { firstPaint: number; shown: number };
  } finally {
    await context.close();
  }
}

/**
 * Times a tap on a collection's first product card, once the page has hydrated (its script
 * marks `<html data-hydrated>`), until the product's own heading is on screen.
 */
async function timeCardTap(browser: Browser, collectionUrl: string): Promise<number> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.goto(collectionUrl, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { timeout: 30_000 });
    const card = 'main a[href*="/products/"]';
    await page.waitForSelector(card);
    // The card's name is its product page's heading (read in the page: this TypeScript knows no DOM).
    const name = (await page.$eval(card, (link) => link.textContent)) ?? '';
    const before = (await page.evaluate('performance.now()')) as number;
    await page.tap(card);
    const shown = await page.waitForFunction(
      `(() => { const h1 = document.querySelector('h1'); return location.pathname.includes('/products/') && h1 && ${JSON.stringify(name)}.includes(h1.textContent.trim()) ? performance.now() : false; })()`,
      { polling: 'mutation', timeout: 30_000 },
    );
    return ((await shown.jsonValue()) as number) - before;
  } finally {
    await context.close();
  }
}

/**
 * A new shopper signed in by phone alone, with one unit in the cart priced for cash on delivery
 * (₹300–2,000). Answers the session's cookies and the phone, which is the delivery phone.
 */
async function codShopper(baseUrl: string, owner: string, run: number): Promise<{ cookie: string; phone: string }> {
  const phone = `9${String(Date.now()).slice(-7)}${String(run).padStart(2, '0')}`;
  const cookie = await phoneOnlyShopper(baseUrl, owner, phone);
  const home = (await (await fetch(`${baseUrl}/api/v1/product/homepage-products`)).json()) as {
    data: { _id: string; variants: { _id: string; stock: number; price: number }[] }[];
  };
  const fits = (v: { stock: number; price: number }) => v.stock >= 2 && v.price >= 300 && v.price <= 2000;
  const product = home.data.find((p) => p.variants.some(fits));
  if (!product) throw new Error('no product priced for cash on delivery');
  const res = await fetch(`${baseUrl}/api/v1/user/add-to-cart`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie },
    body: JSON.stringify({ id: product._id, variantId: product.variants.find(fits)!._id, quantity: 1 }),
  });
  if (!res.ok) throw new Error(`add-to-cart answered ${res.status}: ${await res.text()}`);
  return { cookie, phone };
}

/** Places a cash-on-delivery order of the shopper's cart through the checkout call, as the order button does. */
async function timeCodOrder(baseUrl: string, { cookie, phone }: { cookie: string; phone: string }): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${baseUrl}/api/v1/payment/checkout`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, cookie, 'accept-language': 'hi' },
    body: JSON.stringify({
      paymentMethod: 'COD',
      shippingAddress: {
        contact: '',
        fullName: 'राधा शर्मा',
        address: 'मकान 12, कृष्ण मंदिर मार्ग',
        apartment: '',
        city: 'Central Delhi',
        state: 'Delhi',
        postalCode: '110001',
        phone,
        shippingMethod: 'online',
      },
    }),
  });
  const took = performance.now() - started;
  if (!res.ok) throw new Error(`a cash-on-delivery checkout answered ${res.status}: ${await res.text()}`);
  return took;
}

/**
 * The journey the shop exists for, timed on a cheap phone in Hindi: a signed-in shopper's cart and
 * checkout (their lines and first step), and placing a cash-on-delivery order (each by a new
 * shopper, since unconfirmed cash orders per account are limited).
 */
export async function phoneJourney(
  baseUrl: string,
  shopper: SignedInShopper,
  collectionSlug: string,
): Promise<PhoneJourneyResult> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  const result: PhoneJourneyResult = { pages: [], cardTap: [], codOrder: [] };
  try {
    const pages = [
      { name: 'cart lines, Hindi', url: `${baseUrl}/hi/cart`, selector: '[aria-label="कार्ट का सामान"] li' },
      {
        name: "checkout's first step, Hindi",
        url: `${baseUrl}/hi/checkout`,
        selector: '[aria-label="चेकआउट की प्रगति"]',
      },
    ];
    for (const { name, url, selector } of pages) {
      const runs = [];
      for (let run = 0; run < RUNS; run++) runs.push(await timePage(browser, url, selector, shopper.cookies));
      result.pages.push({ name, firstPaint: runs.map((r) => r.firstPaint), shown: runs.map((r) => r.shown) });
    }
    for (let run = 0; run < RUNS; run++)
      result.cardTap.push(await timeCardTap(browser, `${baseUrl}/hi/collections/${collectionSlug}`));
  } finally {
    await browser.close();
  }
  const owner = await ownerCookie(baseUrl);
  for (let run = 0; run < RUNS; run++)
    result.codOrder.push(await timeCodOrder(baseUrl, await codShopper(baseUrl, owner, run)));
  return result;
}

/**
 * Within 1.5 s of the first paint, a card's product within 1 s of the tap, and an order answered
 * within 2 s (medians of the runs).
 */
export function phoneVerdicts(result: PhoneJourneyResult): Verdict[] {
  return [
    ...result.pages.map(({ name, firstPaint, shown }) => {
      const after = median(shown.map((at, i) => Math.max(0, at - firstPaint[i]!)));
      return {
        check: `phone (360 px, 4× CPU): ${name}, after the first paint`,
        value: `${ms(after)} (first paint ${ms(median(firstPaint))})`,
        budget: '≤ 1,500 ms',
        met: after <= 1500,
      };
    }),
    {
      check: "phone: a tap on a collection's card until its product is on screen, Hindi",
      value: ms(median(result.cardTap)),
      budget: '≤ 1,000 ms',
      met: median(result.cardTap) <= 1000,
    },
    {
      check: 'phone: a cash-on-delivery order placed, the checkout call answered',
      value: ms(median(result.codOrder)),
      budget: '≤ 2,000 ms',
      met: median(result.codOrder) <= 2000,
    },
  ];
}
