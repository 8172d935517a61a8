import { useMatches } from 'react-router';

/**
 * What a route tells the frame around its pages (React Router's `handle`, read by every page
 * under it). `hindi: false`: its pages have no twin under /hi (the back office).
 */
export type PageHandle = { hindi?: false };

/** Whether the page shown has a Hindi twin (and the Hindi page an English one): the language switch leads there. */
export function useHasOtherLanguage(): boolean {
  return !useMatches().some((match) => (match.handle as PageHandle | undefined)?.hindi === false);
}
