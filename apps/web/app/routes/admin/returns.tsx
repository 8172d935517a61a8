import { ReturnsPage } from '../../features/admin/returns/components/returns-page';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Returns', description: 'Return requests to decide.', noIndex: true });

export default function AdminReturnsRoute() {
  return <ReturnsPage />;
}
