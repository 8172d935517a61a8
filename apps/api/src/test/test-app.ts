import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig } from '../config';
import { createTestDatabase } from './test-database';

/**
 * The real application on a fresh database, seeded with the catalogue (pictures not rendered).
 * `env` adds settings (e.g. PAYMENT_PROVIDER, or a DATA_DIR for uploads) as the environment would;
 * `authClock` replaces the sign-in clock. Test files send every cash-on-delivery order to one
 * address and phone, so the caps on unconfirmed ones are wide here unless `env` sets them (the
 * files that test the caps do).
 */
export async function createTestApp({
  seed = true,
  env = {},
  authClock,
  clock,
}: {
  seed?: boolean;
  env?: Record<string, string>;
  authClock?: BuildAppOptions['authClock'];
  /** The shop's clock (festival sales start and end by it). */
  clock?: BuildAppOptions['clock'];
} = {}) {
  const database = await createTestDatabase({ seeded: seed });
  const config = loadConfig({
    DATA_DIR: '/nonexistent-test-data',
    COD_MAX_UNCONFIRMED_ORDERS: '50',
    COD_MAX_UNCONFIRMED_UNITS: '500',
    ...env,
    NODE_ENV: 'test',
  });
  const app = await buildApp({ config, database, authClock, clock });
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
