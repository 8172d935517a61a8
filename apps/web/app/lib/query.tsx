/* eslint-disable @typescript-eslint/no-explicit-any -- queries and mutations of any shape go through here */
import type {
  DehydratedState,
  keepPreviousData as tanstackKeepPreviousData,
  MutationObserver,
  MutationObserverResult,
  QueryClient,
  QueryKey,
  QueryObserver,
  QueryObserverOptions,
  QueryObserverResult,
  queryOptions as tanstackQueryOptions,
  useMutation as tanstackUseMutation,
  UseMutationOptions,
  useQuery as tanstackUseQuery,
} from '@tanstack/react-query';
import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { importWhenOnline } from './import-when-online';
import type { QueryRuntime } from './query-runtime';

export type { DehydratedState, Query, QueryClient, QueryKey, UseQueryResult } from '@tanstack/react-query';

/*
 * The shop's one way to use queries (decision 0167). TanStack Query is not among a page's first
 * scripts: the server's render has it at once (entry.server.tsx gives each request its client
 * through `QueryLayer`), the browser fetches it right after the page hydrates, or as soon as
 * something needs it. Until it has come, `useQuery` answers from the page's own data (the queries
 * its loaders sent, `QueryData`) exactly as the server drew them: a query the page did not send
 * (the session, the shopper's counts) is still loading, as on the server. Once it has come, every
 * hook here delegates to TanStack's observers as `@tanstack/react-query`'s own hooks do.
 */

type DehydratedQuery = DehydratedState['queries'][number];
type AnyQueryOptions = QueryObserverOptions<any, any, any, any, any>;
type AnyMutationOptions = UseMutationOptions<any, any, any, any>;

/** The server's render (one client per request) and unit tests give the runtime here. */
export const QueryLayer = createContext<QueryRuntime | undefined>(undefined);

let loaded: QueryRuntime | undefined;
let loading: Promise<QueryRuntime> | undefined;
const listeners = new Set<() => void>();

function subscribeToLoad(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const loadedRuntime = () => loaded;

/** Makes `runtime` the browser's (the fetched module's, or a unit test's own client). */
export function publishQueryRuntime(runtime: QueryRuntime) {
  loaded = runtime;
  loading = Promise.resolve(runtime);
  for (const listener of listeners) listener();
}

/** Fetches TanStack Query once (root.tsx starts it when the page has hydrated). Browser only. */
export function loadQueryRuntime(): Promise<QueryRuntime> {
  loading ??= importWhenOnline(() => import('./query-runtime')).then((module) => {
    if (!loaded) publishQueryRuntime(module.browserQueryRuntime());
    return loaded!;
  });
  return loading;
}

/** The browser's query client, for event handlers and effects: `(await queryClient()).setQueryData(…)`. */
export async function queryClient(): Promise<QueryClient> {
  return (await loadQueryRuntime()).client;
}

function useQueryRuntime(): QueryRuntime | undefined {
  const given = useContext(QueryLayer);
  const inBrowser = useSyncExternalStore(subscribeToLoad, loadedRuntime, loadedRuntime);
  return given ?? inBrowser;
}

/**
 * The query client, for code that loads after the page's first scripts (parts hydrated later,
 * dialogs, the pages for one shopper): it waits (suspends) until TanStack Query has come, so it
 * never renders without one. The page's first scripts use `await queryClient()` in their handlers.
 */
export function useQueryClient(): QueryClient {
  const runtime = useQueryRuntime();
  return (runtime ?? use(loadQueryRuntime())).client;
}

/** TanStack Query's `hashKey`: the page's queries are found by it (`queryHash`). */
export function hashKey(queryKey: QueryKey): string {
  return JSON.stringify(queryKey, (_, value: unknown) =>
    isPlainObject(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key]]),
        )
      : value,
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (Object.prototype.toString.call(value) !== '[object Object]') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** TanStack's `queryOptions`, which only types its argument. */
export const queryOptions = ((options: unknown) => options) as unknown as typeof tanstackQueryOptions;

/** TanStack's `keepPreviousData`: a listing keeps its cards while the next page's come. */
export const keepPreviousData = ((previousData: unknown) => previousData) as unknown as typeof tanstackKeepPreviousData;

const PageQueries = createContext<readonly DehydratedQuery[]>([]);

/** The same list as the last render's while its queries are the same ones. */
function useSameQueries(queries: readonly DehydratedQuery[]): readonly DehydratedQuery[] {
  const kept = useRef(queries);
  const same = kept.current.length === queries.length && kept.current.every((query, index) => query === queries[index]);
  if (!same) kept.current = queries;
  return kept.current;
}

/**
 * The page's data (its loaders' `dehydratedState`), as TanStack's `HydrationBoundary` hands it to
 * the cache: queries new to the cache during the render, so a page reached by a link draws from
 * them at once, newer answers to queries it holds after the commit. Before the runtime has come,
 * `useQuery` reads them from here.
 */
export function QueryData({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const runtime = useQueryRuntime();
  const queries = useSameQueries(state.queries);
  const newerAnswers = useMemo(() => {
    if (!runtime) return undefined;
    const cache = runtime.client.getQueryCache();
    const fresh: DehydratedQuery[] = [];
    const newer: DehydratedQuery[] = [];
    for (const query of queries) {
      const held = cache.get(query.queryHash);
      if (!held) fresh.push(query);
      else if (
        query.state.dataUpdatedAt > held.state.dataUpdatedAt ||
        (query.promise &&
          held.state.status !== 'pending' &&
          held.state.fetchStatus !== 'fetching' &&
          query.dehydratedAt > held.state.dataUpdatedAt)
      ) {
        newer.push(query);
      }
    }
    if (fresh.length > 0) runtime.hydrate(runtime.client, { mutations: [], queries: fresh });
    return newer.length > 0 ? newer : undefined;
  }, [runtime, queries]);
  useEffect(() => {
    if (runtime && newerAnswers) runtime.hydrate(runtime.client, { mutations: [], queries: newerAnswers });
  }, [runtime, newerAnswers]);
  return <PageQueries.Provider value={queries}>{children}</PageQueries.Provider>;
}

/** What TanStack's observer would answer on the server for the page's data: sent, or still to fetch. */
function pageAnswer(options: AnyQueryOptions, hash: string, queries: readonly DehydratedQuery[]): QueryObserverResult {
  const state = queries.find((query) => query.queryHash === hash)?.state;
  const answered = state?.status === 'success';
  const data: unknown = answered ? (options.select ? options.select(state.data) : state.data) : undefined;
  const fetching = !answered && options.enabled !== false;
  const answer = {
    data,
    dataUpdatedAt: answered ? state.dataUpdatedAt : 0,
    error: null,
    errorUpdatedAt: 0,
    errorUpdateCount: 0,
    failureCount: 0,
    failureReason: null,
    fetchStatus: fetching ? 'fetching' : 'idle',
    isEnabled: options.enabled !== false,
    isError: false,
    isFetched: answered,
    isFetchedAfterMount: false,
    isFetching: fetching,
    isInitialLoading: fetching,
    isLoading: fetching,
    isLoadingError: false,
    isPaused: false,
    isPending: !answered,
    isPlaceholderData: false,
    isRefetchError: false,
    isRefetching: false,
    isStale: false,
    isSuccess: answered,
    status: answered ? 'success' : 'pending',
    refetch: async () => {
      await (await queryClient()).refetchQueries({ queryKey: options.queryKey, exact: true });
      return answer;
    },
  } as unknown as QueryObserverResult;
  return answer;
}

const noop = () => {};

function useShopQuery(options: AnyQueryOptions): QueryObserverResult {
  const runtime = useQueryRuntime();
  const pageQueries = useContext(PageQueries);
  const [held] = useState<{ observer?: QueryObserver<any, any, any, any, any> }>(() => ({}));
  const defaulted = runtime?.client.defaultQueryOptions(options);
  if (defaulted) defaulted._optimisticResults = 'optimistic';
  if (runtime && defaulted && !held.observer) held.observer = new runtime.QueryObserver(runtime.client, defaulted);
  const observer = held.observer;
  const result = observer && defaulted ? observer.getOptimisticResult(defaulted) : undefined;
  useEffect(() => {
    if (defaulted) observer?.setOptions(defaulted);
  }, [defaulted, observer]);
  useSyncExternalStore(
    useCallback(
      (onStoreChange: () => void) => {
        if (!runtime || !observer) return noop;
        const unsubscribe = observer.subscribe(runtime.notifyManager.batchCalls(onStoreChange));
        observer.updateResult();
        return unsubscribe;
      },
      [runtime, observer],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  );
  // The same answer while the page's data is the same, as an observer's is.
  const hash = options.queryHash ?? hashKey(options.queryKey);
  const enabled = options.enabled !== false;
  const fromPage = useMemo(
    () => (observer ? undefined : pageAnswer({ ...options, enabled }, hash, pageQueries)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the answer depends on these of the options alone
    [observer, hash, enabled, pageQueries],
  );
  if (!observer || !result || !defaulted) return fromPage!;
  return defaulted.notifyOnChangeProps ? result : observer.trackResult(result);
}

/** TanStack's `useQuery` (the same options and result), answered from the page until it has come. */
export const useQuery = useShopQuery as unknown as typeof tanstackUseQuery;

const IDLE = {
  context: undefined,
  data: undefined,
  error: null,
  failureCount: 0,
  failureReason: null,
  isError: false,
  isIdle: true,
  isPaused: false,
  isPending: false,
  isSuccess: false,
  status: 'idle',
  submittedAt: 0,
  variables: undefined,
} as const;

type Callbacks = Parameters<MutationObserver<any, any, any, any>['mutate']>[1];

function useShopMutation(options: AnyMutationOptions) {
  const runtime = useQueryRuntime();
  const [held] = useState<{ observer?: MutationObserver<any, any, any, any>; options: AnyMutationOptions }>(() => ({
    options,
  }));
  if (runtime && !held.observer) held.observer = new runtime.MutationObserver(runtime.client, options);
  const observer = held.observer;
  useEffect(() => {
    held.options = options;
    observer?.setOptions(options);
  }, [held, observer, options]);
  const result = useSyncExternalStore<MutationObserverResult<any, any, any, any> | undefined>(
    useCallback(
      (onStoreChange: () => void) =>
        runtime && observer ? observer.subscribe(runtime.notifyManager.batchCalls(onStoreChange)) : noop,
      [runtime, observer],
    ),
    () => observer?.getCurrentResult(),
    () => observer?.getCurrentResult(),
  );
  // A press before TanStack Query has come waits for it (a moment after the page hydrated).
  const mutateAsync = useCallback(
    async (variables: unknown, callbacks?: Callbacks) => {
      if (!held.observer) {
        const { client, MutationObserver } = await loadQueryRuntime();
        held.observer ??= new MutationObserver(client, held.options);
      }
      return held.observer.mutate(variables, callbacks);
    },
    [held],
  );
  const mutate = useCallback(
    (variables: unknown, callbacks?: Callbacks) => {
      mutateAsync(variables, callbacks).catch(noop);
    },
    [mutateAsync],
  );
  const reset = useCallback(() => held.observer?.reset(), [held]);
  return { ...(result ?? IDLE), reset, mutate, mutateAsync };
}

/** TanStack's `useMutation` (the same options and result); a mutation run before it has come waits for it. */
export const useMutation = useShopMutation as unknown as typeof tanstackUseMutation;
