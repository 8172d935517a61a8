// `npm run bench`: the shop measured against the budgets of the proof issue, in one run on one
// machine. Throughput is judged as a ratio to a bare Fastify route measured by the same run, so a
// busy machine slows both sides alike. Prints tables and writes bench/results/latest.json; exits 1
// when a budget is missed.
//
//   npm run bench                      (PostgreSQL: DATABASE_URL, else the local server if it answers)
//   BENCH_SKIP=postgres,lighthouse npm run bench      (also: throughput)
//   npm run bench -- -- --postgres URL --no-lighthouse
//
// BENCH_DURATION seconds per target (default 6, in 2 s slices alternating with the bare route), BENCH_CONNECTIONS (default 50), BENCH_PORT (first
// of four ports, default 4390), LIGHTHOUSE_RUNS (runs per page, the median reported; default 5),
// SHOP_BUILD_ID (default 'bench'), DATABASE_URL (a PostgreSQL server;
// otherwise the local one on 127.0.0.1:5432 if it answers). On PostgreSQL the bench creates a
// throw-away database and drops it at the end.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkoutUnderLoad, type CheckoutLoadResult } from './lib/checkout-load';
import { measureFirstLoadJs, type FirstLoadJs } from './lib/first-load-js';
import { chromiumAvailable, CHROMIUM_PATH, runLighthouse, type LighthouseResult } from './lib/lighthouse';
import { measureLoad, responseSize, type LoadResult, type LoadSettings, type LoadTarget } from './lib/load';
import { createThrowawayDatabase, findPostgres, redact } from './lib/postgres';
import { startNode, waitFor, type Server } from './lib/processes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const skipped = (process.env.BENCH_SKIP ?? '').split(',').map((s) => s.trim());
/** `--no-postgres` or BENCH_SKIP=postgres (npm eats unknown flags unless they follow `-- --`). */
const flag = (name: string) => args.includes(name) || skipped.includes(name.replace(/^--no-/, ''));
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};

const settings: LoadSettings = {
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  durationSeconds: Number(process.env.BENCH_DURATION ?? 6),
  warmupSeconds: 2,
};
const basePort = Number(process.env.BENCH_PORT ?? 4390);
const PORTS = { pglite: basePort, bare: basePort + 1, postgres: basePort + 2 };
const buildId = process.env.SHOP_BUILD_ID ?? 'bench';
/** The whole run stops by itself after this, whatever is still going. */
const HARD_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_SECONDS ?? 600) * 1000;
/** latest.json and the full Lighthouse reports. */
const RESULTS_DIR = path.join(root, 'bench', 'results');
/** Product pictures are rendered once (about a minute) and reused by later runs. */
const IMAGES_CACHE = path.join(os.tmpdir(), 'shop-bench-images');

const BUDGETS = {
  apiSlugListingSearch: 0.5,
  apiHomepage: 0.25,
  pages: 0.25,
  lighthousePerformance: 95,
  lighthouseOthers: 100,
  firstLoadJsGzip: 150 * 1000,
};

type Verdict = { check: string; value: string; budget: string; met: boolean };

const began = Date.now();
const log = (message: string) =>
  console.log(`[bench ${String(Math.round((Date.now() - began) / 1000)).padStart(3)}s] ${message}`);

/** A part that fails is reported as a missed budget; the rest of the run goes on. */
async function attempt(what: string, verdicts: Verdict[], notes: string[], task: () => Promise<void>) {
  try {
    await task();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    log(`${what} failed: ${message}`);
    notes.push(`${what} failed: ${message}`);
    verdicts.push({ check: what, value: 'failed', budget: 'runs', met: false });
  }
}

// ---------------------------------------------------------------- machine load

const loadSamples: number[] = [];
const sampler = setInterval(() => loadSamples.push(os.loadavg()[0]!), 5_000);
sampler.unref();

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((n) => Number(n.toFixed(2))),
  };
}

// ---------------------------------------------------------------- servers

function build() {
  log(`building the shop (SHOP_BUILD_ID=${buildId}; only what is stale)…`);
  const result = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
    cwd: root,
    env: { ...process.env, SHOP_BUILD_ID: buildId },
    stdio: 'inherit',
    timeout: 15 * 60_000,
  });
  if (result.status !== 0) throw new Error('the build failed');
}

/** A data folder of its own for one shop server, sharing the rendered pictures between runs. */
function dataDir(label: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `shop-bench-${label}-`));
  fs.mkdirSync(IMAGES_CACHE, { recursive: true });
  fs.symlinkSync(IMAGES_CACHE, path.join(dir, 'images'));
  return dir;
}

async function startShop(
  label: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ server: Server; dir: string }> {
  const dir = dataDir(label);
  // The shop's own settings from this shell would change what is measured (another database, a
  // public URL, Redis, real payments): each server gets only what the bench says.
  const inherited = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'PUBLIC_URL',
    'REDIS_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'SMTP_URL',
    'SESSION_SECRET',
  ]) {
    delete inherited[name];
  }
  const serverEnv = {
    ...inherited,
    SHOP_BUILD_ID: buildId,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    PAYMENT_PROVIDER: 'sandbox',
    ...env,
  };
  const server = startNode(label, path.join(root, 'apps', 'api', `dist-${buildId}`, 'server.mjs'), serverEnv, root);
  // The first run renders the catalogue's pictures: allow for it on a busy machine.
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, server, 300_000);
  return { server, dir };
}

async function stopShop(shop: { server: Server; dir: string }) {
  await shop.server.stop();
  fs.rmSync(shop.dir, { recursive: true, force: true });
}

// ---------------------------------------------------------------- what to measure

type Catalogue = { productSlug: string; collectionSlug: string; listingPath: string; searchPath: string };

async function discover(base: string): Promise<Catalogue> {
  const home = (await (await fetch(`${base}/api/v1/product/homepage-products`)).json()) as {
    data: { slug: string }[];
  };
  const productSlug = home.data[0]?.slug;
  if (!productSlug) throw new Error('the catalogue is empty');
  const listingPath = '/api/v1/products?category=dresses&inStock=true&sort=price-asc&limit=24';
  const listing = (await (await fetch(base + listingPath)).json()) as { data: unknown[] };
  if (listing.data.length !== 24) throw new Error(`${listingPath} lists ${listing.data.length} products, not 24`);
  const searchPath = '/api/v1/search?q=poshak';
  const search = (await (await fetch(base + searchPath)).json()) as { data: unknown[] };
  if (search.data.length === 0) throw new Error(`${searchPath} finds nothing`);
  return { productSlug, collectionSlug: 'laddu-gopal', listingPath, searchPath };
}

function apiTargets(group: string, base: string, c: Catalogue): LoadTarget[] {
  return [
    { group, name: 'homepage-products', url: `${base}/api/v1/product/homepage-products`, budget: BUDGETS.apiHomepage },
    {
      group,
      name: 'product by slug',
      url: `${base}/api/v1/product/${c.productSlug}`,
      budget: BUDGETS.apiSlugListingSearch,
    },
    { group, name: 'filtered listing (24)', url: base + c.listingPath, budget: BUDGETS.apiSlugListingSearch },
    { group, name: 'search', url: base + c.searchPath, budget: BUDGETS.apiSlugListingSearch },
  ];
}

function pageTargets(base: string, c: Catalogue): LoadTarget[] {
  return [
    { group: 'pages', name: 'home', url: `${base}/`, budget: BUDGETS.pages },
    { group: 'pages', name: 'collection', url: `${base}/collections/${c.collectionSlug}`, budget: BUDGETS.pages },
    { group: 'pages', name: 'product', url: `${base}/products/${c.productSlug}`, budget: BUDGETS.pages },
    // For the record, not judged: a visitor with a cookie always gets a page rendered for them alone.
    {
      group: 'pages',
      name: 'product, with a cookie (rendered per request)',
      url: `${base}/products/${c.productSlug}`,
      headers: { cookie: 'bench=1' },
    },
  ];
}

/** Each target side by side with the bare route (see measureLoad). */
async function measureGroup(group: string, targets: LoadTarget[]): Promise<LoadResult[]> {
  const results: LoadResult[] = [];
  for (const target of targets) {
    log(`${group}: ${target.name}…`);
    results.push(await measureLoad(target, `http://127.0.0.1:${PORTS.bare}/bare`, settings));
  }
  return results;
}

/**
 * The page cache may only ever serve visitors without cookies: an anonymous request is a hit,
 * one with any cookie or an Authorization header is rendered for it alone.
 */
async function pageCacheRules(url: string): Promise<Verdict> {
  const state = async (headers: Record<string, string>) =>
    String((await responseSize(url, headers)).headers['x-page-cache'] ?? 'none');
  await state({}); // fills the cache if it has expired since the pages were measured
  const anonymous = await state({});
  const withCookie = await state({ cookie: 'accessToken=someone' });
  const withAuthorization = await state({ authorization: 'Bearer someone' });
  return {
    check: 'anonymous page cache: shared only without cookies',
    value: `anonymous ${anonymous}, cookie ${withCookie}, authorization ${withAuthorization}`,
    budget: 'anonymous hit; others none',
    met: anonymous === 'hit' && withCookie === 'none' && withAuthorization === 'none',
  };
}

// ---------------------------------------------------------------- report

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const pct = (ratio: number) => `${Math.round(ratio * 100)}%`;

function loadVerdicts(results: LoadResult[]): Verdict[] {
  return results
    .filter((r) => r.budget !== undefined)
    .map((r) => ({
      check: `${r.group}: ${r.name}`,
      value: `${pct(r.ratio!)} of bare (${r.rps} req/s${r.errors ? `, ${r.errors} errors` : ''})`,
      budget: `≥ ${pct(r.budget!)}, no errors`,
      met: r.ratio! >= r.budget! && r.errors === 0,
    }));
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

/** A share as a whole percentage; '?' when a run's trace could not tell. */
const percent = (share: number | undefined) => (share === undefined ? '?' : `${Math.round(share * 100)} %`);

function lighthouseVerdicts(results: LighthouseResult[]): Verdict[] {
  return results.flatMap((r) => [
    {
      check: `Lighthouse ${r.name}: performance`,
      value: `${r.performance} (median of ${r.performanceRuns.join(', ')}; CPU index ${r.benchmarkIndexRuns.join(', ')}; main thread on a CPU ${r.mainThreadCpuShareRuns.map(percent).join(', ')})`,
      budget: `≥ ${BUDGETS.lighthousePerformance}`,
      met: r.performance >= BUDGETS.lighthousePerformance,
    },
    {
      check: `Lighthouse ${r.name}: accessibility / best practices / SEO`,
      value: `${r.accessibility} / ${r.bestPractices} / ${r.seo}`,
      budget: '100 / 100 / 100',
      met: r.accessibility === 100 && r.bestPractices === 100 && r.seo === 100,
    },
    {
      check: `Lighthouse ${r.name}: requests leaving the machine`,
      value: String(r.externalRequests.length),
      budget: '0',
      met: r.externalRequests.length === 0,
    },
  ]);
}

function checkoutVerdicts(c: CheckoutLoadResult): Verdict[] {
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

// ---------------------------------------------------------------- the run

async function main() {
  const startedAt = new Date();
  const report: Record<string, unknown> = { at: startedAt.toISOString(), machine: machine(), settings };
  const load: LoadResult[] = [];
  const verdicts: Verdict[] = [];
  const notes: string[] = [];
  let lighthouse: LighthouseResult[] = [];
  let firstLoad: FirstLoadJs | undefined;
  let checkout: CheckoutLoadResult | undefined;

  build();
  const watchdog = setTimeout(() => {
    console.error(`[bench] stopped: the run took longer than ${HARD_LIMIT_MS / 1000}s`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();

  const bare = startNode(
    'bare',
    path.join(root, 'bench', 'bare-server.mjs'),
    { ...process.env, PORT: String(PORTS.bare) },
    root,
  );
  await waitFor(`http://127.0.0.1:${PORTS.bare}/bare`, bare, 30_000);
  const throughput = !flag('--no-throughput');
  if (!throughput) notes.push('throughput skipped (--no-throughput)');
  const postgres = flag('--no-postgres')
    ? ({ url: null, reason: '--no-postgres' } as const)
    : await findPostgres(option('--postgres') ?? process.env.DATABASE_URL);

  try {
    // ---- embedded database: API, pages, first-load JavaScript, Lighthouse
    log('starting the shop on PGlite…');
    const pglite = await startShop('pglite', PORTS.pglite, {});
    try {
      const base = `http://127.0.0.1:${PORTS.pglite}`;
      const catalogue = await discover(base);
      report.catalogue = catalogue;
      if (throughput) {
        await attempt('API on PGlite', verdicts, notes, async () => {
          load.push(...(await measureGroup('api (PGlite)', apiTargets('api (PGlite)', base, catalogue))));
        });
        await attempt('server-rendered pages', verdicts, notes, async () => {
          load.push(...(await measureGroup('pages', pageTargets(base, catalogue))));
        });
      }
      await attempt('anonymous page cache rules', verdicts, notes, async () => {
        verdicts.push(await pageCacheRules(`${base}/products/${catalogue.productSlug}`));
      });

      await attempt('first-load JavaScript', verdicts, notes, async () => {
        log('first-load JavaScript of the product page…');
        const measured = await measureFirstLoadJs(`${base}/products/${catalogue.productSlug}`);
        firstLoad = measured;
        verdicts.push({
          check: 'first-load JavaScript, product page (gzip)',
          value: `${kb(measured.gzipBytes)} in ${measured.files.length} files`,
          budget: `≤ ${kb(BUDGETS.firstLoadJsGzip)}`,
          met: measured.gzipBytes <= BUDGETS.firstLoadJsGzip,
        });
      });

      if (flag('--no-lighthouse')) notes.push('Lighthouse skipped (--no-lighthouse)');
      else if (!chromiumAvailable()) {
        notes.push(
          `Lighthouse skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
        );
        verdicts.push({ check: 'Lighthouse', value: 'not run', budget: 'run', met: false });
      } else {
        await attempt('Lighthouse', verdicts, notes, async () => {
          log('Lighthouse (mobile) on home, a collection and a product page…');
          fs.mkdirSync(RESULTS_DIR, { recursive: true });
          lighthouse = await runLighthouse(
            [
              { name: 'home', url: `${base}/` },
              { name: 'collection', url: `${base}/collections/${catalogue.collectionSlug}` },
              { name: 'product', url: `${base}/products/${catalogue.productSlug}` },
            ],
            RESULTS_DIR,
          );
          verdicts.push(...lighthouseVerdicts(lighthouse));
        });
      }
    } finally {
      await stopShop(pglite);
    }

    // ---- PostgreSQL: API and checkout under load
    if (postgres.url === null) {
      notes.push(`PostgreSQL skipped: ${postgres.reason}; the checkout-under-load test needs it`);
      log(`PostgreSQL skipped: ${postgres.reason}`);
    } else {
      log(`PostgreSQL at ${redact(postgres.url)} (${postgres.source}): creating a throw-away database…`);
      const database = await createThrowawayDatabase(postgres.url);
      try {
        const shop = await startShop('postgres', PORTS.postgres, {
          DATABASE_URL: database.url,
          SESSION_SECRET: randomBytes(32).toString('hex'),
        });
        try {
          const base = `http://127.0.0.1:${PORTS.postgres}`;
          const catalogue = await discover(base);
          if (throughput) {
            await attempt('API on PostgreSQL', verdicts, notes, async () => {
              load.push(...(await measureGroup('api (PostgreSQL)', apiTargets('api (PostgreSQL)', base, catalogue))));
            });
          }
          await attempt('checkout under load', verdicts, notes, async () => {
            log(`checkout under load: ${settings.connections} shoppers…`);
            const result = await checkoutUnderLoad(base, database.url, { shoppers: settings.connections });
            checkout = result;
            verdicts.push(...checkoutVerdicts(result));
          });
        } finally {
          await stopShop(shop);
        }
      } finally {
        await database.drop();
        log(`dropped ${database.name}`);
      }
    }
  } finally {
    await bare.stop();
  }

  verdicts.unshift(...loadVerdicts(load));

  // ---- tables
  console.log(
    '\nThroughput (autocannon, %d connections; %ds per target after a %ds warm-up, in 2s slices alternating with the bare route)',
    settings.connections,
    settings.durationSeconds,
    settings.warmupSeconds,
  );
  printLoad(load);
  if (lighthouse.length > 0) {
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
  const loadAverage = {
    atStart: (report.machine as { loadAverageAtStart: number[] }).loadAverageAtStart,
    duringRunMean: Number((loadSamples.reduce((a, b) => a + b, 0) / Math.max(1, loadSamples.length)).toFixed(2)),
    duringRunMax: Number(Math.max(0, ...loadSamples).toFixed(2)),
  };
  console.log(
    `machine: ${os.cpus().length} cores; 1-minute load average ${loadAverage.atStart[0]} at start, ${loadAverage.duringRunMean} on average during the run (max ${loadAverage.duringRunMax}); ${Math.round((Date.now() - startedAt.getTime()) / 1000)}s in all`,
  );

  Object.assign(report, {
    loadAverage,
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    postgres:
      postgres.url === null ? { skipped: postgres.reason } : { server: redact(postgres.url), source: postgres.source },
    load,
    lighthouse,
    firstLoadJs: firstLoad,
    checkout,
    verdicts,
    notes,
  });
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(RESULTS_DIR, 'latest.json'), JSON.stringify(report, null, 2));
  log('written bench/results/latest.json');
  const missed = verdicts.filter((v) => !v.met);
  if (missed.length > 0) {
    log(`budgets missed: ${missed.map((v) => v.check).join('; ')}`);
    process.exitCode = 1;
  }
}

main()
  .catch((error: unknown) => {
    console.error('[bench] failed:', error);
    process.exitCode = 1;
  })
  .finally(() => clearInterval(sampler));
