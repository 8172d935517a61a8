import { WishlistPage } from '../../features/wishlist/components/wishlist-page';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Wishlist', description: 'The items you saved for later.', noIndex: true });

export default function DashboardWishlistPage() {
  return <WishlistPage />;
}
