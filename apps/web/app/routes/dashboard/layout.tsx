import { Outlet } from 'react-router';
import { DashboardNav } from '../../features/account/components/dashboard-nav';

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
