import { DeliveryAttemptsPage } from '../../features/admin/orders/components/delivery-attempts-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Failed deliveries', description: 'Parcels the courier could not deliver.', noIndex: true });

export default function AdminFailedDeliveriesRoute() {
  return <DeliveryAttemptsPage />;
}
