import { SignupForm } from '../features/account/components/signup-form';
import { pageMeta } from '../lib/meta';

export const meta = () =>
  pageMeta({
    title: 'Create Account',
    description: 'Create an account to track orders and keep your wishlist and addresses.',
  });

export default function SignupPage() {
  return <SignupForm />;
}
