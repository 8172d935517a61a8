import type { Route } from './+types/heavy-dress';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingPageMeta, loadListingPage, type ListingPageDefinition } from '../features/catalogue/load-listing-page';

// The same products as /collections/heavy-dress, which is the address search engines are given.
const PAGE: ListingPageDefinition = {
  source: { kind: 'collections', slugs: ['heavy-dress'] },
  canonicalPath: '/collections/heavy-dress',
};

export const loader = ({ context, request }: Route.LoaderArgs) => loadListingPage(context, request, PAGE);

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function HeavyDressPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} />;
}
