import { LoginForm } from '../features/account/components/login-form';
import { pageMeta } from '../lib/meta';
import { usePendingActionReplay } from '../shell/use-pending-action-replay';

export const meta = () =>
  pageMeta({ title: 'Login', description: 'Sign in to see your orders, wishlist and saved addresses.' });

export default function LoginPage() {
  const replayPendingAction = usePendingActionReplay();
  return <LoginForm replayPendingAction={replayPendingAction} />;
}
