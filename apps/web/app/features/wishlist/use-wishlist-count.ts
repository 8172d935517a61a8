import { useSession } from '../auth/api/get-session';
import { useWishlist } from './api/get-wishlist';
import { useGuestWishlist } from './guest-wishlist';

/**
 * The one number every wishlist badge shows (header, user menu, mobile bar): the account's list
 * when signed in (its count from the session until the list itself has loaded), this browser's
 * list for a guest, nothing while unknown.
 */
export function useWishlistCount(): number | undefined {
  const session = useSession();
  const wishlist = useWishlist();
  const guest = useGuestWishlist();
  if (session.status === 'authenticated') return wishlist.data?.length ?? session.user.wishlistCount;
  if (session.status === 'guest') return guest.length;
  return undefined;
}
