// The search box and its suggestions, a part that hydrates later: its words come with its code
// (lib/words-on-demand.ts). Popular searches are TRENDING_SEARCHES, as the search box offers them.
export default {
  siteSearch: 'Site search',
  searchProducts: 'Search products',
  searchTitle: 'Type a word to search for',
  searchPlaceholder: 'Search dresses, mukut, jhula…',
  searchSuggestions: 'Suggestions',
  searchSuggestionsLabel: 'Search suggestions',
  searchRecent: 'Recent searches',
  searchTrending: 'Trending searches',
  searchCollection: 'Collection',
  searchFailed: 'Search failed',
  searchNone: 'No suggestions for “{typed}”. Press Enter to search.',
  searchClear: 'Clear recent searches',
  'trending:Krishna Dress': 'Krishna Dress',
  'trending:Laddu Gopal': 'Laddu Gopal',
  'trending:Flute': 'Flute',
  'trending:Festival Collection': 'Festival Collection',
  'trending:Peacock Feather': 'Peacock Feather',
};
