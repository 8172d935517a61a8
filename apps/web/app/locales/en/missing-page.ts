// The missing page (404) and its suggestions, a part that hydrates later: its words come with its
// code (lib/words-on-demand.ts).
export default {
  notFoundTitle: 'Page not found',
  notFoundBody: 'The page you are looking for has moved or never existed.',
  notFoundHome: 'Go to Home',
  notFoundBrowse: 'Browse Collections',
  missingSearch: 'Search the shop for “{query}”',
  missingSimilar: 'You May Like These',
};
