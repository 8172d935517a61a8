import puppeteer, { PredefinedNetworkConditions, type Browser } from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './lighthouse';
import type { Verdict } from './budgets';
import { ms, PHONE } from './phone-journey';

/**
 * An ₹8,000 phone on a weak signal: the phone journey's 360 px screen, a CPU six times slower than this machine's and
 * DevTools' "Slow 4G" (562.5 ms latency, 1.4 Mbit/s down), applied to the page's own requests
 * rather than simulated as Lighthouse does.
 */
const CPU_SLOWDOWN = 6;
/** A page is taken as interactive once its main thread has had no long task for this long (Lighthouse's TTI window). */
const QUIET_MS = 5_000;
/** A page never quiet (a carousel turning, say) is judged up to this moment after navigation. */
const HORIZON_MS = 20_000;
const GIVE_UP_MS = 60_000;

export type CheapPhonePage = {
  name: string;
  /** First contentful paint, largest contentful paint, and the moment the main thread went quiet (ms from navigation). */
  firstPaint: number;
  largestPaint: number;
  /** The end of the last long task before a quiet window; null when the page was never quiet before the horizon. */
  quietAt: number | null;
  /** Long tasks' time beyond 50 ms each, between the first paint and the quiet moment (or the horizon). */
  totalBlockingTime: number;
  longTasks: number;
};

type PageReading = { fcp: number; lcp: number; tasks: { start: number; duration: number }[]; now: number };

// Set before the page's own HTML arrives (this project's TypeScript knows no DOM, so it is a string).
const OBSERVE = `
  window.__cheapPhone = { lcp: 0, tasks: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__cheapPhone.lcp = entry.renderTime || entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__cheapPhone.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
`;
const READ = `({
  fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
  lcp: window.__cheapPhone.lcp,
  tasks: window.__cheapPhone.tasks,
  now: performance.now(),
})`;

async function timePage(browser: Browser, name: string, url: string): Promise<CheapPhonePage> {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setViewport(PHONE);
    await page.emulateCPUThrottling(CPU_SLOWDOWN);
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G']);
    await page.evaluateOnNewDocument(OBSERVE);
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });
    // Wait until the main thread has been free of long tasks for the quiet window, or the horizon.
    const lastEnd = `r.tasks.reduce((end, t) => Math.max(end, t.start + t.duration), r.fcp || 0)`;
    const settled = await page.waitForFunction(
      `(() => { const r = ${READ}; return r.now - ${lastEnd} >= ${QUIET_MS} || r.now >= ${HORIZON_MS}; })()`,
      { polling: 250, timeout: GIVE_UP_MS },
    );
    await settled.dispose();
    const reading = (await page.evaluate(READ)) as PageReading;
    const lastTaskEnd = reading.tasks.reduce((end, t) => Math.max(end, t.start + t.duration), reading.fcp);
    const quietAt = reading.now - lastTaskEnd >= QUIET_MS ? lastTaskEnd : null;
    const until = quietAt ?? HORIZON_MS;
    const blocking = reading.tasks
      .filter((t) => t.start >= reading.fcp && t.start < until)
      .reduce((sum, t) => sum + Math.max(0, Math.min(t.start + t.duration, until) - t.start - 50), 0);
    return {
      name,
      firstPaint: reading.fcp,
      largestPaint: reading.lcp,
      quietAt,
      totalBlockingTime: blocking,
      longTasks: reading.tasks.length,
    };
  } finally {
    await context.close();
  }
}

/** One run per page (home and the heaviest product page, both languages) on the cheap phone. */
export async function cheapPhonePages(baseUrl: string, productSlug: string): Promise<CheapPhonePage[]> {
  const browser = await puppeteer.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  try {
    const pages = [
      { name: 'home', url: `${baseUrl}/` },
      { name: 'home, Hindi', url: `${baseUrl}/hi` },
      { name: 'product', url: `${baseUrl}/products/${productSlug}` },
      { name: 'product, Hindi', url: `${baseUrl}/hi/products/${productSlug}` },
    ];
    const results: CheapPhonePage[] = [];
    for (const { name, url } of pages) results.push(await timePage(browser, name, url));
    return results;
  } finally {
    await browser.close();
  }
}

/** Product pages: the largest paint within 2.5 s and at most 300 ms blocked; the home pages are recorded. */
export function cheapPhoneVerdicts(pages: CheapPhonePage[]): Verdict[] {
  return pages.map((p) => {
    const judged = p.name.startsWith('product');
    return {
      check: `cheap phone (6× CPU, Slow 4G), ${p.name}: LCP and Total Blocking Time`,
      value: `LCP ${ms(p.largestPaint)}, TBT ${ms(p.totalBlockingTime)} (first paint ${ms(p.firstPaint)}, ${p.quietAt === null ? `not quiet by ${ms(HORIZON_MS)}` : `quiet at ${ms(p.quietAt)}`}, ${p.longTasks} long tasks)`,
      budget: judged ? 'LCP ≤ 2,500 ms, TBT ≤ 300 ms' : 'recorded',
      met: judged ? p.largestPaint <= 2500 && p.totalBlockingTime <= 300 : true,
    };
  });
}
