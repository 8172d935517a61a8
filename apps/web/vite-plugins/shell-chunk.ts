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
 * The public pages whose first load the bench budgets (bench/lib/budgets.ts), by route file. Their
 * Hindi twins share the modules.
 */
const PUBLIC_PAGES: Record<string, RegExp> = {
  home: /[\\/]app[\\/]routes[\\/]home\.tsx$/,
  collection: /[\\/]app[\\/]routes[\\/]collection\.tsx$/,
  listing: /[\\/]app[\\/]routes[\\/]products\.tsx$/,
  search: /[\\/]app[\\/]routes[\\/]search\.tsx$/,
  product: /[\\/]app[\\/]routes[\\/]product\.tsx$/,
  blog: /[\\/]app[\\/]routes[\\/]blog-post\.tsx$/,
};

/**
 * Source bytes under which a set of pages' shared code is not worth a file of its own: it joins a
 * larger set's (below). A file costs a request and compresses alone (about 100-200 bytes each).
 */
export const PAGE_CHUNK_MIN_BYTES = 3000;

/**
 * The chunk of each module a public page loads at once beyond the shell: one chunk per set of pages
 * that load it (`page-product`, `page-collection-listing-search`), so a page loads a handful of
 * files instead of a dozen small ones shared with every other route. A set whose code is under
 * PAGE_CHUNK_MIN_BYTES joins the smallest set of more pages that holds it (a few hundred bytes more
 * for those pages, one file less for its own); what every one of them loads joins the shell.
 */
function pageChunks(meta: Rollup.ManualChunkMeta, shell: Set<string>): Map<string, string> {
  const pagesOf = new Map<string, string[]>();
  const ids = [...meta.getModuleIds()];
  for (const [page, route] of Object.entries(PUBLIC_PAGES)) {
    // The route's file and the router's client module made of it (`…/product.tsx?…client-route`).
    const queue = ids.filter((id) => route.test(id.replace(/\?.*$/, '')));
    const seen = new Set<string>();
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id) || shell.has(id) || RUNS_AT_START.test(id) || id === COMMONJS_HELPERS || !SCRIPT.test(id))
        continue;
      seen.add(id);
      pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
      queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
    }
  }
  const sets = new Map<string, { pages: string[]; bytes: number; into: string }>();
  for (const [id, pages] of pagesOf) {
    const key = pages.join('-');
    const set = sets.get(key) ?? { pages, bytes: 0, into: key };
    set.bytes += meta.getModuleInfo(id)?.code?.length ?? 0;
    sets.set(key, set);
  }
  const all = Object.keys(PUBLIC_PAGES).length;
  /** Where a set's code has gone: its own chunk, a larger set's or the shell. */
  const destination = (key: string): string => {
    const into = sets.get(key)?.into ?? key;
    return into === key ? key : destination(into);
  };
  // Smallest first, so that small sets gather before their size is judged.
  for (const [key, set] of [...sets].sort(([, a], [, b]) => a.bytes - b.bytes)) {
    if (set.pages.length === all) {
      set.into = 'shell';
      continue;
    }
    if (set.bytes >= PAGE_CHUNK_MIN_BYTES || set.pages.length === 1) continue;
    const larger = [...sets]
      .filter(([other, { pages }]) => other !== key && set.pages.every((page) => pages.includes(page)))
      .sort(([, a], [, b]) => a.pages.length - b.pages.length || b.bytes - a.bytes)[0];
    if (larger) {
      set.into = destination(larger[0]);
      const joined = sets.get(set.into);
      if (joined) joined.bytes += set.bytes;
    }
  }
  return new Map(
    [...pagesOf].map(([id, pages]) => {
      const into = destination(pages.join('-'));
      return [id, into === 'shell' ? 'shell' : `page-${into}`];
    }),
  );
}

/**
 * Rollup's `manualChunks`: the shop's code that every page loads (the root route's static imports:
 * the API client, the session, the words, the header) in one `shell` chunk instead of two dozen
 * small files shared by every route; what a public page loads at once beside it in a few chunks
 * of its own (`pageChunks`). One file compresses better than many (each is gzipped on its own) and
 * is one request for a phone (decisions 0156 and 0168). React, React DOM and React Router are one
 * `framework` chunk, which changes only when they are updated.
 */
export function shellChunk(): (id: string, meta: Rollup.ManualChunkMeta) => string | undefined {
  let shell: Set<string> | undefined;
  let pages: Map<string, string> | undefined;
  return (id, meta) => {
    // The bundler's CommonJS helpers serve both chunks: in the one loaded first, so that the
    // framework never imports from the shell.
    if (RUNS_AT_START.test(id) || id === COMMONJS_HELPERS) return 'framework';
    shell ??= shellModules(meta);
    if (shell.has(id)) return 'shell';
    pages ??= pageChunks(meta, shell);
    return pages.get(id);
  };
}
