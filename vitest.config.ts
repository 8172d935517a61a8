import { defineConfig } from 'vitest/config';

// Two projects: pure rules (fast, no database) and API tests (buildApp + inject against a
// fresh database per file: PGlite by default, PostgreSQL when TEST_DB=postgres).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/shared/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
