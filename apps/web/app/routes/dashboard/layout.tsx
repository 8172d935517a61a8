import { Outlet } from 'react-router';
import type { Route } from './+types/layout';
import { DashboardNav } from '../../features/account/components/dashboard-nav';
import { pageMessages } from '../../lib/i18n.server';

/** The account's words for every dashboard page: its menu, addresses, the email notice and the guard. */
export function loader({ request }: Route.LoaderArgs) {
  return pageMessages(request, 'account', 'guard');
}

export default function DashboardLayout() {
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <DashboardNav />
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
