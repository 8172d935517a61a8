import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { eagerCompileHints } from './vite-plugins/eager-compile-hints';
import { firstLoadChunks } from './vite-plugins/first-load-chunks';

/** React Router's production build: its development one (what its package names) carries warnings. */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  resolve:
    command === 'build' && !isSsrBuild
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  plugins: [tailwindcss(), reactRouter(), eagerCompileHints()],
  build: {
    // The browser's code only (decision 0130): its first-load chunks, and Terser in two passes (3–4 kB
    // less gzip than esbuild's minifier). The server's build stays as Vite makes it, unminified.
    ...(isSsrBuild
      ? {}
      : {
          rollupOptions: { output: { manualChunks: firstLoadChunks() } },
          minify: 'terser' as const,
          terserOptions: { compress: { passes: 2 } },
        }),
    assetsInlineLimit: 2048,
    modulePreload: {
      // A script's `import()` (a part hydrated later, a lazy dialog) fetches its chunk and lets the
      // browser's module loader fetch what that chunk imports. Vite's default inserts a
      // <link rel=modulepreload> per dependency first, from inside the task that called import():
      // during hydration that was 5–20 ms per link on a throttled phone, added to the longest
      // tasks of the page's start (decision 23). Stylesheets are still loaded first.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js' ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
  },
}));
