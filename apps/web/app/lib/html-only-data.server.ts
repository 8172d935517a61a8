import type { ApiClient } from './api-client';
import type { DehydratedQuery } from './html-only-data';
import { prefetch, type AnyQuery } from './prefetch';

/** Per request (its load context): the queries the server's HTML is drawn from but the page does not send. */
const htmlOnly = new WeakMap<object, DehydratedQuery[]>();

/**
 * For the data of parts that hydrate later (lib/hydrate-later.tsx, with `data`): the server draws
 * them from it in full, but it is not sent in the page's hydration data; each part fetches its
 * own when hydration reaches it, keeping the server's HTML until then. Returns what was fetched,
 * for the loader's own use (the product page's structured data reads its first reviews).
 */
export async function prefetchForHtmlOnly(
  context: object,
  api: ApiClient,
  queries: (api: ApiClient) => AnyQuery[],
): Promise<DehydratedQuery[]> {
  const { dehydratedState } = await prefetch(api, queries);
  htmlOnly.set(context, [...(htmlOnly.get(context) ?? []), ...dehydratedState.queries]);
  return dehydratedState.queries;
}

/** What the request's loaders fetched for the server's HTML alone (entry.server.tsx hands it to the render). */
export function htmlOnlyQueries(context: unknown): DehydratedQuery[] {
  return (typeof context === 'object' && context !== null && htmlOnly.get(context)) || [];
}
