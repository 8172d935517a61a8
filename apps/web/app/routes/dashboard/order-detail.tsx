import { Link } from 'react-router';
import type { Route } from './+types/order-detail';
import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({ title: `Order ${params.orderId}`, description: 'The details of your order.', noIndex: true });

export default function OrderDetailPage({ params }: Route.ComponentProps) {
  return (
    <SignInRequired title={`Order ${params.orderId}`} shows="this order’s status, items and delivery address">
      <p className="flex flex-wrap gap-4 font-semibold">
        <Link to={`/track-order/${encodeURIComponent(params.orderId)}`} className="text-maroon-700 underline">
          Track Order
        </Link>
        <Link to="/dashboard/orders" className="text-maroon-700 underline">
          Back to Orders
        </Link>
      </p>
    </SignInRequired>
  );
}
