import type { Route } from './+types/featured';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingPageMeta, loadListingPage, type ListingPageDefinition } from '../features/catalogue/load-listing-page';

// The same products as /collections/featured, which is the address search engines are given.
const PAGE: ListingPageDefinition = {
  source: { kind: 'collections', slugs: ['featured'] },
  canonicalPath: '/collections/featured',
};

export const loader = ({ context, request }: Route.LoaderArgs) => loadListingPage(context, request, PAGE);

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function FeaturedPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} />;
}
