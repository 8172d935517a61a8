import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

/** A new, empty database on the PostgreSQL server of `adminUrl`; `drop` removes it, even with connections left. */
export async function throwAwayPostgres(adminUrl: string, label: string) {
  const name = `shop_${label}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A fresh, migrated database for one test file. PGlite in memory by default; a throw-away
 * database on the PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres.
 */
export async function createTestDatabase(): Promise<Database & { dispose(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
    const throwAway = await throwAwayPostgres(adminUrl, 'test');
    const database = await openDatabase({ kind: 'postgres', url: throwAway.url, poolSize: 20 });
    await database.migrate();
    return {
      ...database,
      async dispose() {
        await database.close();
        await throwAway.drop();
      },
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await database.migrate();
  return { ...database, dispose: () => database.close() };
}
