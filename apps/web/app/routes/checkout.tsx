import { Breadcrumb } from '../components/ui/breadcrumb';
import { PageTitle } from '../components/ui/page-title';
import { CheckoutPage as CheckoutContents } from '../features/checkout/components/checkout-page';
import { pageMeta } from '../lib/meta';

export const meta = () => pageMeta({ title: 'Checkout', description: 'Complete your order.', noIndex: true });

/** Guests never get here: the require-account layout sends them to log in first. */
export default function CheckoutPage() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Cart', to: '/cart' }, { label: 'Checkout' }]} />
      <PageTitle title="Checkout" />
      <CheckoutContents />
    </div>
  );
}
