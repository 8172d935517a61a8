import { describe, expect, it } from 'vitest';
import { addEagerCompileHints, EAGER_COMPILE_HINT } from './eager-compile-hints';

const chunk = (moduleIds: string[], code = 'export const x=1;') => ({ type: 'chunk' as const, moduleIds, code });

describe('eager compile hints', () => {
  it('mark, on their first line, only the chunks holding React, React DOM or React Router', () => {
    const bundle = {
      'assets/entry.client-1.js': chunk([
        '/w/node_modules/react-dom/cjs/react-dom-client.production.js',
        '/w/app/entry.client.tsx',
      ]),
      'assets/jsx-runtime-2.js': chunk([
        '/w/node_modules/react/cjs/react.production.js',
        '/w/node_modules/react-router/dist/index.mjs',
      ]),
      'assets/product-3.js': chunk(['/w/app/routes/product.tsx']),
      'assets/react-helpers-4.js': chunk(['/w/node_modules/react-remove-scroll/dist/index.js']),
      'assets/root.css': { type: 'asset' as const },
    };
    expect(addEagerCompileHints(bundle).sort()).toEqual(['assets/entry.client-1.js', 'assets/jsx-runtime-2.js']);
    expect(bundle['assets/entry.client-1.js'].code).toBe(`${EAGER_COMPILE_HINT}export const x=1;`);
    expect(bundle['assets/product-3.js'].code).toBe('export const x=1;');
    expect(bundle['assets/react-helpers-4.js'].code).toBe('export const x=1;');
  });

  it('mark a chunk once, however often the bundle is written', () => {
    const bundle = { 'assets/a.js': chunk(['C:\\w\\node_modules\\scheduler\\index.js']) };
    addEagerCompileHints(bundle);
    addEagerCompileHints(bundle);
    expect(bundle['assets/a.js'].code).toBe(`${EAGER_COMPILE_HINT}export const x=1;`);
  });
});
