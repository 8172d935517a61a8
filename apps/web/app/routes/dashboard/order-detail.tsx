import { SUPPORT_PHONE } from '@shop/shared/constants';
import { Link } from 'react-router';
import type { Route } from './+types/order-detail';
import { PageTitle } from '../../components/ui/page-title';
import { pageMeta } from '../../lib/meta';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMeta({ title: `Order ${params.orderId}`, description: 'The details of your order.', noIndex: true });

export default function OrderDetailPage({ params }: Route.ComponentProps) {
  return (
    <div className="flex flex-col gap-6">
      <PageTitle title={`Order ${params.orderId}`}>
        <p>The details of this order are not shown on this page yet. For its status, call {SUPPORT_PHONE}.</p>
      </PageTitle>
      <p className="flex flex-wrap gap-4 font-semibold">
        <Link to={`/track-order/${encodeURIComponent(params.orderId)}`} className="text-maroon-700 underline">
          Track Order
        </Link>
        <Link to="/dashboard/orders" className="text-maroon-700 underline">
          Back to Orders
        </Link>
      </p>
    </div>
  );
}
