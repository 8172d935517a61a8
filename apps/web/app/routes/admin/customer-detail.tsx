import { useParams } from 'react-router';
import { CustomerDetailPage } from '../../features/admin/customers/components/customer-detail-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Customer', description: "A customer's profile, addresses and orders.", noIndex: true });

export default function AdminCustomerDetailRoute() {
  const { userId = '' } = useParams();
  return <CustomerDetailPage key={userId} userId={userId} />;
}
