// `npm run backup` and `npm run restore -- FILE` (apps/api/src/backup-cli.ts), with the
// configuration `npm start` reads.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiDistDir, buildApi } from './build.mjs';

process.env.NODE_ENV ??= 'production';
await buildApi();
await import(pathToFileURL(path.join(apiDistDir, 'backup.mjs')).href);
