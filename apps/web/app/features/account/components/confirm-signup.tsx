import { ERRORS } from '@shop/shared/errors';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useConfirmSignup } from '../../auth/api/confirm-signup';
import { safeRedirect } from '../../auth/safe-redirect';
import { useFinishLogin, type PendingActionReplay } from '../../auth/use-finish-login';
import { AuthCard } from './auth-card';
import { FormAlert, primaryButtonClass } from './form-field';

/** The emailed link carries its token after '#', which browsers never send to any server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Where the emailed sign-up link lands: the account is created, the browser signed in, and the
 * shopper taken where signing up leads (the page they came from, or the action they were stopped on).
 */
export function ConfirmSignup({ replayPendingAction }: { replayPendingAction: PendingActionReplay }) {
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirect(searchParams.get('redirect'), '/dashboard');
  const confirm = useConfirmSignup();
  const finishLogin = useFinishLogin(replayPendingAction);
  const [failure, setFailure] = useState<string | null>(null);
  // The link works once: a second run of the effect (a remount in development) must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = tokenFromHash(window.location.hash);
    // The token has done its job once read: keep it out of history and screenshots.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token) {
      setFailure(ERRORS.SIGNUP_LINK_INVALID.message);
      return;
    }
    confirm.mutate(
      { token },
      {
        onSuccess: async ({ userData }) => {
          toast.success('Signup successful!');
          await finishLogin(userData, returnTo);
        },
        onError: (error) => {
          setFailure(error instanceof ApiError ? error.message : 'Signup failed');
        },
      },
    );
  }, [confirm, finishLogin, returnTo]);

  if (!failure) return <Spinner label="Creating your account" />;
  return (
    <AuthCard title="Create Account">
      <div className="flex flex-col gap-4 text-center">
        <FormAlert message={failure} />
        <Link to="/signup" className={primaryButtonClass}>
          Sign up again
        </Link>
        <p className="text-sm text-ink-700">
          Already finished signing up?{' '}
          <Link to="/login" className="font-semibold text-maroon-700 underline">
            Login
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
