import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { imagesDir, prepareDatabase } from './db/bootstrap';
import { DataDirInUseError } from './db/data-dir-lock';
import { webClientDir, webServerBuild } from './paths';

async function main() {
  const config = loadConfig();
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

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop taking connections, let in-flight requests finish, then close the database cleanly
    // (PGlite must flush to disk or the next start has to recover).
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await database.close();
      clearTimeout(force);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  // `npm run backup` beside this process asks it for the backup (modules/backups/backup-requests.ts).
  process.on('SIGUSR2', () => void app.backups.answerRequest());
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

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
