import type { Route } from './+types/collections';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { collectionsQuery, useCollections } from '../features/catalogue/api/get-collections';
import { CollectionDirectory } from '../features/catalogue/components/collection-tiles';
import { useT } from '../lib/i18n';
import { pageMessages, serverT } from '../lib/i18n.server';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { fetchRequired } from '../lib/prefetch';
import { canonical, siteOrigin } from '../lib/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { dehydratedState } = await fetchRequired([collectionsQuery(serverApi(context))]);
  const words = pageMessages(request, 'listing');
  const t = serverT(request, 'listing');
  return {
    dehydratedState,
    ...words,
    origin: siteOrigin(request),
    title: t('listing.collectionsTitle'),
    description: t('listing.collectionsDescription'),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
    ...canonical(loaderData, '/collections'),
  });

export default function CollectionsPage() {
  const t = useT();
  const { data } = useCollections();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: t('shell.home'), to: '/' }, { label: t('listing.crumbCollections') }]} />
      <PageTitle title={t('listing.collectionsTitle')}>
        <p>{t('listing.collectionsLead')}</p>
      </PageTitle>
      {data ? <CollectionDirectory entries={data.data} /> : null}
    </div>
  );
}
