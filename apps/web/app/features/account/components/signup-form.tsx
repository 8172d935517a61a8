import { zodResolver } from '@hookform/resolvers/zod';
import { signupRequestSchema, type SignupRequest } from '@shop/shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/account-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../auth/api/get-session';
import { useSignUp } from '../../auth/api/sign-up';
import { safeRedirect } from '../../auth/safe-redirect';
import { useFinishLogin, type PendingActionReplay } from '../../auth/use-finish-login';
import { AuthCard } from './auth-card';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

/** Errors the shopper can act on are shown as the server words them; anything else is the spec's 'Signup failed'. */
const SPOKEN_ERRORS = new Set(['EMAIL_TAKEN', 'VALIDATION_FAILED', 'TOO_MANY_ATTEMPTS', 'NETWORK', 'CSRF_REJECTED']);

/** `replayPendingAction` completes what a guest was stopped on; the route composes it. */
export function SignupForm({ replayPendingAction }: { replayPendingAction: PendingActionReplay }) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const returnTo = safeRedirect(redirect, '/dashboard');
  const session = useSession();
  const signUp = useSignUp();
  const finishLogin = useFinishLogin(replayPendingAction);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const { userData } = await signUp.mutateAsync(values);
      setFinishing(true);
      toast.success('Signup successful!');
      await finishLogin(userData, returnTo);
    } catch (error) {
      setFinishing(false);
      setFailure(error instanceof ApiError && SPOKEN_ERRORS.has(error.code) ? error.message : 'Signup failed');
    }
  });

  if (session.status === 'authenticated' && !finishing && !signUp.isPending) {
    return <Navigate to={returnTo} replace />;
  }
  if (finishing) return <Spinner label="Setting up your account" />;

  const firstError = errors.email?.message ?? errors.password?.message ?? errors.confirmPassword?.message ?? null;
  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  return (
    <AuthCard title="Create Account">
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormAlert message={firstError ?? failure} />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          invalid={Boolean(errors.email)}
          {...register('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.password)}
          hint={`At least ${PASSWORD_MIN_LENGTH} characters, with a letter and a number`}
          {...register('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          invalid={Boolean(errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <button type="submit" disabled={signUp.isPending} className={`w-full ${primaryButtonClass}`}>
          {signUp.isPending ? 'Creating account...' : 'Sign Up'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        Already have an account?{' '}
        <Link to={loginHref} className="font-semibold text-maroon-700 underline">
          Login
        </Link>
      </p>
    </AuthCard>
  );
}
