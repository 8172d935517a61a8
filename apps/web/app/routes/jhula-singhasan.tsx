import type { Route } from './+types/jhula-singhasan';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

const SLUGS = ['jhula-singhasan'];

export const loader = ({ context }: Route.LoaderArgs) => loadCollectionPage(context, SLUGS);

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function JhulaSinghasanPage() {
  return <CollectionListing slugs={SLUGS} />;
}
