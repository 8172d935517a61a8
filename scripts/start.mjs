// `npm start`: build what is stale, then run the one server process (API + storefront).
// The server migrates the database and seeds it when empty.
import { buildAll } from './build.mjs';

process.env.NODE_ENV ??= 'production';
await buildAll();
await import('../apps/api/dist/server.mjs');
