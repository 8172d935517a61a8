import { CampaignsPage } from '../../features/admin/campaigns/campaigns-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Festival sales · Admin', description: 'Festival sales and their limits.', noIndex: true });

export default function AdminCampaignsRoute() {
  return <CampaignsPage />;
}
