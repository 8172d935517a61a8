// `npm run seed`: migrate and seed the configured database (idempotent).
import { buildApi } from './build.mjs';

await buildApi();
await import('../apps/api/dist/seed.mjs');
