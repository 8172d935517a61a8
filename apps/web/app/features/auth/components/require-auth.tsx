import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useSession } from '../api/get-session';
import { loginUrl } from '../pending-action';

/** What the login page says to a guest stopped here (spec sections 6 and 8), where the spec has words for it. */
function loginReason(pathname: string): string | undefined {
  if (pathname.startsWith('/dashboard/wishlist')) return 'Please login to manage your wishlist';
  if (pathname.startsWith('/checkout')) {
    return 'Please log in to continue with checkout. Your order, its invoice and delivery updates are kept in your account, and your cart comes with you.';
  }
  return undefined;
}

/**
 * The route guard (spec section 6): a guest is sent to /login, replacing this entry in history so
 * Back does not return to a page that would only send them away again, and comes back here after
 * logging in. With `admin`, a signed-in customer is sent home instead.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner label="Checking your account" />;
  if (session.status === 'guest') {
    return (
      <Navigate
        to={loginUrl(`${location.pathname}${location.search}`)}
        replace
        state={{ message: loginReason(location.pathname) }}
      />
    );
  }
  if (admin && !session.user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
