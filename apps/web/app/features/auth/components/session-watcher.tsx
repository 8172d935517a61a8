import { pathWithoutLocale } from '@shop/shared/locale';
import { queryClient as loadedQueryClient, useQueryClient } from '../../../lib/query';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { setSessionRenewer } from '../../../lib/api-client';
import { SESSION_QUERY_KEY } from '../api/get-session';
import { clearSessionData } from '../clear-session-data';
import { loginUrl } from '../pending-action';
import { announceSessionEnded, SESSION_ENDED_EVENT } from '../session-events';
import { refreshSession } from '../session-refresh';

const AUTH_PAGES = ['/login', '/signup', '/signup/confirm', '/forgot-password', '/reset-password'];

// Registered as the module loads, before any query of the page can run into an expired session.
if (typeof window !== 'undefined') {
  setSessionRenewer(async (announceEnd) => {
    const user = await refreshSession();
    if (user) {
      (await loadedQueryClient()).setQueryData(SESSION_QUERY_KEY, user);
      return true;
    }
    if (announceEnd) announceSessionEnded();
    return false;
  });
}

/**
 * Mounted once in the page shell: when a call finds no session (spec: 'Please Login First' on a
 * 401), the user and their data are forgotten here and they are sent to log in, to come back.
 */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    const onEnded = () => {
      // Only once per ending: further 401s (queries still settling) must not clear and refetch again.
      if (queryClient.getQueryData(SESSION_QUERY_KEY) !== null) clearSessionData(queryClient);
      toast.error(t('shell.loginFirst'), { id: 'please-login-first' });
      if (!AUTH_PAGES.includes(pathWithoutLocale(location.pathname))) void navigate(loginUrl(here), { replace: true });
    };
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [queryClient, navigate, location.pathname, here, t]);

  return null;
}
