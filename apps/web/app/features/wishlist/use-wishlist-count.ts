import { useQuery } from '../../lib/query';
import { useSession, useSummary } from '../auth/api/get-session';
import { wishlistQuery } from './api/get-wishlist';
import { useGuestWishlist } from './guest-wishlist';

/**
 * The one number every wishlist badge shows (header, user menu, mobile bar): the account's list
 * when signed in (its count from the session until the list itself has loaded), this browser's
 * list for a guest, nothing while unknown.
 */
export function useWishlistCount(): number | undefined {
  const session = useSession();
  const summary = useSummary();
  // Read only where the list is shown (the wishlist page): a badge costs no wishlist read.
  const wishlist = useQuery({ ...wishlistQuery(), enabled: false });
  const guest = useGuestWishlist();
  if (session.status === 'authenticated') {
    return wishlist.data?.length ?? summary?.wishlist.length ?? session.user.wishlistCount;
  }
  if (session.status === 'guest') return guest.length;
  return undefined;
}
