import { SignInRequired } from '../../features/account/components/sign-in-required';
import { pageMeta } from '../../lib/meta';

export const meta = () =>
  pageMeta({ title: 'My Profile', description: 'Your name, email and account settings.', noIndex: true });

export default function ProfilePage() {
  return <SignInRequired title="My Profile" shows="your name, email and account settings" />;
}
