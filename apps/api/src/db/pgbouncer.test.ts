import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { throwAwayPostgres, testPostgresAdminUrl } from '../test/database-templates';
import { checkoutOk } from '../modules/checkout/checkout-test-kit';
import { createShopper, type Shopper } from '../test/shoppers';
import { prepareDatabase } from './bootstrap';
import type { Database } from './client';
import { products, users, variants } from './schema';

// The shop behind PgBouncer in transaction mode (Debian's pgbouncer), as a fleet of instances
// would run it: start-up migrations under the advisory lock, shoppers' and the owner's journeys,
// catalogue changes heard on a direct connection, and catalogue reads from a replica that can
// only read.

const PGBOUNCER = '/usr/sbin/pgbouncer';
const BOUNCER_PORT = 4352;
const READER = 'shop_c_replica_reader';
const SESSION_SECRET = 'pgbouncer-test-secret-0123456789abcdefghijkl';

const skip =
  process.env.TEST_DB !== 'postgres'
    ? 'runs in the PostgreSQL pass'
    : !fs.existsSync(PGBOUNCER)
      ? `${PGBOUNCER} is missing (apt-get install pgbouncer; .ci/run installs it)`
      : undefined;
if (skip) console.log(`[pgbouncer] skipped: ${skip}`);

async function waitForPort(url: string): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

describe.skipIf(skip)('The shop behind PgBouncer in transaction mode', () => {
  let bouncer: ChildProcess;
  let dir: string;
  let throwAway: Awaited<ReturnType<typeof throwAwayPostgres>>;
  let admin: pg.Client;
  const instances: { app: App; database: Database }[] = [];
  let owner: Shopper;

  beforeAll(async () => {
    throwAway = await throwAwayPostgres(testPostgresAdminUrl(), 'c_bouncer');
    const direct = new URL(throwAway.url);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pgbouncer-'));
    fs.chmodSync(dir, 0o755);
    fs.writeFileSync(path.join(dir, 'users.txt'), `"${direct.username}" ""\n`);
    fs.writeFileSync(
      path.join(dir, 'pgbouncer.ini'),
      [
        '[databases]',
        `* = host=${direct.hostname} port=${direct.port || 5432}`,
        '[pgbouncer]',
        'listen_addr = 127.0.0.1',
        `listen_port = ${BOUNCER_PORT}`,
        'unix_socket_dir =',
        'auth_type = trust',
        `auth_file = ${path.join(dir, 'users.txt')}`,
        'pool_mode = transaction',
        'default_pool_size = 10',
        'max_client_conn = 200',
        '',
      ].join('\n'),
    );
    // PgBouncer refuses to run as root: it drops to the postgres user then.
    const asUser = process.getuid?.() === 0 ? ['-u', 'postgres'] : [];
    bouncer = spawn(PGBOUNCER, [...asUser, path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
    const pooled = new URL(throwAway.url);
    pooled.port = String(BOUNCER_PORT);
    await waitForPort(pooled.toString());

    // A replica stand-in: the same database under a role that can only read.
    admin = new pg.Client({ connectionString: throwAway.url });
    await admin.connect();
    await admin.query(`drop role if exists ${READER}`);
    await admin.query(`create role ${READER} login`);
    await admin.query(`alter role ${READER} set default_transaction_read_only = on`);
    const replica = new URL(throwAway.url);
    replica.username = READER;

    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dir,
      SESSION_SECRET,
      DATABASE_URL: pooled.toString(),
      DATABASE_DIRECT_URL: throwAway.url,
      DATABASE_REPLICA_URL: replica.toString(),
      DATABASE_POOL_SIZE: '4',
    });
    // Two instances starting at once on an empty database: one migrates and seeds, the other waits.
    const databases = await Promise.all(
      [1, 2].map(() => prepareDatabase(config, () => undefined, { renderImages: false })),
    );
    // Granted after the migrations made the tables.
    await admin.query(`grant select on all tables in schema public to ${READER}`);
    for (const database of databases) {
      const app = await buildApp({ config, database });
      await app.ready();
      instances.push({ app, database });
    }
    owner = await createShopper({ app: instances[0]!.app, db: instances[0]!.database.db }, 'owner');
    await instances[0]!.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, owner.id));
  }, 180_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    bouncer?.kill();
    await admin?.query(`drop owned by ${READER}`).catch(() => undefined);
    await admin?.end();
    await throwAway?.drop();
    await new pg.Client({ connectionString: testPostgresAdminUrl() }).connect().then(async (client) => {
      await client.query(`drop role if exists ${READER}`);
      await client.end();
    });
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('Instances starting together migrate and seed the database once, through the pooler', async () => {
    const { rows } = await admin.query<{ count: string }>('select count(*) from products');
    expect(Number(rows[0]!.count)).toBeGreaterThan(0);
    const applied = await admin.query('select hash from drizzle.__drizzle_migrations');
    expect(new Set(applied.rows.map((row: { hash: string }) => row.hash)).size).toBe(applied.rowCount);
  });

  it('A shopper browses, fills a cart and places a cash-on-delivery order, many queries over few connections', async () => {
    const [a, b] = instances;
    const shopper = await createShopper({ app: a!.app, db: a!.database.db }, 'bouncer', { withPhone: true });
    const list = await a!.app.inject({ method: 'GET', url: '/api/v1/products?limit=12' });
    expect(list.statusCode, list.body).toBe(200);
    const [row] = await a!.database.db
      .select({ productId: variants.productId, variantId: variants.id })
      .from(variants)
      .innerJoin(products, eq(products.id, variants.productId))
      .where(eq(products.status, 'active'))
      .limit(1);
    // The same parameterised statements again and again, from both instances at once: nothing is
    // prepared by name, so no server connection is asked for a statement it never saw.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) =>
        (n % 2 ? b! : a!).app.inject({ method: 'GET', url: `/api/v1/products?limit=${(n % 5) + 1}` }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(answers.map(() => 200));
    const added = await shopper.request({
      method: 'POST',
      url: '/api/v1/user/add-to-cart',
      payload: { id: row!.productId, variantId: row!.variantId, quantity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const summary = await shopper.request({ method: 'GET', url: '/api/v1/me/summary' });
    expect(summary.json()).toMatchObject({ cartCount: 1 });
    const [before] = await a!.database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, row!.variantId));
    const placed = await checkoutOk(shopper, { paymentMethod: 'COD' });
    expect(placed.paymentMethod).toBe('COD');
    const [after] = await a!.database.db
      .select({ stock: variants.stock })
      .from(variants)
      .where(eq(variants.id, row!.variantId));
    expect(after!.stock).toBe(before!.stock - 1);
  });

  it('An owner edit on one instance shows on the other within two seconds (LISTEN on the direct address)', async () => {
    const [a, b] = instances;
    const [product] = await a!.database.db.select({ id: products.id, slug: products.slug }).from(products).limit(1);
    expect((await b!.app.inject({ method: 'GET', url: `/api/v1/product/${product!.slug}` })).statusCode).toBe(200);
    const hidden = await owner.request({
      method: 'POST',
      url: `/api/v1/admin/products/${product!.id}/status`,
      payload: { status: 'draft' },
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const started = Date.now();
    while ((await b!.app.inject({ method: 'GET', url: `/api/v1/product/${product!.slug}` })).statusCode !== 404) {
      expect(Date.now() - started).toBeLessThan(2_000);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const listeners = await admin.query(
      `select count(*)::int as n from pg_stat_activity where application_name = 'shop listener' and datname = current_database()`,
    );
    expect(listeners.rows[0].n).toBe(instances.length);
  });

  it('Catalogue reads go to the replica, and no write does (it can only read)', async () => {
    const reads = await admin.query(
      `select count(*)::int as n from pg_stat_activity where usename = $1 and datname = current_database()`,
      [READER],
    );
    expect(reads.rows[0].n).toBeGreaterThan(0);
    // Everything written above (migrations, seed, cart, the owner's edit) went to the primary:
    // the replica's role refuses writes outright.
    const replica = instances[0]!.database.readDb;
    const refused = await replica.execute(sql`update products set name = name where false`).then(
      () => undefined,
      (error: Error) => error,
    );
    expect(String((refused?.cause as Error | undefined)?.message ?? refused?.message)).toMatch(/read-only/);
  });
});
