import { ForgotPasswordForm } from '../features/account/components/forgot-password-form';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Forgot Password', description: 'Get a link to choose a new password.', noIndex: true });

export default function ForgotPasswordPage() {
  return <ForgotPasswordForm />;
}
