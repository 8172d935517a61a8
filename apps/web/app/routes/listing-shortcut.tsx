import type { Route } from './+types/listing-shortcut';
import { ListingPage } from '../features/catalogue/components/listing-view';
import { listingShortcut } from '../features/catalogue/listing-shortcuts';
import { loadListingPage } from '../features/catalogue/load-listing-page.server';
import { listingPageMeta } from '../features/catalogue/listing-page-data';
import { ListingSets, listingSetsQueries } from '../features/sets/listing-sets';

// Registered once per shortcut (routes.ts): the matched pattern and the route id both name the page.
export const loader = ({ context, request, pattern }: Route.LoaderArgs) => {
  const page = listingShortcut(pattern);
  return loadListingPage(context, request, page, listingSetsQueries(page.source));
};

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function ListingShortcutPage({ loaderData, matches }: Route.ComponentProps) {
  const page = listingShortcut(matches[1].id);
  return <ListingPage page={page} data={loaderData} above={<ListingSets source={page.source} />} />;
}
