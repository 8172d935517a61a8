import { hydrate, MutationObserver, notifyManager, QueryObserver, type QueryClient } from '@tanstack/react-query';
import { makeQueryClient } from './query-client';

/**
 * TanStack Query's runtime, which lib/query.tsx's hooks delegate to: imported at once by the
 * server's render (entry.server.tsx, one client per request), fetched by the browser right after
 * the page hydrates (decision 0167).
 */
export function queryRuntime(client: QueryClient) {
  return { client, hydrate, MutationObserver, notifyManager, QueryObserver };
}

export type QueryRuntime = ReturnType<typeof queryRuntime>;

/** The browser's one cache for the tab. */
export function browserQueryRuntime(): QueryRuntime {
  return queryRuntime(makeQueryClient());
}
