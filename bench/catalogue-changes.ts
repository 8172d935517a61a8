// What one catalogue change costs an instance: a stock change read narrowly (only that product's
// counts) and a product edit read narrowly, against a whole read of the catalogue's listing index,
// on the seeded catalogue and again after copying it up to about 10,000 products (and 100,000 with
// --large; lib/grow-catalogue.ts). Time is the median of RUNS; memory is the heap grown during one
// operation (young generation made large enough that no collection runs inside it), after a full
// collection. Also the start (a new instance's first read: its time, the heap it keeps, the longest
// the event loop waited), uncached listing pages 2 and 100 (filtered and sorted; their cards read
// from the database) and the typo fallback's look-up of the catalogue words most like three
// mistyped ones.
//
//   node --expose-gc --max-semi-space-size=512 --import tsx bench/catalogue-changes.ts [--postgres URL] [--large]
//
// On PostgreSQL (the URL given, else DATABASE_URL, else the local server) in a throw-away database.
import { DEFAULT_COD_MAX_ORDER_PAISE } from '@shop/shared/pricing-rules';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../apps/api/src/db/client';
import { seedDatabase } from '../apps/api/src/db/seed/seed';
import { catalogueRepository } from '../apps/api/src/modules/catalogue/catalogue-repository';
import { catalogueService, type CatalogueService } from '../apps/api/src/modules/catalogue/catalogue-service';
import { searchRepository, type SearchRepository } from '../apps/api/src/modules/search/search-repository';
import { growCatalogue } from './lib/grow-catalogue';
import { findPostgres, redact } from './lib/postgres';

const RUNS = 15;
const noop = () => undefined;
const silent = { error: noop, warn: noop, info: noop, debug: noop } as unknown as FastifyBaseLogger;
const BIG_CATALOGUES = process.argv.includes('--large') ? [10_000, 100_000] : [10_000];
/** Three mistyped words, as a devotee might type them: the fallback looks up each. */
const TYPOS = 'bansri posak mukut';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');

type Measured = { ms: number; heapMb: number };

async function measure(runs: number, prepare: (run: number) => Promise<void>, act: () => Promise<void>) {
  const times: number[] = [];
  const heaps: number[] = [];
  for (let run = 0; run < runs; run++) {
    await prepare(run);
    gc!();
    const heapBefore = process.memoryUsage().heapUsed;
    const started = performance.now();
    await act();
    times.push(performance.now() - started);
    heaps.push((process.memoryUsage().heapUsed - heapBefore) / 1e6);
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  return { ms: median(times), heapMb: median(heaps) } satisfies Measured;
}

/** A new instance's first read: how long, the heap it keeps, and the event loop's longest wait. */
async function measureStart(database: Awaited<ReturnType<typeof openDatabase>>) {
  gc!();
  const heapBefore = process.memoryUsage().heapUsed;
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const started = performance.now();
  const catalogue = catalogueService({
    repository: catalogueRepository(database.db),
    log: silent,
    codMaxOrderPaise: DEFAULT_COD_MAX_ORDER_PAISE,
  });
  await catalogue.ready();
  const ms = performance.now() - started;
  delay.disable();
  gc!();
  const keptMb = (process.memoryUsage().heapUsed - heapBefore) / 1e6;
  return { catalogue, ms, keptMb, loopMaxMs: delay.max / 1e6 };
}

const LISTING = {
  size: [],
  deity: [],
  category: [],
  material: [],
  color: [],
  inStock: true,
  limit: 24,
};

/** Uncached listings: every product newest first, and a size filter sorted by price; pages 2 and 100. */
async function measureListings(catalogue: CatalogueService) {
  const result: Record<string, Measured> = {};
  for (const page of [2, 100]) {
    result[`all, newest, page ${page}`] = await measure(
      RUNS,
      async () => undefined,
      async () => void (await catalogue.listing({}, { ...LISTING, sort: 'newest', page })),
    );
    result[`size 3, price-asc, page ${page}`] = await measure(
      RUNS,
      async () => undefined,
      async () => void (await catalogue.listing({}, { ...LISTING, size: ['3'], sort: 'price-asc', page })),
    );
  }
  return result;
}

async function rows<T>(client: pg.Client, text: string, values: unknown[] = []): Promise<T[]> {
  return (await client.query(text, values)).rows as T[];
}

async function measureAll(client: pg.Client, catalogue: CatalogueService, search: SearchRepository) {
  const [picked] = await rows<{ product_id: string; variant_id: string }>(
    client,
    `select v.product_id, v.id as variant_id from variants v join products p on p.id = v.product_id
     where p.status = 'active' and v.stock > 20 order by p.id limit 1`,
  );
  const { product_id: productId, variant_id: variantId } = picked!;
  const reads = catalogue.fullReads();
  const whole = await measure(
    5,
    async () => undefined,
    () => catalogue.changedElsewhere(),
  );
  const stock = await measure(
    RUNS,
    async (run) => void (await client.query('update variants set stock = $1 where id = $2', [30 + run, variantId])),
    () => catalogue.changedProducts({ stock: [productId], products: [] }),
  );
  const edit = await measure(
    RUNS,
    async (run) =>
      void (await client.query('update products set description = $1 where id = $2', [`bench ${run}`, productId])),
    () => catalogue.changedProducts({ stock: [], products: [productId] }),
  );
  const wholeReads = catalogue.fullReads() - reads;
  const typo = await measure(
    RUNS,
    async () => undefined,
    async () => void (await search.corrections(TYPOS)),
  );
  const [count] = await rows<{ n: number }>(client, `select count(*)::int as n from products where status = 'active'`);
  const listings = await measureListings(catalogue);
  return { products: count!.n, whole, stock, edit, wholeReads, typo, listings };
}

const row = (name: string, m: Measured) =>
  `  ${name.padEnd(34)} ${m.ms.toFixed(1).padStart(8)} ms ${m.heapMb.toFixed(1).padStart(8)} MB`;

function print(
  label: string,
  result: Awaited<ReturnType<typeof measureAll>>,
  start: Omit<Awaited<ReturnType<typeof measureStart>>, 'catalogue'>,
) {
  console.log(`${label}: ${result.products} listed products`);
  console.log(
    `  start (first whole read)           ${start.ms.toFixed(1).padStart(8)} ms ${start.keptMb.toFixed(1).padStart(8)} MB kept, event loop waited at most ${start.loopMaxMs.toFixed(1)} ms`,
  );
  console.log(row('whole read (changedElsewhere)', result.whole));
  console.log(row('stock change of one product', result.stock));
  console.log(row('edit of one product', result.edit));
  console.log(`  whole reads counted: ${result.wholeReads} (the 5 timed ones only)`);
  console.log(row(`typo look-up '${TYPOS}'`, result.typo));
  for (const [name, m] of Object.entries(result.listings)) console.log(row(`listing: ${name}`, m));
}

const argUrl = process.argv.includes('--postgres') ? process.argv[process.argv.indexOf('--postgres') + 1] : undefined;
const found = await findPostgres(argUrl ?? process.env.DATABASE_URL);
if (found.url === null) throw new Error(found.reason);
const name = `${process.env.BENCH_DATABASE_PREFIX ?? 'bench'}_catalogue_${process.pid}`;
const admin = new pg.Client({ connectionString: found.url });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(found.url);
url.pathname = `/${name}`;
console.log(`PostgreSQL ${redact(found.url)} (${found.source}), database ${name}`);
const database = await openDatabase({ kind: 'postgres', url: url.toString() });
const client = new pg.Client({ connectionString: url.toString() });
await client.connect();
try {
  await database.migrate();
  await seedDatabase(database.db, { images: null });
  const search = searchRepository(database.db);
  const seeded = await measureStart(database);
  print('Seeded catalogue', await measureAll(client, seeded.catalogue, search), seeded);
  for (const target of BIG_CATALOGUES) {
    await growCatalogue(client, target);
    const grown = await measureStart(database);
    print('Grown catalogue', await measureAll(client, grown.catalogue, search), grown);
  }
} finally {
  await client.end();
  await database.close();
  await admin.query(`drop database ${name}`);
  await admin.end();
}
