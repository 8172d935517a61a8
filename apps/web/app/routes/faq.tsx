import type { Route } from './+types/faq';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { FaqList } from '../features/content/components/faq-list';
import { contentPageData } from '../features/content/content-page.server';
import { faqJsonLd } from '../features/content/faq-entries';
import { faqGroups } from '../features/content/faq-groups.server';
import { useLocalePath, useT } from '../lib/i18n';
import { serverT } from '../lib/i18n.server';
import { pageMeta } from '../lib/meta';
import { canonical } from '../lib/seo';

export function loader({ request }: Route.LoaderArgs) {
  const page = contentPageData(request, 'faq');
  return { ...page, groups: faqGroups(serverT(request, 'faq', 'shippingPolicy'), page.locale) };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? [
        ...pageMeta({ ...loaderData.seo, ...canonical(loaderData, '/faq') }),
        { 'script:ld+json': faqJsonLd(loaderData.groups) },
      ]
    : [];

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('shell.home'), to: localePath('/') }, { label: t('faq.crumb') }]} />
      <PageTitle title={t('faq.title')}>
        <p>{t('faq.lead')}</p>
      </PageTitle>
      <FaqList groups={loaderData.groups} />
    </div>
  );
}
