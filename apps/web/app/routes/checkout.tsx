import { Link } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { AccountsOpenSoon } from '../features/account/components/accounts-open-soon';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta({ title: 'Checkout', description: 'Complete your order.', noIndex: true });

export default function CheckoutPage() {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title="Checkout">
        <p>There is nothing to check out yet: your cart is empty.</p>
      </PageTitle>
      <AccountsOpenSoon />
      <p>
        <Link
          to="/collections"
          className="rounded-full bg-maroon-700 px-8 py-3 font-semibold text-white hover:bg-maroon-800"
        >
          Continue Shopping
        </Link>
      </p>
    </div>
  );
}
