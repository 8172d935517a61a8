import { ResetPasswordForm } from '../features/account/components/reset-password-form';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Choose a New Password', description: 'Set a new password for your account.', noIndex: true });

export default function ResetPasswordPage() {
  return <ResetPasswordForm />;
}
