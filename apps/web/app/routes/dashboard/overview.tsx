import { DashboardOverview } from '../../features/account/components/dashboard-overview';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'My Account', description: 'Your account at a glance.', noIndex: true });

export default function DashboardOverviewPage() {
  return <DashboardOverview user={useSignedInUser()} />;
}
