import { hydrateLater } from '../../../lib/hydrate-later';
import { withWords } from '../../../lib/with-words';

/**
 * The search box as the header and the search page show it: it hydrates on its own
 * (lib/hydrate-later.tsx) and fetches its words with its code. Until then it is a plain GET form to
 * the search page, and what is typed meanwhile is kept (use-typed-before-hydration.ts).
 */
export const SearchForm = hydrateLater(() =>
  withWords(import('./search-form'), 'searchBox').then((module) => module.SearchForm),
);
