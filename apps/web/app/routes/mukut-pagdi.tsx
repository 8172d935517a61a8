import type { Route } from './+types/mukut-pagdi';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['mukut-pagdi'];

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function MukutPagdiPage() {
  return <CollectionListing slugs={SLUGS} />;
}
