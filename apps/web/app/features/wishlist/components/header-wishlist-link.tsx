import { HEADER_BADGE_CAP } from '@shop/shared/constants';
import { Link } from 'react-router';
import { CountBadge } from '../../../components/ui/count-badge';
import { iconButtonClass } from '../../../components/ui/icon-button-class';
import { HeartIcon } from '../../../components/ui/icons';
import { useWishlistCount } from '../use-wishlist-count';

export function HeaderWishlistLink() {
  const count = useWishlistCount();
  return (
    <Link to="/dashboard/wishlist" className={`${iconButtonClass} relative hidden lg:flex`}>
      <HeartIcon />
      <span className="sr-only">Wishlist</span>
      <CountBadge count={count} cap={HEADER_BADGE_CAP} label="items in wishlist" />
    </Link>
  );
}
