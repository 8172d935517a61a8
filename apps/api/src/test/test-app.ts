import { buildApp } from '../app';
import { loadConfig } from '../config';
import { seedDatabase } from '../db/seed/seed';
import { createTestDatabase } from './test-database';

/**
 * The real application on a fresh database, seeded with the catalogue (pictures not rendered).
 * `env` adds settings (e.g. PAYMENT_PROVIDER) as the environment would.
 */
export async function createTestApp({ seed = true, env = {} }: { seed?: boolean; env?: Record<string, string> } = {}) {
  const database = await createTestDatabase();
  if (seed) await seedDatabase(database.db, { images: null });
  const config = loadConfig({ ...env, NODE_ENV: 'test', DATA_DIR: '/nonexistent-test-data' });
  const app = await buildApp({ config, database });
  return {
    app,
    database,
    db: database.db,
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
