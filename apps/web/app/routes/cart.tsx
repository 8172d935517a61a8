import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { CartPage as CartContents } from '../features/cart/components/cart-page';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Your Cart', description: 'The items in your shopping cart.', noIndex: true });

/** Guests and shoppers alike: a guest's cart is kept under an anonymous cookie and asks for sign-in at checkout. */
export default function CartPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <PageTitle title="Your Cart" />
      <CartContents />
    </div>
  );
}
