import type { Rollup } from 'vite';

/** React, React DOM, the scheduler and React Router: every page runs all of them at once. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|scheduler|react-router)\//;

/**
 * Reached from the root only through a package's index, and used by some pages, not the frame: a
 * chunk of their own (Rollup would otherwise put what the shell's modules import into the shell).
 */
const NOT_THE_FRAMES =
  /\/node_modules\/@tanstack\/(react-query|query-core)\/build\/modern\/(useMutation|mutationObserver)\.js$/;

/**
 * Two chunks for the code every page starts with (decision 0130): `framework`, and `shell`, every
 * module the root route imports statically (the page frame, the query cache, the API client, the
 * words). Left to Rollup, that code came as some thirty files a page, each compressed on its own:
 * 7 kB more gzip on a product page than the same code in one file.
 */
export function firstLoadChunks(): Rollup.ManualChunksOption {
  let shell: Set<string> | undefined;
  return (id, { getModuleInfo, getModuleIds }) => {
    if (FRAMEWORK.test(id) || id === '\0commonjsHelpers.js') return 'framework';
    if (NOT_THE_FRAMES.test(id)) return 'mutations';
    if (!shell) {
      shell = new Set();
      const roots = [...getModuleIds()].filter((m) => /\/app\/root\.tsx/.test(m));
      const queue = [...roots];
      while (queue.length > 0) {
        const next = queue.pop()!;
        if (shell.has(next) || NOT_THE_FRAMES.test(next)) continue;
        shell.add(next);
        queue.push(...(getModuleInfo(next)?.importedIds ?? []));
      }
      // The root route stays a chunk of its own: React Router loads it by name.
      for (const root of roots) shell.delete(root);
    }
    return shell.has(id) ? 'shell' : undefined;
  };
}
