import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136+): a script or module whose first line is this comment
 * has every function compiled while it streams in, on a background thread, instead of each one
 * on the main thread the first time it is called (decision 30).
 */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** React, React DOM and React Router: nearly all of their code runs while a page hydrates. */
export const RUNS_AT_START = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

type Chunk = { type: 'chunk'; moduleIds: string[]; code: string } | { type: 'asset' };

/** Marks the chunks that hold the framework; the shop's own chunks stay lazily compiled. */
export function addEagerCompileHints(bundle: Record<string, Chunk>): string[] {
  const marked: string[] = [];
  for (const [fileName, chunk] of Object.entries(bundle)) {
    if (chunk.type !== 'chunk' || !chunk.moduleIds.some((id) => RUNS_AT_START.test(id))) continue;
    if (!chunk.code.startsWith(EAGER_COMPILE_HINT)) chunk.code = EAGER_COMPILE_HINT + chunk.code;
    marked.push(fileName);
  }
  return marked;
}

/** After minifying (which drops comments), in the browser build only. */
export function eagerCompileHints(): Plugin {
  return {
    name: 'shop:eager-compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle(_options, bundle) {
      addEagerCompileHints(bundle as unknown as Record<string, Chunk>);
    },
  };
}
