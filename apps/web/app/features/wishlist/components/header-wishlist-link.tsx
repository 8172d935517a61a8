import { Link } from 'react-router';
import { HeartIcon } from '../../../components/ui/icons';
import { iconButtonClass } from '../../../components/ui/icon-button-class';

export function HeaderWishlistLink() {
  return (
    <Link to="/dashboard/wishlist" className={`${iconButtonClass} hidden lg:flex`}>
      <HeartIcon />
      <span className="sr-only">Wishlist</span>
    </Link>
  );
}
