import { createHash } from 'node:crypto';
import type { Rollup } from 'vite';
import { RUNS_AT_START } from './eager-compile-hints';

/** The root route: the frame of every page, so whatever it imports statically loads on every page. */
const ROOT_ROUTE = /[\\/]app[\\/]root\.tsx(\?.*)?$/;
const COMMONJS_HELPERS = '\0commonjsHelpers.js';
const SCRIPT = /\.(m?[jt]sx?|cjs)(\?.*)?$/;

/**
 * Every script module `starts` import statically, directly or not (`starts` included): React's own,
 * the bundler's helpers and those in `skip` aside, with what is reached only through them.
 */
function staticallyLoaded(meta: Rollup.ManualChunkMeta, starts: string[], skip?: ReadonlySet<string>): Set<string> {
  const loaded = new Set<string>();
  const queue = [...starts];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (loaded.has(id) || skip?.has(id) || RUNS_AT_START.test(id) || id === COMMONJS_HELPERS || !SCRIPT.test(id))
      continue;
    loaded.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return loaded;
}

/** Every script module the root route imports statically, directly or not, React's own excepted. */
const shellModules = (meta: Rollup.ManualChunkMeta) =>
  staticallyLoaded(
    meta,
    [...meta.getModuleIds()].filter((id) => ROOT_ROUTE.test(id)),
  );

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
  const ids = [...meta.getModuleIds()];
  /** The modules loaded with `starts` (their static imports, all the way), the shell's and React's aside. */
  const loadedWith = (starts: string[]) => staticallyLoaded(meta, starts, shell);
  // The route's file and the router's client module made of it (`…/product.tsx?…client-route`).
  const routeOf = (pattern: RegExp) => ids.filter((id) => pattern.test(id.replace(/\?.*$/, '')));
  const publicRoutes = new Set(Object.values(PUBLIC_PAGES).flatMap(routeOf));
  const pagesOf = new Map<string, string[]>();
  const loadedBy = new Map<string, Set<string>>();
  for (const [page, route] of Object.entries(PUBLIC_PAGES)) {
    const loaded = loadedWith(routeOf(route));
    loadedBy.set(page, loaded);
    for (const id of loaded) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page]);
  }
  const all = Object.keys(PUBLIC_PAGES).length;
  // Parts loaded later (`import()`), each with the public pages whose first scripts load it: every
  // page when the shell does; none when only another later part does.
  const lazyImporters = new Map<string, string[]>();
  for (const id of ids)
    for (const lazy of meta.getModuleInfo(id)?.dynamicallyImportedIds ?? [])
      lazyImporters.set(lazy, [...(lazyImporters.get(lazy) ?? []), id]);
  const later = [...lazyImporters].map(([id, importers]) => ({
    id,
    pages: importers.some((importer) => shell.has(importer))
      ? Object.keys(PUBLIC_PAGES)
      : [...loadedBy].filter(([, loaded]) => importers.some((importer) => loaded.has(importer))).map(([page]) => page),
  }));
  const routesOf = new Map<string, string[]>();
  for (const id of ids.filter((id) => meta.getModuleInfo(id)?.isEntry && !publicRoutes.has(id)))
    for (const loaded of loadedWith([id])) routesOf.set(loaded, [...(routesOf.get(loaded) ?? []), id]);
  const laterOf = new Map<string, typeof later>();
  for (const part of later) for (const id of loadedWith([part.id])) laterOf.set(id, [...(laterOf.get(id) ?? []), part]);
  // A module another route or a later part loads too may join a page's chunk only if that chunk is
  // always there before: what every public page loads (the shell), or what every page the part
  // comes on loads. Any other goes to a chunk per set of what loads it, as the bundler's own
  // splitting would: in a page's chunk it would bring that chunk along (on the home page, the product
  // page's; on checkout, a listing's), and left to the bundler it would join whichever chunk
  // imports it first.
  const chunks = new Map<string, string>();
  for (const [id, pages] of pagesOf) {
    const parts = (laterOf.get(id) ?? []).filter(
      (part) => part.pages.length === 0 || part.pages.some((page) => !pages.includes(page)),
    );
    const routes = (routesOf.get(id) ?? []).length;
    if (pages.length === all || (parts.length === 0 && routes === 0)) continue;
    pagesOf.delete(id);
    // Sorted: the bundler finds modules in no fixed order, and a chunk's name must not change unless its code does.
    const loaders = [...pages, ...parts.map((part) => part.id), ...(routesOf.get(id) ?? [])].sort().join();
    chunks.set(id, `shared-${createHash('sha256').update(loaders).digest('hex').slice(0, 8)}`);
  }
  const sets = new Map<string, { pages: string[]; bytes: number; into: string }>();
  for (const [id, pages] of pagesOf) {
    const key = pages.join('-');
    const set = sets.get(key) ?? { pages, bytes: 0, into: key };
    set.bytes += meta.getModuleInfo(id)?.code?.length ?? 0;
    sets.set(key, set);
  }
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
  for (const [id, pages] of pagesOf) {
    const into = destination(pages.join('-'));
    chunks.set(id, into === 'shell' ? 'shell' : `page-${into}`);
  }
  return chunks;
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
