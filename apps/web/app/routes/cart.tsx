import { Link } from 'react-router';
import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Your Cart', description: 'The items in your shopping cart.', noIndex: true });

export default function CartPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart' }]} />
      <PageTitle title="Your Cart" />
      <div className="flex flex-col items-center gap-4 rounded-2xl bg-cream-100 px-4 py-16 text-center">
        <p className="text-xl font-semibold text-ink-900">Your cart is empty</p>
        <Link
          to="/collections"
          className="rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          Start Shopping
        </Link>
      </div>
    </div>
  );
}
