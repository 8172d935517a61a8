import { dehydrate, type DehydratedState, type FetchQueryOptions } from '@tanstack/react-query';
import { data } from 'react-router';
import { ApiError, type ApiClient } from './api-client';
import { makeQueryClient } from './query-client';

export type LoaderData = { dehydratedState: DehydratedState };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- queries of any shape may be prefetched together
export type AnyQuery = FetchQueryOptions<any, any, any, any>;

/**
 * Server loaders prefetch their queries into a per-request cache and hand it to the page
 * dehydrated; the root hydrates it into the browser's cache, so the first render has the data.
 * A failing query is left out, and the page's own error state takes over in the browser.
 */
export async function prefetch(api: ApiClient, queries: (api: ApiClient) => AnyQuery[]): Promise<LoaderData> {
  const queryClient = makeQueryClient();
  await Promise.all(queries(api).map((query) => queryClient.prefetchQuery(query)));
  return { dehydratedState: dehydrate(queryClient) };
}

/**
 * For pages that are nothing without their data (a product, a collection): fetches every query
 * once, without retry (a missing page stays missing and the visitor is waiting), and turns an
 * API 404 — or a 400 for an address the API cannot even parse — into the page's own 404, whose
 * data (for the route's ErrorBoundary) `missing` makes.
 */
export async function fetchRequired<TData>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the key and error types do not matter here
  queries: FetchQueryOptions<TData, any, TData, any>[],
  missing?: () => Promise<unknown>,
): Promise<LoaderData & { results: TData[] }> {
  const queryClient = makeQueryClient();
  try {
    const results = await Promise.all(queries.map((query) => queryClient.fetchQuery({ ...query, retry: false })));
    return { dehydratedState: dehydrate(queryClient), results };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data(missing ? await missing() : null, { status: 404 });
    }
    throw error;
  }
}
