import type { MouseEvent } from 'react';
import { useT } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { HeartIcon } from '../../../components/ui/part-icons';
import { useSession, useSummary } from '../../auth/api/get-session';
import { isSessionEnded } from '../../auth/session-events';
import { useAskToLogIn } from '../../auth/use-ask-to-log-in';
import { useUpdateWishlist } from '../api/update-wishlist';
import { addToGuestWishlist, removeFromGuestWishlist, useGuestWishlist } from '../guest-wishlist';
import type { WishlistAction } from '../wishlist-after-login';

export type WishlistToggleProduct = { _id: string; slug: string; name: string };

/**
 * The heart on product pages and cards. Signed in, it flips the product in the account's wishlist.
 * A guest's choice is kept in this browser and they are asked to log in; after login it joins the
 * account and they are back on this page.
 */
export function WishlistToggle({ product, className = '' }: { product: WishlistToggleProduct; className?: string }) {
  const session = useSession();
  // The hearts come with the summary: a page of cards costs no wishlist read.
  const summary = useSummary();
  const guest = useGuestWishlist();
  const update = useUpdateWishlist();
  const askToLogIn = useAskToLogIn();
  const t = useT();

  const saved =
    session.status === 'authenticated'
      ? (summary?.wishlist.includes(product._id) ?? false)
      : guest.some((item) => item._id === product._id);
  const busy = session.status === 'loading' || update.isPending;

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    // Cards are links: the heart must not open the product.
    event.preventDefault();
    event.stopPropagation();
    if (busy) return;

    if (session.status === 'guest') {
      if (saved) {
        removeFromGuestWishlist(product._id);
        toast.success(t('productDetails.wishlistRemoved'));
        return;
      }
      addToGuestWishlist(product);
      const logIn = t('productDetails.wishlistLogIn');
      toast.info(logIn, { id: 'wishlist-login' });
      const action: WishlistAction = { type: 'wishlist', productId: product._id, slug: product.slug };
      void askToLogIn(action, logIn);
      return;
    }

    update.mutate(product._id, {
      onSuccess: (response) => {
        toast.success(response.status ? t('productDetails.wishlistAdded') : t('productDetails.wishlistRemoved'));
      },
      onError: (error) => {
        if (!isSessionEnded(error)) toast.error(t('productDetails.wishlistFailed'));
      },
    });
  };

  return (
    <button
      type="button"
      onClick={onClick}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      aria-label={
        saved
          ? t('productDetails.wishlistRemove', { name: product.name })
          : t('productDetails.wishlistAdd', { name: product.name })
      }
      className={`flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-maroon-700 shadow-sm hover:bg-cream-100 disabled:opacity-60 ${className}`}
    >
      <HeartIcon className={saved ? 'fill-current' : ''} />
    </button>
  );
}
