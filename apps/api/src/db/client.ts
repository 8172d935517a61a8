import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { measuredPglite, measuredPool, type PoolFigures } from './database-measures';
import * as relations from './relations';
import * as tables from './schema';

const schema = { ...tables, ...relations };

type Schema = typeof schema;
/** Both drivers give the same query builder; code is written once against this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /**
   * Where the catalogue snapshot and the sitemap are read: a read replica when one is configured,
   * else `db`. Never for a read that decides a write (stock, prices at checkout): those use `db`.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Runs `work` while holding the database's start-up lock, so that of several instances starting
   * at once against one PostgreSQL, one migrates and seeds while the others wait, then find the
   * work done. (An embedded PGlite database belongs to one process: nothing to wait for.)
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  ping(): Promise<boolean>;
  /** How many of this build's migrations the database has not run yet (0 once it is up to date). */
  migrationsPending(): Promise<number>;
  /** Connections in use and queries waiting for one, per pool, for the metrics (measured, never queried). */
  pools(): PoolFigures[];
  close(): Promise<void>;
  /**
   * PostgreSQL only: hears every NOTIFY on `channel` on a connection of its own, reconnecting when
   * it is lost; `connected` runs after each (re)connection, when messages may have been missed.
   * Returns what stops listening.
   */
  listen?(channel: string, handlers: { message(payload: string): void; connected(): void }): () => Promise<void>;
  /**
   * PGlite only: its data folder as an uncompressed tar, to start copies from (`loadDataDir`), taken
   * between transactions while no query runs, so consistent even while the shop serves.
   */
  dumpDataDir?(): Promise<Blob>;
};

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** LISTEN's own connection, past a transaction pooler (PgBouncer) that cannot hold one; default `url`. */
      directUrl?: string;
      /** A read replica for `readDb`. */
      replicaUrl?: string;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests); `loadDataDir`, a dump of another
   * database's data folder (`dumpDataDir`), starts it as a copy of that one.
   */
  | {
      kind: 'pglite';
      dataDir?: string;
      loadDataDir?: Blob;
      /** Hears every query's SQL: for tests that read which tables a reader touches. */
      logQuery?: (query: string) => void;
      /** How long to wait for another process holding `dataDir` to close it (a restart); default 10 s. */
      lockWaitMs?: number;
    };

/** The advisory lock key of start-up (migrations and seeding): any fixed number of the shop's own. */
const STARTUP_LOCK = 7_461_002_310;

export function migrationsFolder(): string {
  // The bundled server sits in dist/, the sources in src/db/: both have the folder beside them.
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => fs.existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`Migrations folder not found near ${here}`);
  return found;
}

/** The migrations this build carries, counted once from drizzle-kit's journal. */
let migrationsInBuild: number | undefined;
function migrationCount(): number {
  migrationsInBuild ??= (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    }
  ).entries.length;
  return migrationsInBuild;
}

/**
 * Migrations not yet run, read from drizzle's own table (absent before the first migration). Once
 * none are pending none ever are again for this process, so later calls cost nothing.
 */
function pendingMigrations(countApplied: () => Promise<number>): () => Promise<number> {
  let upToDate = false;
  return async () => {
    if (upToDate) return 0;
    const applied = await countApplied().catch((error: unknown) => {
      if ((error as { code?: string }).code === '42P01') return 0;
      throw error;
    });
    const pending = Math.max(0, migrationCount() - applied);
    upToDate = pending === 0;
    return pending;
  };
}
const APPLIED_MIGRATIONS = 'select count(*)::int as applied from drizzle.__drizzle_migrations';

/** How long a lost listening connection waits before connecting again. */
const RELISTEN_MS = 1_000;

function listenFor(
  url: string,
  channel: string,
  handlers: { message(payload: string): void; connected(): void },
): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  const connect = async () => {
    const attempt = new pg.Client({ connectionString: url, application_name: 'shop listener' });
    client = attempt;
    const lost = (error?: Error) => {
      if (client !== attempt) return;
      client = undefined;
      attempt.end().catch(() => undefined);
      if (stopped) return;
      console.warn(`[db] listening connection lost${error ? `: ${error.message}` : ''}; connecting again`);
      retry = setTimeout(() => void connect(), RELISTEN_MS);
      retry.unref();
    };
    attempt.on('error', lost);
    attempt.on('end', () => lost());
    attempt.on('notification', (note) => {
      if (note.channel === channel) handlers.message(note.payload ?? '');
    });
    try {
      await attempt.connect();
      await attempt.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      if (client === attempt) handlers.connected();
    } catch (error) {
      lost(error as Error);
    }
  };
  void connect();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const open = client;
    client = undefined;
    await open?.end().catch(() => undefined);
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const openPool = (url: string, name: string) => {
      const opened = measuredPool(new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 }), name);
      // An idle connection the server ends (a restart, a failover, an administrator) is emitted
      // here; without a listener Node would throw and take the whole shop down. The pool replaces it.
      opened.on('error', (error) => console.warn(`[db] idle connection lost: ${error.message}`));
      return opened;
    };
    const pool = openPool(options.url, 'primary');
    const replica = options.replicaUrl ? openPool(options.replicaUrl, 'replica') : undefined;
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      readDb: replica ? (drizzlePg(replica, { schema, casing: 'snake_case' }) as unknown as Db) : db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: migrationsFolder() }),
      async exclusively(work) {
        // A transaction-level advisory lock, in a transaction kept open on a connection of its own
        // while the work runs: released by the commit or, if the process dies holding it, when
        // PostgreSQL closes the connection. A session-level lock would not hold through PgBouncer
        // in transaction mode, which may unlock on another server connection than it locked on.
        const holder = await pool.connect();
        let lost: Error | undefined;
        try {
          await holder.query('begin');
          await holder.query('select pg_advisory_xact_lock($1)', [STARTUP_LOCK]);
        } catch (error) {
          holder.release(error as Error);
          throw error;
        }
        try {
          return await work();
        } finally {
          // If the commit fails, the connection is broken: destroying it (below) ends the lock.
          await holder.query('commit').catch((error: Error) => {
            lost = error;
          });
          holder.release(lost);
        }
      },
      ping: async () => {
        await pool.query('select 1');
        return true;
      },
      migrationsPending: pendingMigrations(
        async () => (await pool.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0,
      ),
      pools: () => [pool.figures(), ...(replica ? [replica.figures()] : [])],
      listen: (channel, handlers) => listenFor(options.directUrl ?? options.url, channel, handlers),
      close: async () => {
        await Promise.all([pool.end(), replica?.end()]);
      },
    };
  }

  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir
    ? await lockDataDir(options.dataDir, { waitMs: options.lockWaitMs ?? 10_000 })
    : undefined;
  let measured: ReturnType<typeof measuredPglite>;
  try {
    measured = measuredPglite(
      await PGlite.create({
        dataDir: options.dataDir,
        loadDataDir: options.loadDataDir,
        extensions: { pg_trgm },
      }),
    );
  } catch (error) {
    unlock?.();
    throw error;
  }
  const { client, figures } = measured;
  const logQuery = options.logQuery;
  const logger = logQuery && { logQuery: (query: string) => logQuery(query) };
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger }) as unknown as Db;
  return {
    db,
    readDb: db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() }),
    exclusively: (work) => work(),
    ping: async () => {
      await client.query('select 1');
      return true;
    },
    migrationsPending: pendingMigrations(
      async () => (await client.query<{ applied: number }>(APPLIED_MIGRATIONS)).rows[0]?.applied ?? 0,
    ),
    pools: () => [figures()],
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock?.();
      }
    },
    dumpDataDir: async () => {
      await client.exec('checkpoint');
      // Between two transactions, never inside one: the copy is the database as its last commit left it.
      return client._runExclusiveTransaction(() => client.dumpDataDir('none'));
    },
  };
}
