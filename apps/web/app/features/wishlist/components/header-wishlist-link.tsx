import { HEADER_BADGE_CAP } from '@shop/shared/constants';
import { Link } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n';
import { CountBadge } from '../../../components/ui/count-badge';
import { iconButtonClass } from '../../../components/ui/icon-button-class';
import { HeartIcon } from '../../../components/ui/part-icons';
import { useWishlistCount } from '../use-wishlist-count';

export function HeaderWishlistLink() {
  const count = useWishlistCount();
  const t = useT();
  return (
    <Link to={useLocalePath()('/dashboard/wishlist')} className={`${iconButtonClass} relative hidden lg:flex`}>
      <HeartIcon />
      <span className="sr-only">{t('shell.wishlist')}</span>
      <CountBadge count={count} cap={HEADER_BADGE_CAP} label={t('shell.itemsInWishlist')} />
    </Link>
  );
}
