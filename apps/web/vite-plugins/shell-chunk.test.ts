import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { PAGE_CHUNK_MIN_BYTES, shellChunk } from './shell-chunk';

/** A module graph as Rollup tells it: each module's static and dynamic imports. */
function graph(
  modules: Record<string, { imports?: string[]; lazy?: string[]; bytes?: number; entry?: boolean }>,
): Rollup.ManualChunkMeta {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id) =>
      modules[id]
        ? ({
            importedIds: modules[id].imports ?? [],
            dynamicallyImportedIds: modules[id].lazy ?? [],
            code: 'x'.repeat(modules[id].bytes ?? 100),
            isEntry: modules[id].entry ?? false,
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

  it('holds what the root route imports statically, and nothing a later part loads alone', () => {
    const chunkOf = shellChunk();
    const chunks = Object.fromEntries([...meta.getModuleIds()].map((id) => [id, chunkOf(id, meta)]));
    expect(chunks).toEqual({
      '/w/app/root.tsx': 'shell',
      '/w/app/shell/site-header.tsx': 'shell',
      '/w/node_modules/@tanstack/query-core/build/modern/index.js': 'shell',
      '/w/app/shell/mobile-menu.tsx': undefined,
      '/w/app/routes/product.tsx': 'page-product',
      '/w/app/features/product/purchase-panel.tsx': 'page-product',
      '/w/node_modules/react/index.js': 'framework',
      '/w/node_modules/react-dom/client.js': 'framework',
      '/w/app/app.css': undefined,
      '\0commonjsHelpers.js': 'framework',
    });
  });

  it('gives what public pages load at once a chunk per set of pages, small sets joining larger ones', () => {
    const big = PAGE_CHUNK_MIN_BYTES;
    const route = (name: string, imports: string[]) => ({
      [`/w/app/routes/${name}.tsx?__react-router-build-client-route`]: {
        imports: [`/w/app/routes/${name}.tsx`],
        entry: true,
      },
      [`/w/app/routes/${name}.tsx`]: { imports },
    });
    const pages = graph({
      '/w/app/root.tsx': { imports: ['/w/app/lib/i18n.tsx'] },
      '/w/app/lib/i18n.tsx': {},
      ...route('home', ['/w/app/card.tsx', '/w/app/money.ts', '/w/app/title.tsx', '/w/app/lib/i18n.tsx']),
      ...route('collection', [
        '/w/app/card.tsx',
        '/w/app/listing.tsx',
        '/w/app/money.ts',
        '/w/app/title.tsx',
        '/w/app/sort.ts',
      ]),
      ...route('products', ['/w/app/card.tsx', '/w/app/listing.tsx', '/w/app/money.ts', '/w/app/title.tsx']),
      ...route('search', [
        '/w/app/card.tsx',
        '/w/app/listing.tsx',
        '/w/app/money.ts',
        '/w/app/title.tsx',
        '/w/app/sort.ts',
      ]),
      ...route('product', ['/w/app/purchase.tsx', '/w/app/money.ts', '/w/app/title.tsx', '/w/app/price.ts']),
      ...route('blog-post', ['/w/app/title.tsx', '/w/app/prose.tsx']),
      '/w/app/card.tsx': { bytes: big },
      '/w/app/listing.tsx': { bytes: big, lazy: ['/w/app/filters.tsx'] },
      // A listing's later part, loading the listing's code and the price reader.
      '/w/app/filters.tsx': { imports: ['/w/app/listing.tsx', '/w/app/price.ts'] },
      '/w/app/price.ts': {},
      '/w/app/money.ts': {},
      '/w/app/sort.ts': {},
      '/w/app/title.tsx': { bytes: big },
      '/w/app/purchase.tsx': { imports: ['/w/node_modules/react/index.js'] },
      '/w/app/prose.tsx': {},
      '/w/app/routes/cart.tsx': { imports: ['/w/app/money.ts', '/w/app/cart-lines.tsx'], entry: true },
      '/w/app/cart-lines.tsx': {},
      '/w/node_modules/react/index.js': {},
    });
    const chunkOf = shellChunk();
    const chunk = (id: string) => chunkOf(`/w/app/${id}`, pages);
    // One page's own code, with its route.
    expect(chunk('routes/product.tsx')).toBe('page-product');
    expect(chunk('routes/product.tsx?__react-router-build-client-route')).toBe('page-product');
    expect(chunk('purchase.tsx')).toBe('page-product');
    expect(chunk('prose.tsx')).toBe('page-blog');
    // Sets of pages large enough for a file of their own.
    expect(chunk('card.tsx')).toBe('page-home-collection-listing-search');
    expect(chunk('listing.tsx')).toBe('page-collection-listing-search');
    // A small set joins the smallest set of more pages holding it; what every page loads, the
    // shell, with the sets that joined it.
    expect(chunk('sort.ts')).toBe('page-collection-listing-search');
    expect(chunk('title.tsx')).toBe('shell');
    // What another route or a part loaded later needs too joins a page's chunk only where that chunk
    // is always loaded first: the listing's filters come only on listing pages, which load
    // `listing.tsx`; the product page's price reader goes to a chunk of its own, or the filters
    // would bring the product page's chunk, and the cart's money, or the cart would.
    expect(chunk('price.ts')).toMatch(/^shared-[0-9a-f]{8}$/);
    expect(chunk('money.ts')).toMatch(/^shared-[0-9a-f]{8}$/);
    // Code the pages load later, and what only other routes load, is left to the bundler.
    expect(chunk('filters.tsx')).toBeUndefined();
    expect(chunk('price.ts')).not.toBe(chunk('money.ts'));
    expect(chunk('cart-lines.tsx')).toBeUndefined();
    expect(chunk('routes/cart.tsx')).toBeUndefined();
    expect(chunkOf('/w/node_modules/react/index.js', pages)).toBe('framework');
  });
});
