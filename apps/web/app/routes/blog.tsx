import { PageTitle } from '../components/ui/page-title';
import { BlogList } from '../features/content/components/blog-list';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Blog',
    description:
      'Guides on idol dress sizes, festival preparation, seasonal shringar and caring for your Thakur Ji’s dresses.',
  });

export default function BlogPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <PageTitle title="Blog">
        <p>Guides and ideas for dressing and caring for your deity, season by season.</p>
      </PageTitle>
      <BlogList />
    </div>
  );
}
