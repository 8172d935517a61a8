import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { buildTestDatabase, testPostgresAdminUrl, throwAwayPostgres } from './database-templates';

export type TestDatabase = Database & { dispose(): Promise<void> };

/**
 * A fresh database for one test file, migrated, and `seeded` with the catalogue when asked. PGlite
 * in memory by default; a throw-away database on the PostgreSQL server of TEST_DATABASE_URL when
 * TEST_DB=postgres. Copied from the run's templates when there are any (decision 6).
 */
export async function createTestDatabase({ seeded = false }: { seeded?: boolean } = {}): Promise<TestDatabase> {
  const templates = inject('databaseTemplates');
  const template = templates ? (seeded ? templates.seeded : templates.empty) : undefined;

  if (process.env.TEST_DB === 'postgres') {
    const throwAway = await throwAwayPostgres(
      testPostgresAdminUrl(),
      'test',
      templates?.kind === 'postgres' ? template : undefined,
    );
    const database = await openDatabase({ kind: 'postgres', url: throwAway.url, poolSize: 20 });
    if (templates?.kind !== 'postgres') await buildTestDatabase(database, seeded);
    return {
      ...database,
      async dispose() {
        await database.close();
        await throwAway.drop();
      },
    };
  }

  if (templates?.kind === 'pglite' && template) {
    const database = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([await fs.readFile(template)]) });
    return { ...database, dispose: () => database.close() };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await buildTestDatabase(database, seeded);
  return { ...database, dispose: () => database.close() };
}
