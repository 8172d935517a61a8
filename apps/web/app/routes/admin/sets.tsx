import { SetsPage } from '../../features/admin/sets/sets-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Complete sets · Admin',
    description: 'Complete shringar sets, their prices and stock.',
    noIndex: true,
  });

export default function AdminSetsRoute() {
  return <SetsPage />;
}
