import { OrdersPage } from '../../features/admin/orders/components/orders-page';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'Orders', description: 'Every order of the shop.', noIndex: true });

export default function AdminOrdersRoute() {
  return <OrdersPage />;
}
