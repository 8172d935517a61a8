import type { Route } from './+types/seasonal';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingPageMeta, loadListingPage, type ListingPageDefinition } from '../features/catalogue/load-listing-page';

const PAGE: ListingPageDefinition = {
  source: { kind: 'collections', slugs: ['summer', 'winter'] },
  title: 'Seasonal Collection',
  description: 'Light cotton dresses for summer and warm woollen dresses for winter, for Laddu Gopal and every deity.',
};

export const loader = ({ context, request }: Route.LoaderArgs) => loadListingPage(context, request, PAGE);

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function SeasonalPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} />;
}
