import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserData, UserDataResponse } from '@shop/shared/contracts/auth';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { useHydrated } from '../../../lib/use-hydrated';
import { hasSessionHint } from '../session-hint';
import { logOutOnServer, refreshSession, verifySession } from '../session-refresh';

export const SESSION_QUERY_KEY = ['auth', 'session'] as const;

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
 * The browser's session, as spec section 4 has it: with a login present, verify it; when that
 * fails, try a refresh; when that fails too, run the logout flow. Without a login, a guest at once.
 */
export async function loadBrowserSession(): Promise<UserData | null> {
  if (!(await hasSessionHint())) return null;
  const verified = await verifySession();
  if (verified) return verified;
  const renewed = await refreshSession();
  if (renewed) return renewed;
  await logOutOnServer();
  return null;
}

/** The session query; pass `api` only on the server (no refresh there: cookies cannot be set). */
export function sessionQuery(api?: ApiClient) {
  return queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: () => (api ? getSession(api) : loadBrowserSession()),
    retry: false,
  });
}

export type SessionState =
  { status: 'loading'; user: null } | { status: 'authenticated'; user: UserData } | { status: 'guest'; user: null };

/**
 * Who is shopping. Sessions live in httpOnly cookies the server page does not resolve, so the
 * server (and hydration) render `loading`; the browser settles it right after.
 */
export function useSession(): SessionState {
  const hydrated = useHydrated();
  const query = useQuery({ ...sessionQuery(), enabled: hydrated });
  if (!hydrated || query.isPending) return { status: 'loading', user: null };
  return query.data ? { status: 'authenticated', user: query.data } : { status: 'guest', user: null };
}

/** The signed-in user, for pages inside `<RequireAuth>` (which renders them only then). */
export function useSignedInUser(): UserData {
  const session = useSession();
  if (session.status !== 'authenticated') throw new Error('useSignedInUser is for pages inside <RequireAuth>');
  return session.user;
}
