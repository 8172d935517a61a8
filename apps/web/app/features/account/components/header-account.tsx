import { Link } from 'react-router';
import { UserIcon } from '../../../components/ui/icons';

/** The header's account slot: a login link for visitors. */
export function HeaderAccount() {
  return (
    <Link
      to="/login"
      className="flex h-10 items-center gap-1 rounded-full px-2 font-semibold text-ink-900 hover:bg-cream-100 hover:text-maroon-700"
    >
      <UserIcon />
      <span className="sr-only lg:not-sr-only">Login</span>
    </Link>
  );
}
