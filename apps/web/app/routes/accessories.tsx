import type { Route } from './+types/accessories';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingPageMeta, loadListingPage, type ListingPageDefinition } from '../features/catalogue/load-listing-page';

// The same products as /collections/accessories, which is the address search engines are given.
const PAGE: ListingPageDefinition = {
  source: { kind: 'collections', slugs: ['accessories'] },
  canonicalPath: '/collections/accessories',
};

export const loader = ({ context, request }: Route.LoaderArgs) => loadListingPage(context, request, PAGE);

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function AccessoriesPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} />;
}
