import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { shellChunk } from './shell-chunk';

/** A module graph as Rollup tells it: each module's static and dynamic imports. */
function graph(modules: Record<string, { imports?: string[]; lazy?: string[] }>): Rollup.ManualChunkMeta {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id) =>
      modules[id]
        ? ({
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].lazy ?? [],
          } as unknown as Rollup.ModuleInfo)
        : null,
  };
}

describe('the shell chunk', () => {
  const meta = graph({
    '/w/app/root.tsx': {
      imports: ['/w/app/shell/site-header.tsx', '/w/node_modules/react/index.js', '/w/app/app.css'],
      lazy: ['/w/app/shell/mobile-menu.tsx'],
    },
    '/w/app/shell/site-header.tsx': { imports: ['/w/node_modules/@tanstack/query-core/build/modern/index.js'] },
    '/w/node_modules/@tanstack/query-core/build/modern/index.js': {},
    '/w/app/shell/mobile-menu.tsx': {},
    '/w/app/routes/product.tsx': {
      imports: ['/w/app/shell/site-header.tsx', '/w/app/features/product/purchase-panel.tsx'],
    },
    '/w/app/features/product/purchase-panel.tsx': {},
    '/w/node_modules/react/index.js': {},
    '/w/node_modules/react-dom/client.js': {},
    '/w/app/app.css': {},
    '\0commonjsHelpers.js': {},
  });

  it('holds what the root route imports statically, and nothing a page or a later part loads alone', () => {
    const chunkOf = shellChunk();
    const chunks = Object.fromEntries([...meta.getModuleIds()].map((id) => [id, chunkOf(id, meta)]));
    expect(chunks).toEqual({
      '/w/app/root.tsx': 'shell',
      '/w/app/shell/site-header.tsx': 'shell',
      '/w/node_modules/@tanstack/query-core/build/modern/index.js': 'shell',
      '/w/app/shell/mobile-menu.tsx': undefined,
      '/w/app/routes/product.tsx': undefined,
      '/w/app/features/product/purchase-panel.tsx': undefined,
      '/w/node_modules/react/index.js': 'framework',
      '/w/node_modules/react-dom/client.js': 'framework',
      '/w/app/app.css': undefined,
      '\0commonjsHelpers.js': 'framework',
    });
  });
});
