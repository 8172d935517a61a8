// The shop's API as its own process, for the process-level suites (kill -9 faults, several
// instances): the same buildApp, configuration, database preparation and listen as src/server.ts, without
// the React storefront (which needs a web build the API tests do not have) and without rendering
// product pictures. Prints `listening <port>` once it accepts connections.
import { ConfigError, loadConfig } from '../config';
import { startTracing } from '../observability/tracing';

async function main() {
  const config = loadConfig();
  await startTracing();
  const [{ buildApp }, { prepareDatabase }, { closeOnSignals }] = await Promise.all([
    import('../app'),
    import('../db/bootstrap'),
    import('../lib/graceful-shutdown'),
  ]);
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
