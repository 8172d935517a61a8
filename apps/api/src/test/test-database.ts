import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { buildTestDatabase, testPostgresAdminUrl, throwAwayPostgres } from './database-templates';

export type TestDatabase = Database & {
  dispose(): Promise<void>;
  /** PostgreSQL only: the throw-away database's address, for a second app on the same database. */
  url?: string;
};

/**
 * A fresh database for one test file, migrated, and `seeded` with the catalogue when asked. PGlite
 * in memory by default; a throw-away database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres. Copied from the run's templates when there are any (decision 6).
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const kind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
  const templates = inject('databaseTemplates');
  // What to copy: a template of this kind of database, when the run made them.
  const copyOf = templates?.kind === kind ? (seeded ? templates.seeded : templates.empty) : undefined;

  if (kind === 'postgres') {
    const throwAway = await throwAwayPostgres(testPostgresAdminUrl(), 'test', copyOf);
    const database = await openDatabase({ kind: 'postgres', url: throwAway.url, poolSize: 20 });
    if (!copyOf) await buildTestDatabase(database, seeded);
    return {
      ...database,
      url: throwAway.url,
      async dispose() {
        await database.close();
        await throwAway.drop();
      },
    };
  }

  const loadDataDir = copyOf ? new Blob([await fs.readFile(copyOf)]) : undefined;
  const database = await openDatabase({ kind: 'pglite', loadDataDir });
  if (!copyOf) await buildTestDatabase(database, seeded);
  return { ...database, dispose: () => database.close() };
}
