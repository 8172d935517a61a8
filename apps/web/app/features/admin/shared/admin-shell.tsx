import { SHOP_NAME } from '@shop/shared/constants';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../../../components/ui/icons';

/** Every admin section, in the order the owner works through them. */
const ADMIN_SECTIONS = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products', end: false },
  { to: '/admin/stock', label: 'Stock', end: false },
  { to: '/admin/coupons', label: 'Coupons', end: false },
  { to: '/admin/campaigns', label: 'Festival sales', end: false },
  { to: '/admin/festivals', label: 'Festival calendar', end: false },
  { to: '/admin/sets', label: 'Complete sets', end: false },
  { to: '/admin/collections', label: 'Collections', end: false },
  { to: '/admin/blog', label: 'Blog', end: false },
  { to: '/admin/search', label: 'Search', end: false },
  { to: '/admin/orders', label: 'Orders', end: false },
  { to: '/admin/failed-deliveries', label: 'Failed deliveries', end: false },
  { to: '/admin/returns', label: 'Returns', end: false },
  { to: '/admin/reviews', label: 'Reviews', end: false },
  { to: '/admin/customers', label: 'Customers', end: false },
  { to: '/admin/messages', label: 'Contact messages', end: false },
  // Every message the shop sends (WhatsApp, SMS, email), named for the ones an owner looks for first.
  { to: '/admin/emails', label: 'WhatsApp, SMS & email outbox', end: false },
  { to: '/admin/jobs', label: 'Scheduled jobs', end: false },
  { to: '/admin/audit', label: 'Audit log', end: false },
] as const;

/**
 * The back-office frame: a header bar (shop name, Back to shop) and the section navigation. On a
 * desktop the navigation is a sidebar; below the `lg` breakpoint (tablet, phone) it folds behind a
 * Menu button and closes again after a section is chosen.
 */
export function AdminShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="bg-white">
      <div className="border-b border-cream-200 bg-maroon-900 text-white">
        <div className="mx-auto flex max-w-screen-2xl items-center justify-between gap-4 px-4 py-3">
          <div className="flex items-center gap-3">
            <button
              type="button"
              className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-maroon-800 lg:hidden"
              aria-expanded={open}
              aria-controls={navId}
              onClick={() => setOpen((value) => !value)}
            >
              {open ? <CloseIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
              <span className="sr-only">{open ? 'Close admin menu' : 'Open admin menu'}</span>
            </button>
            <p className="font-display text-lg font-bold">
              {SHOP_NAME} <span className="font-sans text-sm font-semibold text-cream-200">Admin</span>
            </p>
          </div>
          <Link to="/" className="rounded-lg px-3 py-2 text-sm font-semibold underline-offset-4 hover:underline">
            Back to shop
          </Link>
        </div>
      </div>
      <div className="mx-auto grid max-w-screen-2xl gap-6 px-4 py-6 lg:grid-cols-[13rem_1fr]">
        <nav id={navId} aria-label="Admin" className={`${open ? 'block' : 'hidden'} lg:block`}>
          <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-1">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.to}>
                <NavLink
                  to={section.to}
                  end={section.end}
                  className={({ isActive }) =>
                    `block rounded-lg px-4 py-2.5 font-semibold ${
                      isActive ? 'bg-maroon-700 text-white' : 'text-ink-900 hover:bg-cream-100 hover:text-maroon-700'
                    }`
                  }
                >
                  {section.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
