import { Outlet } from 'react-router';
import { RequireAuth } from '../features/auth/components/require-auth';

/** Checkout, order confirmation and the dashboard need an account; rendered in the browser only. */
export default function RequireAccountLayout() {
  return (
    <RequireAuth>
      <Outlet />
    </RequireAuth>
  );
}
