import { pathWithoutLocale } from '@shop/shared/locale';
import { useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { useT, type Translate } from '../../../lib/i18n';
import { useSession } from '../api/get-session';
import { loginUrl } from '../pending-action';

/** What the login page says to a guest stopped here (spec sections 6 and 8), where the spec has words for it. */
function loginReason(pathname: string, t: Translate): string | undefined {
  const page = pathWithoutLocale(pathname);
  if (page.startsWith('/dashboard/wishlist')) return t('guard.wishlistReason');
  if (page.startsWith('/checkout')) return t('guard.checkoutReason');
  return undefined;
}

/**
 * The route guard (spec section 6): a guest is sent to /login, replacing this entry in history so
 * Back does not return to a page that would only send them away again, and comes back here after
 * logging in. With `admin`, a signed-in customer is sent home instead.
 */
export function RequireAuth({ admin = false, children }: { admin?: boolean; children: ReactNode }) {
  const t = useT();
  const session = useSession();
  const location = useLocation();
  // One object while the page stays: <Navigate> navigates again whenever its state changes, which
  // would restart the login page's loading on every render while it loads.
  const guestState = useMemo(() => ({ message: loginReason(location.pathname, t) }), [location.pathname, t]);
  if (session.status === 'loading') return <Spinner label={t('guard.checking')} />;
  if (session.status === 'guest') {
    return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace state={guestState} />;
  }
  if (admin && !session.user.isAdmin) return <Navigate to="/" replace />;
  return children;
}
