import { MOBILE_BADGE_CAP } from '@shop/shared/constants';
import { memo, type ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useLocalePath, useT } from '../../lib/i18n';
import { CountBadge } from '../ui/count-badge';
import { CartIcon, HeartIcon, HomeIcon, UserIcon } from '../ui/part-icons';

type MobileBottomBarProps = {
  /** Supplied by the wishlist and cart features once they count; no badge until then. */
  wishlistCount?: number;
  cartCount?: number;
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex flex-1 flex-col items-center gap-0.5 py-2 text-xs font-semibold ${isActive ? 'text-maroon-700' : 'text-ink-700'}`;

/**
 * Phones only (under 768 px): the four places a shopper goes most, always in thumb's reach. The
 * last fifth is the chat's (floating-actions.tsx draws it there, with its code that comes later).
 */
export const MobileBottomBar = memo(function MobileBottomBar({ wishlistCount, cartCount }: MobileBottomBarProps) {
  const t = useT();
  return (
    <nav
      aria-label={t('shell.quickLinksNav')}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-cream-200 bg-cream-50/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="flex pr-[20%]">
        <BarItem to="/" end label={t('shell.home')} icon={<HomeIcon />} />
        <BarItem
          to="/dashboard/wishlist"
          label={t('shell.wishlist')}
          icon={<HeartIcon />}
          badge={<CountBadge count={wishlistCount} cap={MOBILE_BADGE_CAP} label={t('shell.itemsInWishlist')} />}
        />
        <BarItem
          to="/cart"
          label={t('shell.cart')}
          icon={<CartIcon />}
          badge={<CountBadge count={cartCount} cap={MOBILE_BADGE_CAP} label={t('shell.itemsInCart')} />}
        />
        <BarItem to="/dashboard" end label={t('shell.account')} icon={<UserIcon />} />
      </ul>
    </nav>
  );
});

function BarItem({
  to,
  end = false,
  label,
  icon,
  badge,
}: {
  to: string;
  end?: boolean;
  label: string;
  icon: ReactNode;
  badge?: ReactNode;
}) {
  return (
    <li className="flex flex-1">
      <NavLink to={useLocalePath()(to)} end={end} className={itemClass}>
        <span className="relative">
          {icon}
          {badge}
        </span>
        {label}
      </NavLink>
    </li>
  );
}
