import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Saved Addresses', description: 'Your saved delivery addresses.', noIndex: true });

export default function AddressesPage() {
  return <SignInRequired title="Saved Addresses" shows="the delivery addresses you saved for checkout" />;
}
