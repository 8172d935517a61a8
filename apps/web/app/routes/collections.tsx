import type { Route } from './+types/collections';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { collectionsQuery, useCollections } from '../features/catalogue/api/get-collections';
import { CollectionDirectory } from '../features/catalogue/components/collection-tiles';
import { serverApi } from '../lib/load-context';
import { pageMeta } from '../lib/meta';
import { fetchRequired } from '../lib/prefetch';
import { absoluteUrl, siteOrigin } from '../lib/seo';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { dehydratedState } = await fetchRequired([collectionsQuery(serverApi(context))]);
  return { dehydratedState, url: absoluteUrl(siteOrigin(request), '/collections') };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta({
    title: 'All Collections',
    description:
      'Every collection in one place: dresses for Laddu Gopal, Radha Rani and Mata Rani, festival and seasonal poshak, mukut, jhula, singhasan and jewellery.',
    url: loaderData?.url,
  });

export default function CollectionsPage() {
  const { data } = useCollections();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Collections' }]} />
      <PageTitle title="All Collections">
        <p>Choose your deity, a dress or an accessory, or a collection for the season or the festival.</p>
      </PageTitle>
      {data ? <CollectionDirectory entries={data.data} /> : null}
    </div>
  );
}
