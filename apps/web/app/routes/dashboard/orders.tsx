import { OrdersSummary } from '../../features/account/components/orders-summary';
import { useSignedInUser } from '../../features/auth/api/get-session';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'My Orders', description: 'Your orders and their status.', noIndex: true });

export default function OrdersPage() {
  return <OrdersSummary user={useSignedInUser()} />;
}
