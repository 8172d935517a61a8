import { DashboardPage } from '../../features/admin/dashboard/components/dashboard-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Admin Dashboard', description: 'Sales, stock and orders at a glance.', noIndex: true });

export default function AdminDashboardRoute() {
  return <DashboardPage />;
}
