import { createContext, use } from 'react';
import type { AnyQuery } from './prefetch';
import { hashKey, useQueryClient, type DehydratedState } from './query';

export type DehydratedQuery = DehydratedState['queries'][number];

/**
 * The queries the server's HTML is drawn from but the page does not send
 * (`prefetchForHtmlOnly`, lib/html-only-data.server.ts): the server's render reads them here
 * (root.tsx); in the browser there are none.
 */
export const HtmlOnlyQueries = createContext<DehydratedQuery[]>([]);

/** The fetch each waiting query started, shared by every render until it settles. */
const arriving = new Map<string, Promise<unknown>>();

/**
 * Suspends, in the browser, until every query has an answer (data or an error): a part hydrated
 * later waits in the server's HTML for its data as for its code (and for TanStack Query, which
 * `useQueryClient` waits for). The server already has them.
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
