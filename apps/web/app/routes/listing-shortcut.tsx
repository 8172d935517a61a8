import type { Route } from './+types/listing-shortcut';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingShortcut } from '../features/catalogue/listing-shortcuts';
import { loadListingPage } from '../features/catalogue/load-listing-page.server';
import { listingPageMeta } from '../features/catalogue/listing-page-data';

// Registered once per shortcut (routes.ts): the matched pattern and the route id both name the page.
export const loader = ({ context, request, pattern }: Route.LoaderArgs) =>
  loadListingPage(context, request, listingShortcut(pattern));

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function ListingShortcutPage({ loaderData, matches }: Route.ComponentProps) {
  return <ListingPage page={listingShortcut(matches[1].id)} data={loaderData} />;
}
