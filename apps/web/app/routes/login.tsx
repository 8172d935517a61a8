import { LoginForm } from '../features/account/components/login-form';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({ title: 'Login', description: 'Sign in to see your orders, wishlist and saved addresses.' });

export default function LoginPage() {
  return <LoginForm />;
}
