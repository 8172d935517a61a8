// The shop's API as its own process, for the process-level suites (kill -9 faults, several
// instances): the same buildApp, configuration, migrations and listen as src/server.ts, without
// the React storefront (which needs a web build the API tests do not have) and without rendering
// product pictures. Prints `listening <port>` once it accepts connections.
import path from 'node:path';
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed/seed';

async function main() {
  const config = loadConfig();
  const database =
    config.databaseKind === 'postgres' && config.DATABASE_URL
      ? await openDatabase({ kind: 'postgres', url: config.DATABASE_URL })
      : await openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  await database.migrate();
  await seedDatabase(database.db, { images: null });
  const app = await buildApp({ config, database });
  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
