// `npm run dev`: the API restarts on change (tsx watch) and the storefront is served by Vite in
// middleware mode, so React components hot-reload without a build.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import type { ServerBuild } from 'react-router';
import type * as Vite from 'vite';
import { buildApp } from './app';
import { loadConfig } from './config';
import { imagesDir, prepareDatabase } from './db/bootstrap';
import { webClientDir, webDir } from './paths';

const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const database = await prepareDatabase(config, (message) => console.log(`[dev] ${message}`));

// The storefront's own Vite (the one its React Router plugin was built for), not the test runner's.
const require = createRequire(`${webDir}/package.json`);
const vite = (await import(pathToFileURL(require.resolve('vite')).href)) as typeof Vite;
const viteServer = await vite.createServer({ root: webDir, server: { middlewareMode: true }, appType: 'custom' });

const app = await buildApp({
  config,
  database,
  storefront: {
    build: () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    clientDir: webClientDir,
    imagesDir: imagesDir(config),
    mode: 'development',
    beforeRoutes: async (instance) => {
      await instance.register(middie);
      instance.use(viteServer.middlewares);
    },
  },
});

const close = async () => {
  await app.close();
  await viteServer.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());

await app.listen({ port: config.PORT, host: config.HOST });
console.log(`[dev] http://${config.HOST}:${config.PORT}`);
