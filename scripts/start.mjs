// `npm start`: build what is stale, then run the one server process (API + storefront).
// The server migrates the database and seeds it when empty.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDistDir, buildAll } from './build.mjs';

process.env.NODE_ENV ??= 'production';
await buildAll();
await import(pathToFileURL(path.join(apiDistDir, 'server.mjs')).href);
