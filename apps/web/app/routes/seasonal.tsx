import type { Route } from './+types/seasonal';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['summer', 'winter'];
const PAGE = {
  title: 'Seasonal Collection',
  description: 'Light cotton dresses for summer and warm woollen dresses for winter, for Laddu Gopal and every deity.',
};

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData, PAGE);

export default function SeasonalPage() {
  return <CollectionListing slugs={SLUGS} title={PAGE.title} intro={PAGE.description} />;
}
