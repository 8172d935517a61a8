import { Outlet } from 'react-router';
import type { Route } from './+types/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { pageMessages } from '../lib/i18n.server';

/** The guard's words (the admin itself stays English). */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, 'guard');
}

/** The admin area: guests log in first; customers are sent home. */
export default function RequireAdminLayout() {
  return (
    <RequireAuth admin>
      <Outlet />
    </RequireAuth>
  );
}
