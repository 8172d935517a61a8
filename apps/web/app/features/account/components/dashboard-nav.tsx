import { NavLink } from 'react-router';

const LINKS = [
  { to: '/dashboard', label: 'Overview', end: true },
  { to: '/dashboard/profile', label: 'My Profile', end: false },
  { to: '/dashboard/orders', label: 'My Orders', end: false },
  { to: '/dashboard/wishlist', label: 'Wishlist', end: false },
  { to: '/dashboard/reviews', label: 'My Reviews', end: false },
  { to: '/dashboard/addresses', label: 'Saved Addresses', end: false },
];

export function DashboardNav() {
  return (
    <nav aria-label="Account">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                `block rounded-lg px-4 py-2 font-semibold whitespace-nowrap ${
                  isActive ? 'bg-maroon-700 text-white' : 'text-ink-900 hover:bg-cream-100 hover:text-maroon-700'
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
