import type { Route } from './+types/faq';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { FaqList } from '../features/content/components/faq-list';
import { FAQ_GROUPS, faqJsonLd } from '../features/content/faq-entries';
import { pageMeta } from '../lib/meta';
import { canonical, originLoader } from '../lib/seo';

export const loader = originLoader;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  ...pageMeta({
    title: 'Frequently Asked Questions',
    description:
      'Answers about idol dress sizes, delivery times and charges, returns, refunds, payments and caring for dresses.',
    ...canonical(loaderData, '/faq'),
  }),
  { 'script:ld+json': faqJsonLd(FAQ_GROUPS) },
];

export default function FaqPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'FAQ' }]} />
      <PageTitle title="Frequently Asked Questions">
        <p>Quick answers about sizes, delivery, returns and payments.</p>
      </PageTitle>
      <FaqList groups={FAQ_GROUPS} />
    </div>
  );
}
