import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { kb, pct, percent, type Verdict } from './budgets';
import type { CheckoutLoadResult } from './checkout-load';
import type { FirstLoadJs } from './first-load-js';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult, LoadSettings } from './load';
import { log } from './log';

export type Outcome = {
  settings: LoadSettings;
  load: LoadResult[];
  lighthouse: LighthouseResult[];
  firstLoad: FirstLoadJs | undefined;
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
  if (firstLoad) {
    console.log(
      `\nfirst-load JavaScript of the product page: ${kb(firstLoad.gzipBytes)} gzip (${kb(firstLoad.rawBytes)} raw) in ${firstLoad.files.length} files; CSS ${kb(firstLoad.cssGzipBytes)} gzip`,
    );
    for (const f of firstLoad.files.slice(0, 6)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);
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

/** Writes the whole report as `latest.json` in `dir`, and sets exit code 1 when a budget was missed. */
export function writeReport(dir: string, report: Record<string, unknown>, verdicts: Verdict[]) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'latest.json'), JSON.stringify(report, null, 2));
  log('written bench/results/latest.json');
  const missed = verdicts.filter((v) => !v.met);
  if (missed.length > 0) {
    log(`budgets missed: ${missed.map((v) => v.check).join('; ')}`);
    process.exitCode = 1;
  }
}
