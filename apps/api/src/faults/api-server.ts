// The shop's API as its own process, for the process-level suites (kill -9 faults, several
// instances): the same buildApp, configuration, database preparation and listen as src/server.ts, without
// the React storefront (which needs a web build the API tests do not have) and without rendering
// product pictures. Prints `listening <port>` once it accepts connections.
import { buildApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { prepareDatabase } from '../db/bootstrap';
import { closeOnSignals } from '../lib/graceful-shutdown';

async function main() {
  const config = loadConfig();
  const database = await prepareDatabase(config, () => undefined, { renderImages: false });
  const app = await buildApp({ config, database });
  closeOnSignals(app, database);
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : config.PORT}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
