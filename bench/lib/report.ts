import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kb, pct, percent, type Verdict } from './budgets';
import type { CheckoutLoadResult } from './checkout-load';
import type { PageFirstLoad } from './first-load-js';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult, LoadSettings } from './load';
import { log } from './log';

export type Outcome = {
  settings: LoadSettings;
  load: LoadResult[];
  lighthouse: LighthouseResult[];
  firstLoad: PageFirstLoad[];
  checkout: CheckoutLoadResult | undefined;
  verdicts: Verdict[];
  notes: string[];
};

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

/** The machine's 1-minute load average every 5 s from now on: a busy machine reads slower. */
export function sampleLoadAverage() {
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(os.loadavg()[0]!), 5_000);
  sampler.unref();
  return {
    stop: () => clearInterval(sampler),
    summary: (atStart: number[]) => ({
      atStart,
      duringRunMean: Number((samples.reduce((a, b) => a + b, 0) / Math.max(1, samples.length)).toFixed(2)),
      duringRunMax: Number(Math.max(0, ...samples).toFixed(2)),
    }),
  };
}

function printLoad(results: LoadResult[]) {
  console.table(
    results.map((r) => ({
      group: r.group,
      target: r.name,
      'req/s': r.rps,
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      errors: r.errors,
      'size br': r.bytesBr,
      'size raw': r.bytesRaw,
      'bare req/s': r.bareRps,
      'vs bare': pct(r.ratio ?? 0),
      budget: r.budget === undefined ? '' : pct(r.budget),
    })),
  );
}

function printLighthouse(lighthouse: LighthouseResult[]) {
  console.log('\nLighthouse 12, mobile preset');
  console.table(
    lighthouse.map((r) => ({
      page: r.name,
      performance: r.performance,
      runs: r.performanceRuns.join(' / '),
      'CPU index': r.benchmarkIndexRuns.join(' / '),
      'main thread on a CPU': r.mainThreadCpuShareRuns.map(percent).join(' / '),
      accessibility: r.accessibility,
      'best practices': r.bestPractices,
      SEO: r.seo,
      'LCP ms': r.lcpMs,
      'TBT ms': r.tbtMs,
      CLS: r.cls,
      transferred: kb(r.totalBytes),
      requests: r.requests,
      external: r.externalRequests.length,
    })),
  );
  for (const r of lighthouse) for (const audit of r.failedAudits) console.log(`  ${r.name}: ${audit}`);
  const home = lighthouse.find((r) => r.name === 'home');
  if (home) console.log(`home page, total transferred: ${kb(home.totalBytes)} in ${home.requests} requests`);
}

/** Every table of the run, then the budgets with their verdicts. */
export function printTables({ settings, load, lighthouse, firstLoad, checkout, verdicts, notes }: Outcome) {
  console.log(
    '\nThroughput (autocannon, %d connections; %ds per target after a %ds warm-up, in 2s slices alternating with the bare route)',
    settings.connections,
    settings.durationSeconds,
    settings.warmupSeconds,
  );
  printLoad(load);
  if (lighthouse.length > 0) printLighthouse(lighthouse);
  if (firstLoad.length > 0) {
    console.log('\nfirst-load JavaScript and HTML of each public page');
    console.table(
      firstLoad.map((page) => ({
        page: `${page.type}${page.hindi ? ', Hindi' : ''}`,
        'JS gzip': kb(page.gzipBytes),
        'JS raw': kb(page.rawBytes),
        files: page.files.length,
        'CSS gzip': kb(page.cssGzipBytes),
        'HTML raw': kb(page.htmlBytes),
      })),
    );
    const product = firstLoad.find((page) => page.type === 'product' && !page.hindi);
    for (const f of product?.files.slice(0, 6) ?? []) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);
  }
  if (checkout) {
    console.log(
      `\ncheckout under load: ${checkout.shoppers} shoppers at once, ${checkout.contenders} wanting a size with ${checkout.limitedStock} in stock: paid ${checkout.paid}, out of stock ${checkout.outOfStock}, errors ${checkout.errors.length}; journey p50 ${checkout.p50} ms, p99 ${checkout.p99} ms (checkout call p50 ${checkout.checkoutP50} ms, p99 ${checkout.checkoutP99} ms); ${checkout.wallSeconds}s in all`,
    );
    for (const e of checkout.errors.slice(0, 5))
      console.log(`  shopper ${e.shopper}, ${e.step}: ${e.status} ${e.body}`);
  }
  for (const note of notes) console.log(`note: ${note}`);

  console.log('\nBudgets');
  console.table(
    verdicts.map((v) => ({ check: v.check, value: v.value, budget: v.budget, verdict: v.met ? 'met' : 'MISSED' })),
  );
}

/** What `LATEST.md` says about the code and the machine a run measured. */
type RunFacts = { commit: string };

type Machine = ReturnType<typeof machine>;
type LoadAverages = ReturnType<ReturnType<typeof sampleLoadAverage>['summary']>;

/** A table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').trim();

/** The bare route's lowest and highest rate in a run, from every load figure it holds. */
function bareRate(report: Record<string, unknown>): string {
  const scale = report.catalogueAtScale as { underLoad?: LoadResult[] } | undefined;
  const results = [...((report.load as LoadResult[] | undefined) ?? []), ...(scale?.underLoad ?? [])];
  const rates = results.map((r) => r.bareRps).filter((n): n is number => typeof n === 'number' && n > 0);
  if (rates.length === 0) return 'not measured (no throughput in this run)';
  const fmt = (n: number) => n.toLocaleString('en-US');
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? `${fmt(low)} req/s` : `${fmt(low)}–${fmt(high)} req/s`;
}

/**
 * The run as markdown: when, on which commit and machine, the bare route's rate (the best sign of
 * how fast the machine was), and every budget with its limit, measured value and verdict.
 */
export function renderLatestMarkdown(report: Record<string, unknown>, verdicts: Verdict[], facts: RunFacts): string {
  const at = typeof report.at === 'string' ? report.at.replace('T', ' ').replace(/\.\d+Z$/, ' UTC') : 'unknown';
  const m = report.machine as Machine | undefined;
  const load = report.loadAverage as LoadAverages | undefined;
  const seconds = typeof report.seconds === 'number' ? `, ${report.seconds} s in all` : '';
  const cores = m ? `${m.cpus} cores${m.model ? ` (${m.model.trim()})` : ''}, ${m.memoryGiB} GiB memory` : 'unknown';
  const loadLine = load
    ? `1-minute load average ${load.atStart[0] ?? '?'} at start, ${load.duringRunMean} on average during the run, ${load.duringRunMax} at most`
    : 'load average not sampled';
  const command = typeof report.command === 'string' ? report.command : 'npm run bench';
  const met = verdicts.filter((v) => v.met).length;
  const notes = (report.notes as string[] | undefined) ?? [];
  return [
    '# Latest bench run',
    '',
    'Written by `npm run bench` (`bench/lib/report.ts`) beside `bench/results/latest.json`; committed when a',
    'run is recorded. How to read it: `bench/RESULTS.md`.',
    '',
    `- **Date:** ${at}${seconds}`,
    `- **Commit:** \`${facts.commit}\``,
    `- **Command:** \`${command}\``,
    `- **Machine:** ${cores}; ${loadLine}`,
    `- **Bare route:** ${bareRate(report)}`,
    `- **Budgets:** ${met} of ${verdicts.length} met`,
    ...notes.map((note) => `- **Note:** ${note}`),
    '',
    '| check | limit | measured | verdict |',
    '| --- | --- | --- | --- |',
    ...verdicts.map(
      (v) => `| ${cell(v.check)} | ${cell(v.budget)} | ${cell(v.value)} | ${v.met ? 'met' : '**missed**'} |`,
    ),
    '',
  ].join('\n');
}

/** The short hash of the checked-out commit, marked when the tree holds changes not committed. */
function currentCommit(cwd: string): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      cwd,
      encoding: 'utf8',
    }).trim();
    return dirty ? `${commit} with uncommitted changes` : commit;
  } catch {
    return 'unknown (no git)';
  }
}

/**
 * Writes the whole report as `latest.json` in `dir` and its budgets as `LATEST.md` beside that
 * folder (`bench/LATEST.md`, committed with a recorded run), and sets exit code 1 when a budget
 * was missed.
 */
export function writeReport(dir: string, report: Record<string, unknown>, verdicts: Verdict[]) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2));
  log('written bench/results/latest.json');
  fs.writeFileSync(
    path.join(path.dirname(dir), 'LATEST.md'),
    renderLatestMarkdown(report, verdicts, { commit: currentCommit(path.dirname(dir)) }),
  );
  log('written bench/LATEST.md');
  const missed = verdicts.filter((v) => !v.met);
  if (missed.length > 0) {
    log(`budgets missed: ${missed.map((v) => v.check).join('; ')}`);
    process.exitCode = 1;
  }
}
