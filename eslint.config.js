import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A page's Toaster mounts on its first toast through lib/toast.ts; sonner's own toast reaches no Toaster. */
const SONNER_TOAST = {
  name: 'sonner',
  importNames: ['toast'],
  message: "Import toast from lib/toast.ts: it fetches sonner and mounts the page's Toaster on the first toast.",
};

/**
 * Imports flow one way. Within each app, a folder may import only the folders listed before it:
 * shared code first, then features from the most basic to the ones that compose others, then what
 * composes features (the web's shell and routes, the API's app.ts). A feature that needs a later one
 * is a composition that belongs to the route or the shell that shows both.
 */
const WEB_LAYERS = [
  'lib',
  'components',
  'features/auth',
  'features/idols',
  'features/pincode',
  'features/content',
  'features/newsletter',
  'features/catalogue',
  'features/sets',
  'features/search',
  'features/coupons',
  'features/cart',
  'features/wishlist',
  'features/account',
  'features/stock-alerts',
  'features/product',
  'features/orders',
  'features/reviews',
  'features/home',
  'features/checkout',
  'features/admin/shared',
  'features/admin/products',
  'features/admin/campaigns',
  'features/admin/festivals',
  'features/admin/content',
  'features/admin/search',
  'features/admin/orders',
  'features/admin/dashboard',
  'features/admin/coupons',
  'features/admin/customers',
  'features/admin/emails',
  'features/admin/jobs',
  'features/admin/messages',
  'features/admin/returns',
  'features/admin/stock',
  'features/admin/sets',
  'features/admin/audit',
  'features/admin/reviews',
  'shell',
];
const API_LAYERS = [
  'lib',
  'storage',
  'plugins',
  'modules/admin/shared',
  'modules/audit',
  'modules/email',
  'modules/jobs',
  'modules/health',
  'modules/pincode',
  'modules/festivals',
  'modules/catalogue',
  'modules/search',
  'modules/seo',
  'modules/blog',
  'modules/contact',
  'modules/newsletter',
  'modules/auth',
  'modules/account',
  'modules/addresses',
  'modules/wishlist',
  'modules/stock-alerts',
  'modules/idols',
  'modules/campaigns',
  'modules/sets',
  'modules/coupons',
  'modules/cart',
  'modules/me',
  'modules/checkout',
  'modules/payments',
  'modules/messages',
  'modules/orders',
  'modules/shipping',
  'modules/invoices',
  'modules/admin/catalogue',
  'modules/admin/content',
  'modules/admin/search',
  'modules/admin/metrics',
  'modules/admin/coupons',
  'modules/admin/customers',
  'modules/admin/dashboard',
  'modules/admin/reports',
  'modules/admin/audit',
  'modules/reviews',
  'modules/backups',
];

/**
 * Every feature folder must have its place: a folder missing from the layers would simply not be
 * checked, so lint stops here and names it. `admin` folders are listed one level down.
 */
function requirePlaces(base, parent, layers) {
  const folders = readdirSync(new URL(`${base}/${parent}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `${parent}/${entry.name}`;
      if (entry.name !== 'admin') return [folder];
      return readdirSync(new URL(`${base}/${folder}`, import.meta.url), { withFileTypes: true })
        .filter((inner) => inner.isDirectory())
        .map((inner) => `${folder}/${inner.name}`);
    });
  const unplaced = folders.filter((folder) => !layers.includes(folder));
  if (unplaced.length > 0) {
    throw new Error(`${base}: give ${unplaced.join(', ')} a place in the import layers (eslint.config.js)`);
  }
}
requirePlaces('./apps/api/src', 'modules', API_LAYERS);
requirePlaces('./apps/web/app', 'features', WEB_LAYERS);

/** import-x/no-restricted-paths zones: each layer may not import any layer after it. */
function oneWay(base, layers) {
  return layers.slice(0, -1).map((layer, index) => ({
    target: `${base}/${layer}`,
    from: layers.slice(index + 1).map((later) => `${base}/${later}`),
    message: `${layer} comes before these in the import order (eslint.config.js); compose them in a later layer.`,
  }));
}

// SQL lives in repositories (docs/adding-a-feature.md, step 3).
const SQL_IN_REPOSITORIES = [
  {
    group: ['drizzle-orm', 'drizzle-orm/*'],
    message: "SQL lives in repositories: add a method to the module's *-repository.ts.",
  },
  {
    group: ['**/db/schema'],
    allowTypeImports: true,
    message: "Tables are queried in repositories: add a method to the module's *-repository.ts.",
  },
];

// Back-office code lives with the service it drives (docs/adding-a-feature.md, "Admin code"):
// `modules/admin/` may tell a storefront module of a change through its service's type, never
// call into another module's service or repository to change its rows. The audit trail and the
// invoice's GST arithmetic are shared by design.
const ADMIN_STAYS_OUT = {
  group: [
    '../../*/*-service',
    '../../*/*-repository',
    '!../../audit/audit-repository',
    '!../../invoices/invoice-service',
  ],
  allowTypeImports: true,
  message:
    "Admin code that changes this module's rows belongs in that module as admin-<noun>-routes.ts (docs/adding-a-feature.md).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      '**/build/**',
      '**/build-*/**',
      '**/.react-router/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'data/**',
      'apps/api/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // No import cycles anywhere in the apps.
    files: ['apps/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/web/tsconfig.json', 'apps/api/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Product code imports one way (WEB_LAYERS, API_LAYERS); tests and their kits may reach across.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*-test-kit.ts', 'apps/api/src/test/**', 'apps/web/app/test/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...oneWay('apps/web/app', WEB_LAYERS),
            {
              target: 'apps/web/app/!(routes)/**',
              from: ['apps/web/app/routes', 'apps/web/app/root.tsx', 'apps/web/app/entry.server.tsx'],
              message: 'Routes and the document compose features; nothing imports them.',
            },
            ...oneWay('apps/api/src', API_LAYERS),
            {
              target: 'apps/api/src/!(faults|security)/**',
              from: ['apps/api/src/app.ts', 'apps/api/src/server.ts'],
              message: 'app.ts composes the modules; only the servers and tests import it.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API: Drizzle writes must always say which rows (create-t3-app's rule).
    files: ['apps/api/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    // Repositories are the only API code that writes SQL (fastify/demo's rule): a service or a route
    // that needs a query asks its module's `*-repository.ts` for one. Outside them, the schema's
    // types may be named but its tables not used. Exceptions: `db/` (the client, the schema, the
    // seed), and tests with their kits, which arrange and inspect rows directly; `security/` holds
    // the suites' kits (fuzz-kit.ts, storefront-app.ts).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      '**/*-repository.ts',
      'apps/api/src/db/**',
      '**/*.test.ts',
      '**/*-test-kit.ts',
      'apps/api/src/test/**',
      'apps/api/src/security/fuzz-kit.ts',
      'apps/api/src/security/storefront-app.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: SQL_IN_REPOSITORIES,
        },
      ],
    },
  },
  {
    files: ['apps/api/src/modules/admin/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts', '**/*-test-kit.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...SQL_IN_REPOSITORIES, ADMIN_STAYS_OUT] }],
    },
  },
  {
    files: ['apps/api/src/modules/admin/**/*-repository.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ADMIN_STAYS_OUT] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared → features → routes (bulletproof-react).
      'no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['**/routes/*', '../routes/*'], message: 'Routes import features, never the reverse.' }],
          paths: [SONNER_TOAST],
        },
      ],
    },
  },
  {
    // One way to use queries (decision 0167): the shop's hooks, which keep TanStack Query out of a
    // page's first scripts. Its types may be named anywhere; its runtime is imported by the module
    // the browser fetches after hydration and by the server's own code (loaders' prefetches).
    files: ['apps/web/app/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'apps/web/app/test/**',
      'apps/web/app/lib/query-runtime.ts',
      'apps/web/app/lib/query-client.ts',
      'apps/web/app/lib/prefetch.ts',
      'apps/web/app/features/product/pin-check-start.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@tanstack/react-query',
              allowTypeImports: true,
              message: "Import from lib/query.tsx: TanStack Query comes after the page's first scripts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/app/routes/**/*.{ts,tsx}', 'apps/web/app/routes.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [SONNER_TOAST] }] },
  },
  {
    // The shared package is imported by both sides: it may not reach into either app.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@shop/api*', '@shop/web*', 'react', 'fastify'],
              message: 'packages/shared stays free of app code.',
            },
          ],
        },
      ],
    },
  },
);
