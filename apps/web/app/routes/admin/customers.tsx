import { CustomersPage } from '../../features/admin/customers/components/customers-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Customers', description: 'Customers and newsletter subscribers.', noIndex: true });

export default function AdminCustomersRoute() {
  return <CustomersPage />;
}
