import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { eagerCompileHints } from './vite-plugins/eager-compile-hints';
import { shellChunk } from './vite-plugins/shell-chunk';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), eagerCompileHints()],
  build: {
    assetsInlineLimit: 2048,
    rollupOptions: {
      output: {
        manualChunks: shellChunk(),
        // A chunk imports only what it uses: the page's HTML already preloads every file the page
        // needs (React Router's manifest lists them all), so the repeated import lists were bytes
        // in every file and nothing more.
        hoistTransitiveImports: false,
      },
    },
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
});
