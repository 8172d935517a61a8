import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { mainThreadCpuShare, type TraceEvent } from './main-thread-share';
import type { BrowserCookie } from './shopper';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  // Belt and braces: no host name resolves except the shop's own address, so nothing can leave
  // the machine even if a page or the browser tried.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
];

/**
 * A page Lighthouse measures; with `cookies`, as the browser that holds them (a signed-in shopper);
 * `noindex` when the shop keeps it out of search engines on purpose (search, filtered listings).
 */
export type LighthousePage = { name: string; url: string; cookies?: BrowserCookie[]; noindex?: boolean };

export type LighthouseResult = {
  name: string;
  url: string;
  noindex?: boolean;
  /** The median run's score (the run reported here); every run's score is in performanceRuns. */
  performance: number;
  performanceRuns: number[];
  /** Runs whose trace Chromium lost even on a second try: the median is of the others. */
  lostRuns: number;
  /**
   * Lighthouse's measure of this machine's CPU speed at each run (`environment.benchmarkIndex`):
   * its simulation slows the observed main thread by four whatever the machine, so a slower or
   * busier machine scores lower. Lighthouse's own guidance treats runs below ~1,000 as unreliable.
   */
  benchmarkIndexRuns: number[];
  /**
   * Per run, the share of its task time the page's main thread spent on a CPU
   * (`mainThreadCpuShare`): under 1, the rest was waiting for a core, which Lighthouse counts
   * four times over as the page's work.
   */
  mainThreadCpuShareRuns: (number | undefined)[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Every byte the page transferred (HTML, CSS, JS, images, fonts). */
  totalBytes: number;
  requests: number;
  /** Requests to any origin but the shop's: there must be none. */
  externalRequests: string[];
  /** Audits that lost points, for the categories whose budget is 100. */
  failedAudits: string[];
};

type Audit = { score: number | null; numericValue?: number; title: string; scoreDisplayMode?: string };
type NetworkItem = { url: string };

type Run = { lhr: Result; mainThreadCpuShare: number | undefined };

/**
 * One Lighthouse run. On a busy machine Chromium now and then loses the trace (NO_NAVSTART): one
 * more try, and after that the run is lost (the reason returned) rather than the whole part.
 */
async function measureOnce(port: number, url: string): Promise<Run | string> {
  for (let attempt = 1; ; attempt++) {
    const run = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!run.lhr.runtimeError) {
      const trace = (run.artifacts as { Trace?: { traceEvents: TraceEvent[] } }).Trace;
      return { lhr: run.lhr, mainThreadCpuShare: trace ? mainThreadCpuShare(trace.traceEvents) : undefined };
    }
    if (attempt === 2) return run.lhr.runtimeError.message;
  }
}

export function chromiumAvailable(): boolean {
  return fs.existsSync(CHROMIUM_PATH);
}

/**
 * Lighthouse's mobile preset (its default: a mid-range phone on a slow 4G link, simulated). Each
 * page is measured `runs` times and the median run (by performance) is reported, as Lighthouse's
 * own guidance on variability advises: one run on a 2-core machine swings by ±10 points. With
 * `reportDir`, the median run's full report is written there as `lighthouse-<name>.json` (open it
 * in the Lighthouse viewer to see the LCP element, its phases and every request).
 */
/**
 * Puts the shopper's cookies in the browser Lighthouse drives. Lighthouse clears an origin's
 * caches and storage before each run but keeps its cookies, so each run is a signed-in visit.
 */
async function setCookies(port: number, url: string, cookies: BrowserCookie[]) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const session = await browser.target().createCDPSession();
    const { hostname } = new URL(url);
    await session.send('Storage.setCookies', {
      cookies: cookies.map((cookie) => ({ ...cookie, domain: hostname, sameSite: 'Lax' as const })),
    });
  } finally {
    await browser.disconnect();
  }
}

export async function runLighthouse(
  pages: LighthousePage[],
  reportDir?: string,
  runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5),
): Promise<{ results: LighthouseResult[]; unmeasured: { name: string; reason: string }[] }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  const results: LighthouseResult[] = [];
  const unmeasured: { name: string; reason: string }[] = [];
  try {
    for (const { cookies, ...page } of pages) {
      if (cookies) await setCookies(chrome.port, page.url, cookies);
      const attempts: (Run | string)[] = [];
      for (let run = 0; run < runs; run++) attempts.push(await measureOnce(chrome.port, page.url));
      const runsOfPage = attempts.filter((run): run is Run => typeof run !== 'string');
      if (runsOfPage.length === 0) {
        unmeasured.push({ name: page.name, reason: attempts[0] as string });
        continue;
      }
      const measured = runsOfPage.map((run) => run.lhr);
      const byScore = [...measured].sort(
        (x, y) => (x.categories.performance?.score ?? 0) - (y.categories.performance?.score ?? 0),
      );
      const lhr = byScore[Math.floor(byScore.length / 2)]!;
      if (reportDir) fs.writeFileSync(`${reportDir}/lighthouse-${page.name}.json`, JSON.stringify(lhr));
      const audits = lhr.audits as Record<string, Audit>;
      const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
      const origin = new URL(page.url).origin;
      const network = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
      const failedAudits = ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
        (lhr.categories[category]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0)
          .map((ref) => ({ id: ref.id, audit: audits[ref.id] }))
          .filter(({ audit }) => audit && audit.score !== null && audit.score < 1)
          .map(({ id, audit }) => `${category}: ${id} (${audit!.title})`),
      );
      results.push({
        ...page,
        performance: score('performance'),
        performanceRuns: measured.map((run) => Math.round((run.categories.performance?.score ?? 0) * 100)),
        lostRuns: attempts.length - runsOfPage.length,
        benchmarkIndexRuns: measured.map((run) => Math.round(run.environment.benchmarkIndex)),
        mainThreadCpuShareRuns: runsOfPage.map((run) => run.mainThreadCpuShare),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
        tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? NaN).toFixed(3)),
        totalBytes: Math.round(audits['total-byte-weight']?.numericValue ?? NaN),
        requests: network.length,
        // Over every run, not only the median one.
        externalRequests: [
          ...new Set(
            measured.flatMap((run) =>
              ((run.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [])
                .map((item) => item.url)
                .filter((url) => !url.startsWith('data:') && !url.startsWith(origin)),
            ),
          ),
        ],
        failedAudits,
      });
    }
  } finally {
    await chrome.kill();
  }
  return { results, unmeasured };
}
