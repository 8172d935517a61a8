import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SESSION_QUERY_KEY } from './api/get-session';
import { clearSessionData } from './clear-session-data';
import { loginUrl, savePendingAction, type PendingAction } from './pending-action';

/**
 * Sends a guest to log in and back to this page, keeping `action` to complete once they have.
 * A session the server no longer knows is forgotten first, or the login page would take them for
 * signed in. `message` is shown on the login page (why they were sent there).
 */
export function useAskToLogIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  return useCallback(
    (action: PendingAction, message?: string) => {
      if (queryClient.getQueryData(SESSION_QUERY_KEY)) clearSessionData(queryClient);
      savePendingAction(action);
      return navigate(loginUrl(here), message ? { state: { message } } : undefined);
    },
    [queryClient, navigate, here],
  );
}
