import { queryOptions, useQuery, type QueryClient } from '../../../lib/query';
import { createContext, useContext } from 'react';
import type { UserData, UserDataResponse } from '@shop/shared/contracts/auth';
import type { MeSummaryResponse } from '@shop/shared/contracts/me';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { GUEST_CART_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { hasCookie, hasSessionHint } from '../session-hint';
import { logOutOnServer, readSummary, refreshSession } from '../session-refresh';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;
/** The signed-in shopper's summary (cart count, hearts, coupon), read with the session. */
export const SUMMARY_QUERY_KEY = ['me', 'summary'] as const;

/** Who is signed in according to the API (for a server loader's in-process client); null for a guest. */
export async function getSession(api: ApiClient): Promise<UserData | null> {
  try {
    return (await api<UserDataResponse>('/auth/verify')).userData;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * The browser's session, as spec section 4 has it: with a login present, read the summary (which
 * verifies it); when it names nobody, try a refresh and read it again; when that fails too, run the
 * logout flow. Without a login, a guest at once. Public pages carry nothing personal: this one call
 * feeds the account menu, the cart count and the hearts.
 */
export async function loadBrowserSession(client: QueryClient): Promise<UserData | null> {
  if (!(await hasSessionHint())) {
    // A guest with a cart: its count for the header, from the same summary.
    if (await hasCookie(GUEST_CART_HINT_COOKIE)) client.setQueryData(SUMMARY_QUERY_KEY, await readSummary());
    return null;
  }
  let summary = await readSummary();
  if (!summary.user && (await refreshSession())) summary = await readSummary();
  if (summary.user) {
    client.setQueryData<MeSummaryResponse>(SUMMARY_QUERY_KEY, summary);
    return summary.user;
  }
  await logOutOnServer();
  return null;
}

/** The summary read with the session (a guest's when they have a cart); undefined while unknown. */
export function useSummary(): MeSummaryResponse | undefined {
  const session = useSession();
  const query = useQuery<MeSummaryResponse>({
    queryKey: SUMMARY_QUERY_KEY,
    queryFn: readSummary,
    enabled: session.status === 'authenticated',
  });
  return session.status === 'loading' ? undefined : query.data;
}

/** The session query; pass `api` only on the server (no refresh there: cookies cannot be set). */
export function sessionQuery(api?: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ client }) => (api ? getSession(api) : loadBrowserSession(client)),
    retry: false,
  });
}

export type SessionState =
  { status: 'loading'; user: null } | { status: 'authenticated'; user: UserData } | { status: 'guest'; user: null };

/**
 * The shopper a page for one shopper (checkout, the account's pages) was drawn for on the server
 * (routes/require-account.tsx); null on every other page, which is the same for everyone.
 */
export const ServerSessionContext = createContext<UserData | null>(null);

/**
 * Who is shopping. Public pages carry no session: the server (and hydration) render `loading`,
 * and the browser settles it right after. A page for one shopper begins as the shopper the server
 * found, so its first HTML is already theirs and hydrates as it was drawn.
 */
export function useSession(): SessionState {
  const hydrated = useHydrated();
  const drawnFor = useContext(ServerSessionContext);
  const query = useQuery({ ...sessionQuery(), enabled: hydrated });
  if (!hydrated || query.isPending) {
    return drawnFor ? { status: 'authenticated', user: drawnFor } : { status: 'loading', user: null };
  }
  return query.data ? { status: 'authenticated', user: query.data } : { status: 'guest', user: null };
}

/** The signed-in user, for pages inside `<RequireAuth>` (which renders them only then). */
export function useSignedInUser(): UserData {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useSignedInUser is for pages inside <RequireAuth>');
  return session.user;
}
