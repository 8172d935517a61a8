import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'My Orders', description: 'Your orders and their status.', noIndex: true });

export default function OrdersPage() {
  return <SignInRequired title="My Orders" shows="your orders and their status" />;
}
