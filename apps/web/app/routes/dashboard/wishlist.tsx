import type { Route } from './+types/wishlist';
import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { wordsMeta } from '../../lib/page-words';
import { pageWords } from '../../lib/page-words.server';

export function loader({ request }: Route.LoaderArgs) {
  return pageWords(request, {
    namespaces: ['account'],
    title: 'account.metaWishlistTitle',
    description: 'account.metaWishlistDescription',
  });
}

export const meta = ({ loaderData }: Route.MetaArgs) => wordsMeta(loaderData);

export default function DashboardWishlistPage() {
  return <WishlistPage />;
}
