import { Suspense, type ReactNode } from 'react';
import { pathWithoutLocale } from '@shop/shared/locale';
import { useLocation } from 'react-router';
import { LocaleLink, useT } from '../../../lib/i18n';
import { UserIcon } from '../../../components/ui/part-icons';
import { useSession } from '../../auth/api/get-session';
import { loginUrl } from '../../auth/pending-action';
import { triggerClass } from './header-account-styles';
import { lazyWhenOnline } from '../../../lib/import-when-online';
import { withWords } from '../../../lib/with-words';

// The menu's code and its words come once the browser knows a shopper is signed in: a visitor
// never needs them.
const AccountMenu = lazyWhenOnline(() => withWords(import('./account-menu'), 'accountMenu'));

/**
 * Holds the slot's place, at the size of both the login link and the menu's trigger, while the
 * browser learns who is here: the public page is the same for everyone, so the header neither
 * jumps nor flashes 'Login' at a signed-in shopper.
 */
function AccountPlaceholder() {
  return (
    <span role="status" className="h-10 w-full">
      <span className="sr-only">{useT()('shell.accountLoading')}</span>
    </span>
  );
}

/**
 * One width for every state of the slot (the menu's trigger caps the name to fit), so the icons
 * beside it stay where the page painted them when the session settles.
 */
function Slot({ children }: { children: ReactNode }) {
  return <div className="flex h-10 w-11 shrink-0 justify-end lg:w-44">{children}</div>;
}

/** The header's account slot: a login link for visitors, the user menu of spec section 2 once signed in. */
export function HeaderAccount() {
  const session = useSession();
  const location = useLocation();
  const t = useT();

  if (session.status === 'loading') {
    return (
      <Slot>
        <AccountPlaceholder />
      </Slot>
    );
  }

  if (session.status === 'guest') {
    const onAuthPage = ['/login', '/signup'].includes(pathWithoutLocale(location.pathname));
    return (
      <Slot>
        <LocaleLink
          to={onAuthPage ? '/login' : loginUrl(`${location.pathname}${location.search}`)}
          className={triggerClass}
        >
          <UserIcon />
          <span className="sr-only lg:not-sr-only">{t('shell.login')}</span>
        </LocaleLink>
      </Slot>
    );
  }

  return (
    <Slot>
      <Suspense fallback={<AccountPlaceholder />}>
        <AccountMenu user={session.user} />
      </Suspense>
    </Slot>
  );
}
