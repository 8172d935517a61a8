import { OrderDetailPage } from '../../features/admin/orders/components/order-detail-page';
import { pageMeta } from '../../lib/meta';
import type { Route } from './+types/order-detail';

export const meta = () => pageMeta({ title: 'Order details', description: 'One order of the shop.', noIndex: true });

export default function AdminOrderDetailRoute({ params }: Route.ComponentProps) {
  // Keyed by the order, so its forms start empty when another order is opened.
  return <OrderDetailPage key={params.orderId} orderId={params.orderId} />;
}
