import { SignupForm } from '../features/account/components/signup-form';
import { pageMeta } from '../lib/meta';
import { usePendingActionReplay } from '../shell/use-pending-action-replay';

export const meta = () =>
  pageMeta({
    title: 'Create Account',
    description: 'Create an account to track orders and keep your wishlist and addresses.',
  });

export default function SignupPage() {
  const replayPendingAction = usePendingActionReplay();
  return <SignupForm replayPendingAction={replayPendingAction} />;
}
