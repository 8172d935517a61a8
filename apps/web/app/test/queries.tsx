import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { publishQueryRuntime, QueryLayer } from '../lib/query';
import { queryRuntime } from '../lib/query-runtime';

/**
 * A unit test's TanStack Query: the client it arranges answers the shop's hooks (lib/query.tsx)
 * at once, as the browser's does once it has come, and `await queryClient()` in handlers.
 */
export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  const runtime = useMemo(() => queryRuntime(client), [client]);
  useEffect(() => publishQueryRuntime(runtime), [runtime]);
  return <QueryLayer.Provider value={runtime}>{children}</QueryLayer.Provider>;
}
