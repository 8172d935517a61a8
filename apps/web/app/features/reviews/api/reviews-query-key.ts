/**
 * Every review query's key begins here, so that a change to any review refreshes them all. On its
 * own so that the home page's quotes do not load the product page's review queries to name it.
 */
export const REVIEWS_QUERY_KEY = ['reviews'] as const;
