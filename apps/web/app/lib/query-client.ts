import { QueryClient } from '@tanstack/react-query';
import { QUERY_STALE_TIME_MS } from '@shop/shared/constants';

/** One per browser tab (lib/query-runtime.ts); one per request on the server, so nothing leaks between visitors. */
export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, retry: 1, refetchOnWindowFocus: false },
    },
  });
}
