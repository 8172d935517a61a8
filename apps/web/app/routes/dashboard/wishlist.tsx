import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Wishlist', description: 'The items you saved for later.', noIndex: true });

export default function WishlistPage() {
  return <SignInRequired title="Wishlist" shows="the dresses and accessories you saved for later" />;
}
