import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../components/ui/page-title';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Order Confirmation', description: 'The confirmation of your order.', noIndex: true });

const buttonClass = 'rounded-full bg-maroon-700 px-6 py-2 font-semibold text-white hover:bg-maroon-800';

export default function OrderConfirmationPage() {
  const [searchParams] = useSearchParams();
  const orderId = searchParams.get('orderId')?.trim();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <PageTitle title="Order Confirmation">
        {orderId ? (
          <p>
            Order number: <strong className="text-ink-900">{orderId}</strong>. Its details and status are in your
            account under My Orders.
          </p>
        ) : (
          <p>No order was given. Your orders and their status are in your account under My Orders.</p>
        )}
      </PageTitle>
      <p className="flex flex-wrap gap-3">
        {orderId ? (
          <Link to={`/track-order/${encodeURIComponent(orderId)}`} className={buttonClass}>
            Track Order
          </Link>
        ) : null}
        <Link to="/dashboard/orders" className={buttonClass}>
          My Orders
        </Link>
      </p>
    </div>
  );
}
