import { hashKey, useQueryClient, type DehydratedState } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { ApiClient } from './api-client';
import { prefetch, type AnyQuery } from './prefetch';

type DehydratedQuery = DehydratedState['queries'][number];

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

/** The server's render reads them here (root.tsx); in the browser there are none. */
export const HtmlOnlyQueries = createContext<DehydratedQuery[]>([]);

/** The fetch each waiting query started, shared by every render until it settles. */
const arriving = new Map<string, Promise<unknown>>();

/**
 * Suspends, in the browser, until every query has an answer (data or an error): a part hydrated
 * later waits in the server's HTML for its data as for its code. The server already has them.
 */
export function useQueriesAnswered(queries: AnyQuery[]) {
  const client = useQueryClient();
  if (typeof document === 'undefined') return;
  const waiting = queries.filter((query) => {
    const state = client.getQueryState(query.queryKey);
    return state?.data === undefined && state?.status !== 'error';
  });
  if (waiting.length === 0) return;
  const key = waiting.map((query) => hashKey(query.queryKey)).join();
  let answered = arriving.get(key);
  if (!answered) {
    answered = Promise.all(waiting.map((query) => client.prefetchQuery(query))).finally(() => arriving.delete(key));
    arriving.set(key, answered);
  }
  use(answered);
}
