// `npm run bench`: the shop measured against its budgets (lib/budgets.ts), in one run on one
// machine. Throughput is judged as a ratio to a bare Fastify route measured by the same run, so a
// busy machine slows both sides alike. Prints tables, writes bench/results/latest.json and the
// budgets' table as bench/LATEST.md (committed with a recorded run); exits 1 when a budget is missed.
//
//   npm run bench                      (PostgreSQL: DATABASE_URL, else the local server if it answers)
//   BENCH_SKIP=postgres,lighthouse npm run bench      (also: throughput, phone)
//   npm run bench -- -- --postgres URL --no-lighthouse
//   npm run bench -- -- --catalogue 100000 [--instances 2]   (only this: the shop at scale, lib/catalogue-scale.ts)
//
// BENCH_DURATION seconds per target (default 6, in 2 s slices alternating with the bare route), BENCH_CONNECTIONS (default 50), BENCH_PORT (first
// of four ports, default 4390), LIGHTHOUSE_RUNS (runs per page, the median reported; default 5),
// LIGHTHOUSE_ONLY (only the pages whose name holds it, e.g. 'Hindi'),
// BENCH_TIME_LIMIT_SECONDS (default 3000), SHOP_BUILD_ID (default 'bench'), DATABASE_URL (a PostgreSQL server;
// otherwise the local one on 127.0.0.1:5432 if it answers). On PostgreSQL the bench creates a
// throw-away database and drops it at the end.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BUDGETS,
  checkoutVerdicts,
  firstLoadVerdicts,
  lighthouseVerdicts,
  loadVerdicts,
  signedInVerdicts,
  type Verdict,
} from './lib/budgets';
import { catalogueAtScale, scaleVerdicts, type ScaleResult } from './lib/catalogue-scale';
import { checkoutUnderLoad, type CheckoutLoadResult } from './lib/checkout-load';
import { hindiPath, measurePublicPages, publicPages, type PageFirstLoad } from './lib/first-load-js';
import {
  chromiumAvailable,
  CHROMIUM_PATH,
  runLighthouse,
  type LighthousePage,
  type LighthouseResult,
} from './lib/lighthouse';
import type { LoadResult, LoadSettings } from './lib/load';
import { log } from './lib/log';
import { createThrowawayDatabase, findPostgres, redact } from './lib/postgres';
import { startNode, waitFor } from './lib/processes';
import { phoneJourney, phoneVerdicts, type PhoneJourneyResult } from './lib/phone-journey';
import { cheapPhonePages, cheapPhoneVerdicts, type CheapPhonePage } from './lib/cheap-phone';
import { machine, printTables, sampleLoadAverage, writeReport } from './lib/report';
import { buildShop, ROOT as root, startShop, stopShop } from './lib/shop-server';
import { signedInShopper } from './lib/shopper';
import { apiTargets, discover, measureGroup, pageCacheRules, pageTargets, personalTargets } from './lib/throughput';

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
const PORTS = { pglite: basePort, bare: basePort + 1, postgres: basePort + 2, scale: [basePort + 3, basePort + 4] };
const BARE_URL = `http://127.0.0.1:${PORTS.bare}/bare`;
/**
 * The whole run stops by itself after this, whatever is still going. A full run on a 2-core
 * machine takes about 35 minutes, 21 of them Lighthouse's five runs of 15 pages (2026-11-30).
 */
const HARD_LIMIT_MS = Number(process.env.BENCH_TIME_LIMIT_SECONDS ?? 3000) * 1000;
/** latest.json and the full Lighthouse reports. */
const RESULTS_DIR = path.join(root, 'bench', 'results');

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

const loadAverage = sampleLoadAverage();

/** Builds the shop, then stops the whole run by itself once it passes HARD_LIMIT_MS. */
function buildAndWatch(): void {
  buildShop();
  const watchdog = setTimeout(() => {
    console.error(`[bench] stopped: the run took longer than ${HARD_LIMIT_MS / 1000}s`);
    process.exit(2);
  }, HARD_LIMIT_MS);
  watchdog.unref();
}

// ---------------------------------------------------------------- the catalogue at scale

function printScale(result: ScaleResult) {
  console.log(
    `\nCatalogue at scale: ${result.products} products on ${result.instances.length} instance(s); seeded in ${result.seedSeconds}s, grown in ${result.growSeconds}s`,
  );
  console.log('One request at a time, uncached (instance 1):');
  console.table(result.single.map(({ name, p50, p95, runs, found, how }) => ({ name, p50, p95, runs, found, how })));
  for (const note of result.notes) console.log(`note: ${note}`);
}

async function catalogueMode(products: number) {
  const startedAt = new Date();
  const instances = Number(option('--instances') ?? 1);
  if (!Number.isInteger(products) || products < 1) throw new Error('--catalogue wants a number of products');
  if (instances !== 1 && instances !== 2) throw new Error('--instances is 1 or 2');
  const report: Record<string, unknown> = {
    at: startedAt.toISOString(),
    machine: machine(),
    command: `npm run bench -- -- --catalogue ${products} --instances ${instances}`,
    settings,
  };
  buildAndWatch();
  const postgres = await findPostgres(option('--postgres') ?? process.env.DATABASE_URL);
  if (postgres.url === null) throw new Error(`the catalogue at scale needs PostgreSQL: ${postgres.reason}`);
  const bare = startNode(
    'bare',
    path.join(root, 'bench', 'bare-server.mjs'),
    { ...process.env, PORT: String(PORTS.bare) },
    root,
  );
  let result: ScaleResult;
  try {
    await waitFor(BARE_URL, bare, 30_000);
    result = await catalogueAtScale({
      products,
      instances,
      serverUrl: postgres.url,
      ports: PORTS.scale,
      bareUrl: BARE_URL,
      settings,
    });
  } finally {
    await bare.stop();
  }
  const verdicts = scaleVerdicts(result);
  printScale(result);
  console.log('\nTargets');
  console.table(
    verdicts.map((v) => ({ check: v.check, value: v.value, target: v.budget, verdict: v.met ? 'met' : 'MISSED' })),
  );
  const loadAverages = loadAverage.summary((report.machine as ReturnType<typeof machine>).loadAverageAtStart);
  const took = Math.round((Date.now() - startedAt.getTime()) / 1000);
  console.log(
    `machine: ${os.cpus().length} cores; load average ${loadAverages.duringRunMean} on average; ${took}s in all`,
  );
  Object.assign(report, { loadAverage: loadAverages, seconds: took, catalogueAtScale: result, verdicts });
  writeReport(RESULTS_DIR, report, verdicts);
}

// ---------------------------------------------------------------- the run

async function main() {
  const startedAt = new Date();
  const atStart = machine();
  const report: Record<string, unknown> = { at: startedAt.toISOString(), machine: atStart, settings };
  const load: LoadResult[] = [];
  const verdicts: Verdict[] = [];
  const notes: string[] = [];
  let lighthouse: LighthouseResult[] = [];
  let firstLoad: PageFirstLoad[] = [];
  let checkout: CheckoutLoadResult | undefined;
  let phone: PhoneJourneyResult | undefined;
  let cheapPhone: CheapPhonePage[] | undefined;

  buildAndWatch();

  const bare = startNode(
    'bare',
    path.join(root, 'bench', 'bare-server.mjs'),
    { ...process.env, PORT: String(PORTS.bare) },
    root,
  );
  await waitFor(BARE_URL, bare, 30_000);
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
      const shopper = await signedInShopper(base, 'pglite');
      if (throughput) {
        await attempt('API on PGlite', verdicts, notes, async () => {
          const targets = [
            ...apiTargets('api (PGlite)', base, catalogue),
            ...personalTargets('api (PGlite)', base, shopper.cookie, BUDGETS.personalPglite),
          ];
          load.push(...(await measureGroup('api (PGlite)', targets, BARE_URL, settings)));
        });
        await attempt('server-rendered pages on PGlite', verdicts, notes, async () => {
          const targets = pageTargets('pages (PGlite)', base, catalogue, shopper.cookie);
          load.push(...(await measureGroup('pages (PGlite)', targets, BARE_URL, settings)));
        });
      }
      await attempt('page cache rules', verdicts, notes, async () => {
        verdicts.push(
          await pageCacheRules(`${base}/products/${catalogue.productSlug}`, `${base}/cart`, shopper.cookie),
        );
      });

      await attempt('first-load JavaScript', verdicts, notes, async () => {
        log('first-load JavaScript and HTML of every public page type, in English and Hindi…');
        if (catalogue.reviewedProductSlug === null)
          notes.push('no product has reviews: the product page measured has none');
        firstLoad = await measurePublicPages(base, publicPages(catalogue));
        verdicts.push(...firstLoadVerdicts(firstLoad));
      });

      if (flag('--no-phone')) notes.push('the phone journey skipped (--no-phone)');
      else if (chromiumAvailable()) {
        await attempt('the phone journey', verdicts, notes, async () => {
          log(
            'a devotee on a phone (360 px, 4× CPU): cart, checkout, a card tapped and a cash-on-delivery order, in Hindi…',
          );
          phone = await phoneJourney(base, shopper, catalogue.collectionSlug);
          verdicts.push(...phoneVerdicts(phone));
        });
        await attempt('the cheap phone', verdicts, notes, async () => {
          log('a cheap phone (6× CPU, Slow 4G): home and a product page in both languages…');
          cheapPhone = await cheapPhonePages(base, catalogue.reviewedProductSlug ?? catalogue.productSlug);
          verdicts.push(...cheapPhoneVerdicts(cheapPhone));
        });
      }

      if (flag('--no-lighthouse')) notes.push('Lighthouse skipped (--no-lighthouse)');
      else if (!chromiumAvailable()) {
        notes.push(
          `Lighthouse skipped: no Chromium at ${CHROMIUM_PATH} (apt-get install chromium, or set CHROMIUM_PATH)`,
        );
        verdicts.push({ check: 'Lighthouse', value: 'not run', budget: 'run', met: false });
      } else {
        await attempt('Lighthouse', verdicts, notes, async () => {
          log('Lighthouse (mobile) on every public page type in both languages, and a product signed in…');
          fs.mkdirSync(RESULTS_DIR, { recursive: true });
          const types = [
            ...publicPages(catalogue),
            ...(catalogue.unreviewedProductSlug
              ? [{ type: 'product, no reviews', path: `/products/${catalogue.unreviewedProductSlug}` }]
              : []),
          ];
          const pages: LighthousePage[] = [false, true].flatMap((hindi) =>
            types.map(({ type, path }) => ({
              name: hindi ? `${type}, Hindi` : type,
              url: base + (hindi ? hindiPath(path) : path),
              // Search results and filtered listings are kept out of search engines (noindex).
              noindex: type === 'search' || type === 'listing, filtered',
            })),
          );
          // Last: the browser keeps the shopper's cookies from here on.
          pages.push({
            name: 'product, signed in',
            url: `${base}/products/${catalogue.productSlug}`,
            cookies: (await signedInShopper(base, 'lighthouse')).cookies,
          });
          const only = process.env.LIGHTHOUSE_ONLY;
          const measured = await runLighthouse(
            only ? pages.filter((page) => page.name.includes(only)) : pages,
            RESULTS_DIR,
          );
          lighthouse = measured.results;
          verdicts.push(...lighthouseVerdicts(lighthouse, measured.unmeasured));
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
            const shopper = await signedInShopper(base, 'postgres');
            await attempt('API on PostgreSQL', verdicts, notes, async () => {
              const targets = [
                ...apiTargets('api (PostgreSQL)', base, catalogue),
                ...personalTargets('api (PostgreSQL)', base, shopper.cookie, BUDGETS.personalPostgres),
              ];
              load.push(...(await measureGroup('api (PostgreSQL)', targets, BARE_URL, settings)));
            });
            await attempt('server-rendered pages on PostgreSQL', verdicts, notes, async () => {
              // The anonymous pages are judged on PGlite; here they are the signed-in pages' reference.
              const targets = pageTargets('pages (PostgreSQL)', base, catalogue, shopper.cookie, false);
              load.push(...(await measureGroup('pages (PostgreSQL)', targets, BARE_URL, settings)));
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

  verdicts.unshift(...loadVerdicts(load), ...signedInVerdicts(load));

  printTables({ settings, load, lighthouse, firstLoad, checkout, verdicts, notes });
  const loadAverages = loadAverage.summary(atStart.loadAverageAtStart);
  console.log(
    `machine: ${os.cpus().length} cores; 1-minute load average ${loadAverages.atStart[0]} at start, ${loadAverages.duringRunMean} on average during the run (max ${loadAverages.duringRunMax}); ${Math.round((Date.now() - startedAt.getTime()) / 1000)}s in all`,
  );

  Object.assign(report, {
    loadAverage: loadAverages,
    seconds: Math.round((Date.now() - startedAt.getTime()) / 1000),
    postgres:
      postgres.url === null ? { skipped: postgres.reason } : { server: redact(postgres.url), source: postgres.source },
    load,
    lighthouse,
    firstLoadJs: firstLoad,
    checkout,
    phone,
    cheapPhone,
    verdicts,
    notes,
  });
  writeReport(RESULTS_DIR, report, verdicts);
}

const catalogueSize = option('--catalogue');
(catalogueSize === undefined ? main() : catalogueMode(Number(catalogueSize)))
  .catch((error: unknown) => {
    console.error('[bench] failed:', error);
    process.exitCode = 1;
  })
  .finally(() => loadAverage.stop());
