// `npm run bench -- -- --catalogue N [--instances 2]`: the shop with N products on PostgreSQL, on
// one or two instances sharing the database. Seeds a throw-away database, copies the seed's products
// up to N (grow-catalogue.ts), then measures each instance's start and memory, the event loop
// inside each (the owner's metrics endpoint, GET /api/v1/admin/metrics) while it serves load and
// while the owner edits, uncached listings and searches one at a time and under load, and how
// soon an owner's price change shows on every instance. Everything it starts it stops.
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import autocannon from 'autocannon';
import { formatRupees } from '@shop/shared/money';
import type { AdminMetrics } from '@shop/shared/contracts/admin-metrics';
import type { AdminProduct } from '@shop/shared/contracts/admin-products';
import { openDatabase } from '../../apps/api/src/db/client';
import { seedDatabase } from '../../apps/api/src/db/seed/seed';
import { localImageStorage } from '../../apps/api/src/storage/image-storage';
import type { Verdict } from './budgets';
import { growCatalogue } from './grow-catalogue';
import { measureLoad, type LoadResult, type LoadSettings } from './load';
import { log } from './log';
import { createThrowawayDatabase } from './postgres';
import { waitFor } from './processes';
import { BENCH_OWNER, healthUrl, IMAGES_CACHE, spawnShop, stopShop, type Shop } from './shop-server';
import { ownerCookie } from './shopper';

/** The owner's targets for a shop of 100,000 products on two or more instances. */
const TARGETS = {
  eventLoopP99Ms: 50,
  eventLoopMaxMs: 200,
  singleP50Ms: 50,
  shareOfBare: 0.1,
  rssBytes: 2 ** 30,
  startSeconds: 10,
  editVisibleMs: 2_000,
};
/** An instance not healthy by then is given up (today's whole-catalogue snapshot takes ~30 s at 100k). */
const START_LIMIT_MS = Number(process.env.BENCH_START_LIMIT_SECONDS ?? 180) * 1000;
/** Requests per figure one at a time, after a few unmeasured ones; fewer (at least 5) when they take over a minute. */
const SINGLE_RUNS = 40;
const SINGLE_TIME_MS = 60_000;
const CONNECTIONS = 20;
const EDITS = 5;
/** An edit not shown by then counts as never shown. */
const EDIT_GIVE_UP_MS = 15_000;
/** Every price is under this (rupees): a maximum price just below it filters nothing out but is a new cache key. */
const NO_PRICE_LIMIT = 900_000;

type ScaleOptions = {
  products: number;
  instances: number;
  serverUrl: string;
  /** One per instance. */
  ports: number[];
  bareUrl: string;
  settings: LoadSettings;
};

type InstanceFigures = {
  port: number;
  startSeconds: number | null;
  /** Until its first catalogue answer: health answers before the catalogue is read. */
  catalogueSeconds: number | null;
  rssPeakBytes: number;
  rssSteadyBytes: number;
  eventLoop: { phase: string; p99Ms: number; maxMs: number }[];
};
type SingleFigure = { name: string; how: string; p50: number; p95: number; runs: number; found: number };
type EditFigure = { instance: number; apiMs: number[]; pageMs: number[] };
type SitemapFigure = { ms: number; productFiles: number; urls: number; bytes: number };

export type ScaleResult = {
  products: number;
  instances: InstanceFigures[];
  seedSeconds: number;
  growSeconds: number;
  single: SingleFigure[];
  underLoad: LoadResult[];
  edits: EditFigure[];
  sitemap?: SitemapFigure;
  /** Parts that failed, each with why. */
  failed: string[];
  notes: string[];
};

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
};
const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), 0 once it is gone. */
function residentMemory(pid: number | undefined): { now: number; peak: number } {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { now: kib('VmRSS'), peak: kib('VmHWM') };
  } catch {
    return { now: 0, peak: 0 };
  }
}

async function seedAndGrow(url: string, products: number, result: ScaleResult) {
  let started = performance.now();
  const database = await openDatabase({ kind: 'postgres', url });
  try {
    await database.migrate();
    await seedDatabase(database.db, { images: localImageStorage(IMAGES_CACHE), admin: BENCH_OWNER });
  } finally {
    await database.close();
  }
  result.seedSeconds = seconds(started);
  started = performance.now();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    result.products = await growCatalogue(client, products);
  } finally {
    await client.end();
  }
  result.growSeconds = seconds(started);
  log(`catalogue: seeded in ${result.seedSeconds}s, grown to ${result.products} products in ${result.growSeconds}s`);
}

/** The catalogue's words, and misspellings of them that are no word of it (search_words, kept by triggers). */
async function searchWords(url: string): Promise<{ words: string[]; typos: string[] }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = (await client.query(`select word from search_words where word ~ '^[a-z]{6,}$' order by word`))
      .rows as { word: string }[];
    const known = new Set(found.map((row) => row.word));
    const words = found.map((row) => row.word);
    // A letter dropped from the middle: what a hurried thumb does.
    const typos = words
      .map((word) => word.slice(0, Math.floor(word.length / 2)) + word.slice(Math.floor(word.length / 2) + 1))
      .filter((typo, at, all) => !known.has(typo) && all.indexOf(typo) === at);
    return { words, typos };
  } finally {
    await client.end();
  }
}

async function metrics(base: string, cookie: string, reset: boolean): Promise<AdminMetrics> {
  const res = await fetch(`${base}/api/v1/admin/metrics${reset ? '/reset' : ''}`, {
    method: reset ? 'POST' : 'GET',
    headers: { cookie, origin: base },
  });
  if (res.status !== 200) throw new Error(`metrics answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as AdminMetrics;
}

/** Uncached request paths: each call a new address (see NO_PRICE_LIMIT; search answers are cached per text). */
function uncachedPaths(words: string[], typos: string[], page100: number) {
  let n = 0;
  const listing = (page: number) => () =>
    `/api/v1/products?category=dresses&inStock=true&sort=price-asc&page=${page}&maxPrice=${NO_PRICE_LIMIT - ++n}`;
  const cycle = (list: string[]) => {
    let at = 0;
    return () => `/api/v1/search?q=${encodeURIComponent(list[at++ % list.length]!)}&maxPrice=${NO_PRICE_LIMIT - ++n}`;
  };
  return [
    {
      name: 'listing, filter + sort, page 2',
      how: 'category=dresses&inStock=true&sort=price-asc, a new maxPrice each time (above every price)',
      next: listing(2),
    },
    { name: `listing, filter + sort, page ${page100}`, how: 'as page 2', next: listing(page100) },
    {
      name: 'search',
      how: `q = a catalogue word, ${words.length} in turn (each text new until they repeat), new maxPrice`,
      next: cycle(words),
    },
    {
      name: 'typo search',
      how: `q = a catalogue word with a middle letter dropped, no word itself; ${typos.length} in turn`,
      next: cycle(typos),
    },
  ];
}

async function oneAtATime(base: string, name: string, how: string, next: () => string): Promise<SingleFigure> {
  const times: number[] = [];
  let found = 0;
  const began = performance.now();
  for (let run = -3; run < SINGLE_RUNS; run++) {
    if (run >= 5 && performance.now() - began > SINGLE_TIME_MS) break;
    const started = performance.now();
    const res = await fetch(base + next());
    const body = (await res.json()) as { data?: unknown[] };
    if (res.status !== 200) throw new Error(`${name} answered ${res.status}`);
    if (run < 0) continue;
    times.push(performance.now() - started);
    if ((body.data?.length ?? 0) > 0) found++;
  }
  return {
    name,
    how,
    p50: Math.round(percentile(times, 50) * 10) / 10,
    p95: Math.round(percentile(times, 95) * 10) / 10,
    runs: times.length,
    found,
  };
}

/** Polls `check` until it holds; the milliseconds since `since`, or null after EDIT_GIVE_UP_MS. */
async function shownAfter(since: number, check: () => Promise<boolean>): Promise<number | null> {
  while (performance.now() - since < EDIT_GIVE_UP_MS) {
    if (await check()) return Math.round(performance.now() - since);
    await sleep(25);
  }
  return null;
}

/**
 * The owner changes a product's price through the admin API of one instance (each in turn), and
 * every instance is polled until its API answer and its rendered product page show it.
 */
async function editsShown(bases: string[], cookie: string, result: ScaleResult) {
  const listing = (await (await fetch(`${bases[0]}/api/v1/products?limit=1`)).json()) as {
    data: { _id: string; slug: string }[];
  };
  const picked = listing.data[0]!;
  const admin = `${bases[0]}/api/v1/admin/products/${picked._id}`;
  const res = await fetch(admin, { headers: { cookie } });
  if (res.status !== 200) throw new Error(`the admin product answered ${res.status}`);
  const { product } = (await res.json()) as { product: AdminProduct };
  const { id: _id, images: _images, hasOrders: _hasOrders, updatedAt: _updatedAt, ...input } = product;
  for (const [at] of bases.entries()) result.edits.push({ instance: at + 1, apiMs: [], pageMs: [] });
  for (let edit = 0; edit < EDITS; edit++) {
    const price = 4_321 + edit;
    const through = bases[edit % bases.length]!;
    // Every size at one new price: the page shows it whichever size it opens on.
    const variants = input.variants.map((variant) => ({ ...variant, price, originalPrice: null }));
    const started = performance.now();
    const saved = await fetch(`${through}/api/v1/admin/products/${picked._id}`, {
      method: 'PUT',
      headers: { cookie, origin: through, 'content-type': 'application/json' },
      body: JSON.stringify({ ...input, variants }),
    });
    if (saved.status !== 200) throw new Error(`the price change answered ${saved.status}: ${await saved.text()}`);
    const shown = formatRupees(price);
    await Promise.all(
      bases.map(async (base, at) => {
        const [api, page] = await Promise.all([
          shownAfter(started, async () => {
            const answer = (await (await fetch(`${base}/api/v1/product/${picked.slug}`)).json()) as {
              data: { variants: { price: number }[] };
            };
            return answer.data.variants.some((variant) => variant.price === price);
          }),
          shownAfter(started, async () =>
            (await (await fetch(`${base}/products/${picked.slug}`)).text()).includes(shown),
          ),
        ]);
        result.edits[at]!.apiMs.push(api ?? Infinity);
        result.edits[at]!.pageMs.push(page ?? Infinity);
      }),
    );
  }
}

/** The sitemap index and every product file it names, as a crawler reads them after a change (built then). */
async function sitemapRead(base: string): Promise<SitemapFigure> {
  const started = performance.now();
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+\/sitemaps\/products-\d+\.xml)<\/loc>/g)].map((m) => new URL(m[1]!));
  let urls = 0;
  let bytes = 0;
  for (const file of files) {
    const xml = await (await fetch(`${base}${file.pathname}`)).text();
    urls += xml.split('<url>').length - 1;
    bytes += Buffer.byteLength(xml);
  }
  return { ms: Math.round(performance.now() - started), productFiles: files.length, urls, bytes };
}

/** Waits (up to 2 minutes) until every instance answers its health check at once: requests left over from a load are done. */
async function settled(bases: string[]) {
  const deadline = performance.now() + 120_000;
  for (const base of bases) {
    while (performance.now() < deadline) {
      const started = performance.now();
      const ok = await fetch(`${base}/api/v1/health`, { signal: AbortSignal.timeout(5_000) })
        .then((res) => res.ok)
        .catch(() => false);
      if (ok && performance.now() - started < 250) break;
      await sleep(500);
    }
  }
}

/** Background readers while the owner edits: the cached listing and product pages, 10 connections per instance. */
function backgroundLoad(bases: string[], seconds: number) {
  return Promise.all(
    bases.map((base) =>
      autocannon({
        url: `${base}/api/v1/products?category=dresses&sort=price-asc&page=2`,
        connections: 10,
        duration: seconds,
      }),
    ),
  );
}

export async function catalogueAtScale(options: ScaleOptions): Promise<ScaleResult> {
  const result: ScaleResult = {
    products: 0,
    instances: options.ports.slice(0, options.instances).map((port) => ({
      port,
      startSeconds: null,
      catalogueSeconds: null,
      rssPeakBytes: 0,
      rssSteadyBytes: 0,
      eventLoop: [],
    })),
    seedSeconds: 0,
    growSeconds: 0,
    single: [],
    underLoad: [],
    edits: [],
    failed: [],
    notes: [],
  };
  const database = await createThrowawayDatabase(options.serverUrl);
  const shops: Shop[] = [];
  const sessionSecret = randomBytes(32).toString('hex');
  try {
    await seedAndGrow(database.url, options.products, result);
    // One at a time: each start is measured on a machine not busy with the other's.
    for (const [at, instance] of result.instances.entries()) {
      log(`instance ${at + 1}: starting on ${result.products} products…`);
      const started = performance.now();
      const shop = spawnShop(`shop-${at + 1}`, instance.port, {
        DATABASE_URL: database.url,
        SESSION_SECRET: sessionSecret,
      });
      shops.push(shop);
      const sampler = setInterval(() => {
        instance.rssPeakBytes = Math.max(instance.rssPeakBytes, residentMemory(shop.server.child.pid).peak);
      }, 500);
      try {
        await waitFor(healthUrl(instance.port), shop.server, START_LIMIT_MS);
        instance.startSeconds = seconds(started);
        const firstListing = `http://127.0.0.1:${instance.port}/api/v1/products?limit=1`;
        await waitFor(firstListing, shop.server, Math.max(1_000, START_LIMIT_MS - (performance.now() - started)));
        instance.catalogueSeconds = seconds(started);
        log(
          `instance ${at + 1}: healthy after ${instance.startSeconds}s, first listing after ${instance.catalogueSeconds}s`,
        );
      } catch (error) {
        const why = error instanceof Error ? error.message : String(error);
        result.notes.push(
          `instance ${at + 1} given up, nothing else measured: ${why} (peak resident memory ${mb(instance.rssPeakBytes)})`,
        );
        log(result.notes.at(-1)!);
        return result;
      } finally {
        clearInterval(sampler);
      }
    }
    const bases = result.instances.map((instance) => `http://127.0.0.1:${instance.port}`);
    const cookie = await ownerCookie(bases[0]!);
    const resetAll = (phase?: string) =>
      Promise.all(
        bases.map(async (base, at) => {
          const figures = await metrics(base, cookie, true);
          if (phase) result.instances[at]!.eventLoop.push({ phase, ...figures.eventLoop });
        }),
      );

    // ---- one request at a time, then under load (instance 1)
    const { words, typos } = await searchWords(database.url);
    const probe = (await (
      await fetch(`${bases[0]}/api/v1/products?category=dresses&inStock=true&sort=price-asc`)
    ).json()) as { totalPages: number };
    const page100 = Math.min(100, probe.totalPages);
    if (page100 < 100)
      result.notes.push(`the filtered listing has ${probe.totalPages} pages: page ${page100} measured`);
    const paths = uncachedPaths(words, typos, page100);
    /** A part that fails is recorded and the rest goes on, once every instance has worked off what it was left. */
    const part = async (what: string, task: () => Promise<unknown>) => {
      try {
        await task();
      } catch (error) {
        result.failed.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
        log(`${what} failed: ${result.failed.at(-1)}`);
      }
      await settled(bases);
    };
    await resetAll();
    for (const path of paths) {
      await part(`one at a time: ${path.name}`, async () => {
        log(`one at a time: ${path.name}…`);
        result.single.push(await oneAtATime(bases[0]!, path.name, path.how, path.next));
      });
    }
    await part('event loop, one at a time', () => resetAll('one request at a time'));
    for (const path of paths) {
      await part(`${CONNECTIONS} connections: ${path.name}`, async () => {
        log(`${CONNECTIONS} connections: ${path.name}…`);
        const target = { group: `catalogue ${result.products}`, name: path.name, url: bases[0]! + path.next() };
        const settings = { ...options.settings, connections: CONNECTIONS };
        result.underLoad.push(await measureLoad({ ...target, nextPath: path.next }, options.bareUrl, settings));
      });
    }
    await part('event loop under load', () => resetAll(`${CONNECTIONS} connections on instance 1`));

    // ---- the owner's edits, while shoppers read from every instance
    await part("owner's edits", async () => {
      log(`${EDITS} price changes through the admin API, each polled on every instance…`);
      const readers = backgroundLoad(bases, 12);
      await editsShown(bases, cookie, result);
      await readers;
      await resetAll('owner edits, 10 connections per instance');
    });

    await part('sitemap', async () => {
      log('the sitemap after an edit (built on this first read)…');
      result.sitemap = await sitemapRead(bases[0]!);
      await resetAll('sitemap built and read after an edit');
    });

    await sleep(2_000);
    for (const [at, shop] of shops.entries()) {
      const memory = residentMemory(shop.server.child.pid);
      result.instances[at]!.rssSteadyBytes = memory.now;
      result.instances[at]!.rssPeakBytes = Math.max(result.instances[at]!.rssPeakBytes, memory.peak);
    }
  } finally {
    for (const shop of shops) await stopShop(shop);
    await database.drop();
    log(`dropped ${database.name}`);
  }
  return result;
}

/** Each figure against the owner's target. */
export function scaleVerdicts(result: ScaleResult): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const [at, instance] of result.instances.entries()) {
    const name = `instance ${at + 1}`;
    verdicts.push({
      check: `${name}: start to healthy`,
      value: instance.startSeconds === null ? `not healthy in ${START_LIMIT_MS / 1000}s` : `${instance.startSeconds} s`,
      budget: `≤ ${TARGETS.startSeconds} s`,
      met: instance.startSeconds !== null && instance.startSeconds <= TARGETS.startSeconds,
    });
    verdicts.push({
      check: `${name}: start to its first listing (catalogue read)`,
      value: instance.catalogueSeconds === null ? 'none' : `${instance.catalogueSeconds} s`,
      budget: `≤ ${TARGETS.startSeconds} s`,
      met: instance.catalogueSeconds !== null && instance.catalogueSeconds <= TARGETS.startSeconds,
    });
    verdicts.push({
      check: `${name}: resident memory, peak / steady`,
      value: `${mb(instance.rssPeakBytes)} / ${mb(instance.rssSteadyBytes)}`,
      budget: `≤ ${mb(TARGETS.rssBytes)}`,
      met: instance.rssPeakBytes > 0 && instance.rssPeakBytes <= TARGETS.rssBytes,
    });
    for (const loop of instance.eventLoop) {
      verdicts.push({
        check: `${name}: event-loop delay p99 / max, ${loop.phase}`,
        value: `${loop.p99Ms} / ${loop.maxMs} ms`,
        budget: `≤ ${TARGETS.eventLoopP99Ms} / ${TARGETS.eventLoopMaxMs} ms`,
        met: loop.p99Ms <= TARGETS.eventLoopP99Ms && loop.maxMs <= TARGETS.eventLoopMaxMs,
      });
    }
  }
  for (const failed of result.failed) verdicts.push({ check: failed, value: 'failed', budget: 'runs', met: false });
  for (const single of result.single) {
    verdicts.push({
      check: `one at a time: ${single.name}`,
      value: `p50 ${single.p50} ms, p95 ${single.p95} ms (${single.found}/${single.runs} found)`,
      budget: `p50 ≤ ${TARGETS.singleP50Ms} ms`,
      met: single.p50 <= TARGETS.singleP50Ms,
    });
  }
  for (const load of result.underLoad) {
    verdicts.push({
      check: `${CONNECTIONS} connections: ${load.name}`,
      value: `${Math.round((load.ratio ?? 0) * 1000) / 10}% of bare (${load.rps} req/s, ${load.rps > 0 ? `p50 ${load.p50} ms` : 'no answer inside a 2 s slice'}${load.errors ? `, ${load.errors} errors` : ''})`,
      budget: `≥ ${TARGETS.shareOfBare * 100}%, no errors`,
      met: (load.ratio ?? 0) >= TARGETS.shareOfBare && load.errors === 0,
    });
  }
  if (result.sitemap) {
    const { ms, productFiles, urls, bytes } = result.sitemap;
    verdicts.push({
      check: 'sitemap after an edit: index and every product file, built on first read',
      value: `${ms} ms for ${urls} addresses in ${productFiles} files (${mb(bytes)})`,
      budget: 'recorded (its event-loop delay is judged above)',
      met: urls >= result.products * 0.9,
    });
  }
  for (const edit of result.edits) {
    const worst = (values: number[]) => Math.max(...values);
    const shown = (values: number[]) => values.map((ms) => (Number.isFinite(ms) ? `${ms}` : 'never')).join(', ');
    verdicts.push({
      check: `owner's price change shown on instance ${edit.instance}: API / page`,
      value: `${shown(edit.apiMs)} / ${shown(edit.pageMs)} ms`,
      budget: `≤ ${TARGETS.editVisibleMs} ms each`,
      met: worst([...edit.apiMs, ...edit.pageMs]) <= TARGETS.editVisibleMs,
    });
  }
  return verdicts;
}
