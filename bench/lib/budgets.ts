import type { CheckoutLoadResult } from './checkout-load';
import type { PageFirstLoad, PageType } from './first-load-js';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';

/** The shop's budgets. Throughput is a share of the bare route's requests per second. */
export const BUDGETS = {
  apiSlugListingSearch: 0.5,
  apiHomepage: 0.25,
  pages: 0.25,
  /** A signed-in shopper's public page: this share of the anonymous page's req/s, at most this times its p99. */
  signedInShare: 0.5,
  signedInP99Times: 3,
  /** The personal summary and the cart read, per database (the embedded one runs queries on the server's thread). */
  personalPglite: 0.05,
  personalPostgres: 0.1,
  lighthousePerformance: 95,
  /** Points a Hindi page may trail its English twin by. */
  lighthouseHindiGap: 2,
  lighthouseOthers: 100,
  /**
   * First-load JavaScript (gzip) of each public page type, in English and in Hindi alike: the 130 kB
   * aim of decision 0156, met on 2026-11-30 by every page type (decision 0168: 126-130 kB).
   */
  firstLoadJsGzip: {
    home: 130 * 1000,
    collection: 130 * 1000,
    'listing, filtered': 130 * 1000,
    search: 130 * 1000,
    product: 130 * 1000,
    'blog post': 130 * 1000,
  } satisfies Record<PageType, number>,
  /**
   * The product page's HTML (raw), for the reviewed product with the most sizes, in English and in
   * Hindi (whose words take three bytes a letter). English meets the 80 kB aim (decision 0166);
   * Hindi stands where it is today, so that it does not grow.
   */
  productHtmlRaw: { english: 80 * 1000, hindi: 94 * 1000 },
};

export type Verdict = { check: string; value: string; budget: string; met: boolean };

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;
/** A share as a whole percentage; '?' when a run's trace could not tell. */
export const percent = (share: number | undefined) => (share === undefined ? '?' : `${Math.round(share * 100)} %`);

export function loadVerdicts(results: LoadResult[]): Verdict[] {
  return results
    .filter((r) => r.budget !== undefined)
    .map((r) => ({
      check: `${r.group}: ${r.name}`,
      value: `${pct(r.ratio!)} of bare (${r.rps} req/s${r.errors ? `, ${r.errors} errors` : ''})`,
      budget: `≥ ${pct(r.budget!)}, no errors`,
      met: r.ratio! >= r.budget! && r.errors === 0,
    }));
}

/** Each signed-in page beside the anonymous page it is judged against (LoadTarget.versus). */
export function signedInVerdicts(results: LoadResult[]): Verdict[] {
  return results
    .filter((r) => r.versus !== undefined)
    .flatMap((r) => {
      const anonymous = results.find((a) => a.group === r.group && a.name === r.versus);
      if (!anonymous)
        return [{ check: `${r.group}: ${r.name}`, value: 'no anonymous figure', budget: 'measured', met: false }];
      const share = r.rps / anonymous.rps;
      return [
        {
          check: `${r.group}: ${r.name} vs anonymous`,
          value: `${pct(share)} of ${anonymous.rps} req/s (${r.rps} req/s${r.errors ? `, ${r.errors} errors` : ''}); p99 ${r.p99} vs ${anonymous.p99} ms`,
          budget: `≥ ${pct(BUDGETS.signedInShare)}, p99 ≤ ${BUDGETS.signedInP99Times}×, no errors`,
          met:
            share >= BUDGETS.signedInShare &&
            r.p99 <= BUDGETS.signedInP99Times * Math.max(anonymous.p99, 1) &&
            r.errors === 0,
        },
      ];
    });
}

export function lighthouseVerdicts(
  results: LighthouseResult[],
  unmeasured: { name: string; reason: string }[] = [],
): Verdict[] {
  const measured = results.flatMap((r) => [
    {
      check: `Lighthouse ${r.name}: performance`,
      value: `${r.performance} (median of ${r.performanceRuns.join(', ')}${r.lostRuns ? `, ${r.lostRuns} run(s) lost their trace` : ''}; CPU index ${r.benchmarkIndexRuns.join(', ')}; main thread on a CPU ${r.mainThreadCpuShareRuns.map(percent).join(', ')})`,
      budget: `≥ ${BUDGETS.lighthousePerformance}`,
      met: r.performance >= BUDGETS.lighthousePerformance,
    },
    {
      check: `Lighthouse ${r.name}: accessibility / best practices / SEO`,
      value: `${r.accessibility} / ${r.bestPractices} / ${r.seo}${r.noindex ? ' (noindex on purpose)' : ''}`,
      budget: '100 / 100 / 100',
      met: r.accessibility === 100 && r.bestPractices === 100 && seoMet(r),
    },
    {
      check: `Lighthouse ${r.name}: requests leaving the machine`,
      value: String(r.externalRequests.length),
      budget: '0',
      met: r.externalRequests.length === 0,
    },
    // Nothing may move, a signed-in shopper's header filled after the page starts included.
    { check: `Lighthouse ${r.name}: layout shift`, value: String(r.cls), budget: '0', met: r.cls === 0 },
    ...hindiTwin(r, results),
  ]);
  // A page whose every run lost its trace fails its performance budget, and says why.
  const lost = unmeasured.map(({ name, reason }) => ({
    check: `Lighthouse ${name}: performance`,
    value: `not measured: ${reason}`,
    budget: `≥ ${BUDGETS.lighthousePerformance}`,
    met: false,
  }));
  return [...measured, ...lost];
}

/** SEO 100, but for a page kept out of search engines on purpose, whose only loss is saying so. */
function seoMet(r: LighthouseResult): boolean {
  if (r.seo === 100) return true;
  const lost = r.failedAudits.filter((audit) => audit.startsWith('seo: '));
  return r.noindex === true && lost.length > 0 && lost.every((audit) => audit.startsWith('seo: is-crawlable '));
}

/** A Hindi page scores within 2 points of its English twin: Devanagari must not cost the shopper. */
function hindiTwin(r: LighthouseResult, results: LighthouseResult[]): Verdict[] {
  if (!r.name.endsWith(', Hindi')) return [];
  const english = results.find((other) => other.name === r.name.slice(0, -', Hindi'.length));
  if (!english) return [];
  return [
    {
      check: `Lighthouse ${r.name}: performance beside English`,
      value: `${r.performance} against ${english.performance}`,
      budget: `≥ English − ${BUDGETS.lighthouseHindiGap}`,
      met: r.performance >= english.performance - BUDGETS.lighthouseHindiGap,
    },
  ];
}

export function checkoutVerdicts(c: CheckoutLoadResult): Verdict[] {
  return [
    {
      check: `checkout under load (${c.shoppers} shoppers, PostgreSQL): errors`,
      value: `${c.errors.length} (paid ${c.paid}, out of stock ${c.outOfStock})`,
      budget: '0 besides clean out-of-stock refusals',
      met: c.errors.length === 0 && c.paid + c.outOfStock === c.shoppers,
    },
    {
      check: 'checkout under load: oversold units',
      value: String(c.oversold.reduce((sum, o) => sum + Math.max(0, o.held - o.initial), 0)),
      budget: '0, and stock + units held = stock before',
      met: c.oversold.length === 0 && c.stockMismatches.length === 0 && c.paidOrdersInDb === c.paid,
    },
  ];
}

/** Each page type's first-load JavaScript against its budget, and the product page's HTML in both languages. */
export function firstLoadVerdicts(pages: PageFirstLoad[]): Verdict[] {
  return [
    ...pages.map((page) => {
      const budget = BUDGETS.firstLoadJsGzip[page.type];
      return {
        check: `first-load JavaScript, ${page.type}${page.hindi ? ', Hindi' : ''} (gzip)`,
        value: `${kb(page.gzipBytes)} in ${page.files.length} files`,
        budget: `≤ ${kb(budget)}`,
        met: page.gzipBytes <= budget,
      };
    }),
    ...[false, true].map((hindi) => {
      const check = `product page HTML${hindi ? ', Hindi' : ''} (raw)`;
      const product = pages.find((page) => page.type === 'product' && page.hindi === hindi);
      if (!product) return { check, value: 'not measured', budget: 'measured', met: false };
      const budget = BUDGETS.productHtmlRaw[hindi ? 'hindi' : 'english'];
      return {
        check,
        value: `${kb(product.htmlBytes)} (${new URL(product.url).pathname})`,
        budget: `≤ ${kb(budget)}`,
        met: product.htmlBytes <= budget,
      };
    }),
  ];
}
