import { Outlet } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';

/** The admin area: guests log in first; customers are sent home. */
export default function RequireAdminLayout() {
  return (
    <RequireAuth admin>
      <Outlet />
    </RequireAuth>
  );
}
