import type { Route } from './+types/featured';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['featured'];

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function FeaturedPage() {
  return <CollectionListing slugs={SLUGS} />;
}
