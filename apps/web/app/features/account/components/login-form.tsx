import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { AccountsOpenSoon } from './accounts-open-soon';
import { AuthCard } from './auth-card';

const submitClass =
  'w-full rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white disabled:cursor-not-allowed disabled:bg-ink-500';

/** The fields are shown disabled until sign-in is wired to POST /api/v1/auth/login. */
export function LoginForm() {
  return (
    <AuthCard title="Login">
      <AccountsOpenSoon />
      <form className="mt-6" onSubmit={(event) => event.preventDefault()}>
        <fieldset disabled className="flex flex-col gap-4">
          <legend className="sr-only">Sign in with your email and password</legend>
          <TextField label="Email" name="email" type="email" autoComplete="email" required />
          <TextField label="Password" name="password" type="password" autoComplete="current-password" required />
          <button type="submit" className={submitClass}>
            Login
          </button>
        </fieldset>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        New here?{' '}
        <Link to="/signup" className="font-semibold text-maroon-700 underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
