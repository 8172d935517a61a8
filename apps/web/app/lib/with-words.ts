import type { Namespace } from '../locales/catalogues.server';

/**
 * A part's code with its words: `hydrateLater(() => withWords(import('./site-footer'), 'siteFooter')…)`.
 * Both are fetched at once, and the part draws only when both have come, so a part first drawn
 * in the browser (after a client-side navigation) never shows a message id. Pass it to
 * `lazyWhenOnline` or `hydrateLater`: a failed fetch is tried again like the code. The fetching
 * itself (lib/words-on-demand.ts) comes with the first part that asks, not in every page's scripts.
 */
export async function withWords<Code>(code: Promise<Code>, ...namespaces: Namespace[]): Promise<Code> {
  const [loaded] = await Promise.all([
    code,
    import('./words-on-demand').then((words) => words.loadWords(...namespaces)),
  ]);
  return loaded;
}
