import type { Route } from './+types/products';
import { ListingPage } from '../features/catalogue/components/listing-page';
import { listingPageMeta, loadListingPage, type ListingPageDefinition } from '../features/catalogue/load-listing-page';

const PAGE: ListingPageDefinition = {
  source: { kind: 'all' },
  title: 'Shop All Products',
  description:
    'Every dress, mukut, pagdi, jhula, singhasan and piece of jewellery for Laddu Gopal, Radha Rani, Mata Rani and Radha Krishna.',
};

export const loader = ({ context, request }: Route.LoaderArgs) => loadListingPage(context, request, PAGE);

export const meta = ({ loaderData }: Route.MetaArgs) => listingPageMeta(loaderData);

export default function ProductsPage({ loaderData }: Route.ComponentProps) {
  return <ListingPage page={PAGE} data={loaderData} />;
}
