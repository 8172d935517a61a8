import type { Route } from './+types/jewellery';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['jewellery'];

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function JewelleryPage() {
  return <CollectionListing slugs={SLUGS} />;
}
