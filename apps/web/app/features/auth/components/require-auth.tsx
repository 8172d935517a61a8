import { displayName } from '@shop/shared/account-rules';
import type { UserData } from '@shop/shared/contracts/auth';
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
export function RequireAuth({
  admin = false,
  signedInAs,
  children,
}: {
  admin?: boolean;
  /** Who the server found signed in: said while these pages wait for the script that draws them. */
  signedInAs?: UserData | null;
  children: ReactNode;
}) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') {
    return (
      <>
        <Spinner label="Checking your account" />
        {/* Until the page's script takes over, and for good in a browser without JavaScript. */}
        {signedInAs ? (
          <p className="mx-auto max-w-xl px-4 pb-8 text-center text-ink-900">
            Namaste, {displayName(signedInAs)}! You are signed in.
          </p>
        ) : null}
      </>
    );
  }
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
