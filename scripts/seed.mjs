// `npm run seed`: migrate and seed the configured database (idempotent).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDistDir, buildApi } from './build.mjs';

await buildApi();
await import(pathToFileURL(path.join(apiDistDir, 'seed.mjs')).href);
