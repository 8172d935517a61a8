import { AddressesPage } from '../../features/account/components/addresses-page';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Saved Addresses', description: 'Your saved delivery addresses.', noIndex: true });

export default function DashboardAddressesPage() {
  return <AddressesPage />;
}
