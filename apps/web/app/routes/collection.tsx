import { redirect } from 'react-router';
import type { Route } from './+types/collection';
import { CollectionListing } from '../features/catalogue/components/collection-listing';
import { collectionPageMeta, loadCollectionPage } from '../features/catalogue/load-collection-page';

export function loader({ context, params }: Route.LoaderArgs) {
  // Old links such as /collections/Jhula land on the one lower-case address of the page.
  const slug = params.slug.toLowerCase();
  if (slug !== params.slug) throw redirect(`/collections/${encodeURIComponent(slug)}`, 301);
  return loadCollectionPage(context, [slug]);
}

export const meta = ({ loaderData }: Route.MetaArgs) => collectionPageMeta(loaderData);

export default function CollectionPage({ params }: Route.ComponentProps) {
  return <CollectionListing slugs={[params.slug]} />;
}
