import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';
import { useSession } from '../../auth/api/get-session';
import { loginUrl } from '../../auth/pending-action';
import { triggerClass } from './header-account-styles';
import { lazyWhenOnline } from '../../../lib/import-when-online';

const AccountMenu = lazyWhenOnline(() => import('./account-menu'));

/** The header's account slot: a login link for visitors, the user menu of spec section 2 once signed in. */
export function HeaderAccount() {
  const session = useSession();
  const location = useLocation();

  if (session.status === 'loading') {
    // Holds the slot's place while the browser learns who is here, so the header does not jump.
    return <span aria-hidden="true" className="h-10 w-10 lg:w-20" />;
  }

  if (session.status === 'guest') {
    const onAuthPage = ['/login', '/signup'].includes(location.pathname);
    return (
      <Link to={onAuthPage ? '/login' : loginUrl(`${location.pathname}${location.search}`)} className={triggerClass}>
        <UserIcon />
        <span className="sr-only lg:not-sr-only">Login</span>
      </Link>
    );
  }

  return (
    <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 lg:w-20" />}>
      <AccountMenu user={session.user} />
    </Suspense>
  );
}
