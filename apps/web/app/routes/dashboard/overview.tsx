import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = () => pageMeta({ title: 'My Account', description: 'Your account at a glance.', noIndex: true });

export default function DashboardOverview() {
  return <SignInRequired title="My Account" shows="your orders, wishlist and saved addresses in one place" />;
}
