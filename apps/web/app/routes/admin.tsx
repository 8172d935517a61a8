import { PageTitle } from '../components/ui/page-title';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta({ title: 'Admin Dashboard', description: 'Shop administration.', noIndex: true });

export default function AdminPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title="Admin Dashboard">
        <p>This area is for shop administrators.</p>
      </PageTitle>
    </div>
  );
}
