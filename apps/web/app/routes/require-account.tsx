import { Outlet } from 'react-router';
import type { Route } from './+types/require-account';
import { getSession } from '../features/auth/api/get-session';
import { RequireAuth } from '../features/auth/components/require-auth';
import { pageMessages } from '../lib/i18n.server';
import { serverApi } from '../lib/load-context';

/**
 * Who is signed in, read on the server for the first page only: a browser without JavaScript (just
 * signed in through the login form's post) is told it is signed in.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { signedInAs: await getSession(serverApi(context)), ...pageMessages(request, 'guard') };
}

/** Later pages are reached by the page's script, which knows the session itself. */
export function clientLoader() {
  return { signedInAs: null };
}

/** Checkout, order confirmation and the dashboard need an account; rendered in the browser only. */
export default function RequireAccountLayout({ loaderData }: Route.ComponentProps) {
  return (
    <RequireAuth signedInAs={loaderData.signedInAs}>
      <Outlet />
    </RequireAuth>
  );
}
