import { ConfirmSignup } from '../features/account/components/confirm-signup';
import { pageMeta } from '../lib/meta';
import { usePendingActionReplay } from '../shell/use-pending-action-replay';

export const meta = () =>
  pageMeta({ title: 'Create Account', description: 'Finish creating your account.', noIndex: true });

export default function SignupConfirmPage() {
  const replayPendingAction = usePendingActionReplay();
  return <ConfirmSignup replayPendingAction={replayPendingAction} />;
}
