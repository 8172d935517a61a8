import type { Rollup } from 'vite';
import { RUNS_AT_START } from './eager-compile-hints';

/** The root route: the frame of every page, so whatever it imports statically loads on every page. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?.*)?$/;
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
const SCRIPT = /\.(m?[jt]sx?|cjs)(\?.*)?$/;

/** Every script module the root route imports statically, directly or not, React's own excepted. */
function shellModules({ getModuleIds, getModuleInfo }: Rollup.ManualChunkMeta): Set<string> {
  const shell = new Set<string>();
  const queue = [...getModuleIds()].filter((id) => ROOT_ROUTE.test(id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (shell.has(id) || RUNS_AT_START.test(id) || !SCRIPT.test(id)) continue;
    shell.add(id);
    queue.push(...(getModuleInfo(id)?.importedIds ?? []));
  }
  return shell;
}

/**
 * Rollup's `manualChunks`: the shop's code that every page loads (the root route's static imports:
 * the query client, the API client, the session, the words, the header) in one `shell` chunk
 * instead of two dozen small files shared by every route. Nothing moves into a page that did not
 * load it already; one file compresses better than many (each is gzipped on its own) and is one
 * request for a phone (decision 0156). React, React DOM and React Router are one `framework` chunk,
 * which changes only when they are updated.
 */
export function shellChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let shell: Set<string> | undefined;
  return (id, meta) => {
    // The bundler's CommonJS helpers serve both chunks: in the one loaded first, so that the
    // framework never imports from the shell.
    if (RUNS_AT_START.test(id) || id === COMMONJS_HELPERS) return 'framework';
    shell ??= shellModules(meta);
    return shell.has(id) ? 'shell' : undefined;
  };
}
