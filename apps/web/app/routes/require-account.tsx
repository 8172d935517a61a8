import { Outlet } from 'react-router';
import type { Route } from './+types/require-account';
import { getSession, ServerSessionContext } from '../features/auth/api/get-session';
import { RequireAuth } from '../features/auth/components/require-auth';
import { pageMessages } from '../lib/i18n.server';
import { serverApi } from '../lib/load-context';

/**
 * Who is signed in, read on the server for the first page only: the page is drawn for them in its
 * first HTML (a phone shows their checkout before the script arrives), and a browser without
 * JavaScript, just signed in through the login form's post, gets its page.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { signedInAs: await getSession(serverApi(context)), ...pageMessages(request, 'guard') };
}

/** Later pages are reached by the page's script, which knows the session itself. */
export function clientLoader() {
  return { signedInAs: null };
}

/** Checkout, order confirmation and the dashboard need an account; drawn on the server for the shopper it found. */
export default function RequireAccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <ServerSessionContext.Provider value={loaderData.signedInAs}>
      <RequireAuth>
        <Outlet />
      </RequireAuth>
    </ServerSessionContext.Provider>
  );
}
