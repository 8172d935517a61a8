import { FestivalsPage } from '../../features/admin/festivals/festivals-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Festival calendar · Admin',
    description: 'The festival dates the shop counts to.',
    noIndex: true,
  });

export default function AdminFestivalsRoute() {
  return <FestivalsPage />;
}
