import type { Query, QueryClient } from '../../lib/query';
import { SESSION_QUERY_KEY } from './api/get-session';

const notSession = (query: Query) => query.queryKey[0] !== SESSION_QUERY_KEY[0];

/**
 * Forgets the signed-in user and everything fetched as them (spec: logout clears the user and
 * stored data). Queries that only run for a signed-in user stop as soon as the session is gone;
 * once they have, their data is dropped. Queries still on screen (the catalogue) stay and refresh.
 */
export function clearSessionData(queryClient: QueryClient): void {
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.removeQueries({ predicate: (query) => notSession(query) && !query.isActive() });
  // After React has re-rendered with no user, the queries that need one are no longer active.
  setTimeout(() => {
    queryClient.removeQueries({ predicate: (query) => notSession(query) && !query.isActive() });
    void queryClient.invalidateQueries({ predicate: notSession, refetchType: 'active' });
  }, 0);
}
