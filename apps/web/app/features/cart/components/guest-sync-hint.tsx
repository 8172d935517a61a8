import { Link } from 'react-router';
import { useSession } from '../../auth/api/get-session';

/** Only a guest's cart lives on one device; a signed-in shopper's already follows the account. */
export function GuestSyncHint() {
  if (useSession().status !== 'guest') return null;
  return (
    <p className="text-center text-xs text-ink-700">
      <Link to="/login?redirect=%2Fcart" className="font-semibold text-maroon-700 underline">
        Log in
      </Link>{' '}
      to keep your cart on every device
    </p>
  );
}
