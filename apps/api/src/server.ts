import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { ConfigError, loadConfig } from './config';
import { DataDirInUseError } from './db/data-dir-lock';
import { startTracing } from './observability/tracing';
import { webClientDir, webServerBuild } from './paths';

async function main() {
  const config = loadConfig();
  // Before the shop's modules are imported, so the libraries they load are traced (tracing.ts).
  await startTracing();
  const [{ buildApp }, { imagesDir, prepareDatabase }, { closeOnSignals }] = await Promise.all([
    import('./app'),
    import('./db/bootstrap'),
    import('./lib/graceful-shutdown'),
  ]);
  const log = (message: string) => console.log(`[shop] ${message}`);
  const database = await prepareDatabase(config, log);

  if (!fs.existsSync(webServerBuild)) {
    throw new Error(`The storefront is not built (${webServerBuild} is missing): run npm start or npm run build`);
  }
  const build = (await import(pathToFileURL(webServerBuild).href)) as ServerBuild;
  const app = await buildApp({
    config,
    database,
    storefront: {
      build,
      clientDir: webClientDir,
      imagesDir: imagesDir(config),
      mode: 'production',
      drawFirstPages: true,
    },
  });

  // `npm run backup` beside this process asks it for the backup (modules/backups/backup-requests.ts).
  process.on('SIGUSR2', () => void app.backups.answerRequest());
  closeOnSignals(app, database);

  await app.listen({ port: config.PORT, host: config.HOST });
  // The catalogue is read now, not on the first shopper's request, and the first pages are drawn
  // after it (app.ts); health says 'loading' until then.
  app.services.catalogue.ready().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue read failed'));
  log(
    `serving on http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${app.server.address() && typeof app.server.address() === 'object' ? (app.server.address() as { port: number }).port : config.PORT} (database: ${database.kind})`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
});
