import js from '@eslint/js';
import drizzle from 'eslint-plugin-drizzle';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A page's Toaster mounts on its first toast through lib/toast.ts; sonner's own toast reaches no Toaster. */
const SONNER_TOAST = {
  name: 'sonner',
  importNames: ['toast'],
  message: "Import toast from lib/toast.ts: it fetches sonner and mounts the page's Toaster on the first toast.",
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
    // The API: Drizzle writes must always say which rows (create-t3-app's rule).
    files: ['apps/api/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
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
