import { Outlet } from 'react-router';
import type { Route } from './+types/require-admin';
import { RequireAuth } from '../features/auth/components/require-auth';
import { pageMessages } from '../lib/i18n.server';
import type { PageHandle } from '../lib/page-handle';

/** The back office is English only: no /hi twin, so no language switch leads to one. */
export const handle: PageHandle = { hindi: false };

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
