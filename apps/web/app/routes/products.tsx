import type { Route } from './+types/products';
import { ListingPage } from '../features/catalogue/components/listing-view';
import { loadListingPage } from '../features/catalogue/load-listing-page.server';
import { listingPageMeta, type ListingPageDefinition } from '../features/catalogue/listing-page-data';
import { ListingSets, listingSetsQueries } from '../features/sets/listing-sets';

const PAGE: ListingPageDefinition = {
  source: { kind: 'all' },
  title: 'listing.allProductsTitle',
  description: 'listing.allProductsDescription',
};

export const loader = ({ context, request }: Route.LoaderArgs) =>
  loadListingPage(context, request, PAGE, listingSetsQueries(PAGE.source));

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} above={<ListingSets source={PAGE.source} />} />;
}
