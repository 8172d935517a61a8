/** The search page's address for some words. */
export function searchHref(term: string): string {
  return `/search?q=${encodeURIComponent(term.trim())}`;
}
