import { CollectionsPage } from '../../features/admin/content/collections-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Collections · Admin',
    description: 'Deities, categories and collections in English and Hindi.',
    noIndex: true,
  });

export default function AdminCollectionsRoute() {
  return <CollectionsPage />;
}
