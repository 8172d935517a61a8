import { queryClient } from '../../lib/query';
import { useCallback } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { SESSION_QUERY_KEY } from './api/get-session';
import { clearSessionData } from './clear-session-data';
import { loginUrl, savePendingAction, type PendingAction } from './pending-action';

/**
 * Sends a guest to log in and back to `here` (this page's path and query), keeping `action` to
 * complete once they have. A session the server no longer knows is forgotten first, or the login
 * page would take them for signed in. `message` is shown on the login page (why they were sent there).
 */
export async function askToLogIn(navigate: NavigateFunction, here: string, action: PendingAction, message?: string) {
  const client = await queryClient();
  if (client.getQueryData(SESSION_QUERY_KEY)) clearSessionData(client);
  savePendingAction(action);
  return navigate(loginUrl(here), message ? { state: { message } } : undefined);
}

/** `askToLogIn` from this page. */
export function useAskToLogIn() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return useCallback(
    (action: PendingAction, message?: string) => askToLogIn(navigate, here, action, message),
    [navigate, here],
  );
}
