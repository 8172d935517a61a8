import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: pure rules (fast, no database) and API tests (buildApp + inject against a
// fresh database per file: PGlite by default, PostgreSQL when TEST_DB=postgres).
export default defineConfig({
  test: {
    // Vitest's default leaves one core free, which on a 2-core machine runs the files one at a
    // time. The API files spend much of their time waiting on a database: with two at once the
    // PGlite pass took 224 s for 368 s of file time on a 2-core machine.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          // An empty and a seeded database made once, copied by every file (test/test-database.ts).
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          // A worker loads the server's modules once for all the API files it runs, not once per
          // file (a third of the PGlite pass's time went on loading them): each file builds its own
          // app on its own database, and leaves no global state behind (decision 0093). The unit
          // files stay isolated: they mock modules and stand in for the browser's globals.
          isolate: false,
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
