import type { Route } from './+types/embroidery';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['embroidery'];

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function EmbroideryPage() {
  return <CollectionListing slugs={SLUGS} />;
}
