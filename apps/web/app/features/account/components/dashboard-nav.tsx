import { NavLink } from 'react-router';
import { useLocalePath, useT } from '../../../lib/i18n';

const LINKS = [
  { to: '/dashboard', label: 'account.navOverview', end: true },
  { to: '/dashboard/profile', label: 'account.navProfile', end: false },
  { to: '/dashboard/orders', label: 'account.navOrders', end: false },
  { to: '/dashboard/wishlist', label: 'account.navWishlist', end: false },
  { to: '/dashboard/reviews', label: 'account.navReviews', end: false },
  { to: '/dashboard/addresses', label: 'account.navAddresses', end: false },
  { to: '/dashboard/idols', label: 'account.navIdols', end: false },
] as const;

export function DashboardNav() {
  const t = useT();
  const inLocale = useLocalePath();
  return (
    <nav aria-label={t('account.nav')}>
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={inLocale(link.to)}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-lg px-4 py-2 font-semibold whitespace-nowrap ${
                  isActive ? 'bg-maroon-700 text-white' : 'text-ink-900 hover:bg-cream-100 hover:text-maroon-700'
                }`
              }
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
