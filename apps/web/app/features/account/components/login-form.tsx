import { zodResolver } from '@hookform/resolvers/zod';
import { loginRequestSchema, type LoginRequest, type UserData } from '@shop/shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useLocale, useT } from '../../../lib/i18n';
import { useSession } from '../../auth/api/get-session';
import { useLogIn } from '../../auth/api/log-in';
import { pageAfterLogin } from '../../auth/page-after-login';
import { useFinishLogin, type PendingActionReplay } from '../../auth/use-finish-login';
import { AuthCard } from './auth-card';
import type { RefusedAuthForm } from '../posted-auth-form';
import { EMAIL_INPUT, fieldProblem, FormAlert, FormField, primaryButtonClass } from './form-field';
import { PhoneLoginForm } from './phone-login-form';

/** Why the visitor was sent here, when a page said (e.g. 'Please login to add items to your wishlist'). */
function useRedirectMessage(): string | null {
  const state: unknown = useLocation().state;
  if (typeof state === 'object' && state !== null && 'message' in state && typeof state.message === 'string') {
    return state.message;
  }
  return null;
}

/**
 * `replayPendingAction` completes what a guest was stopped on; the route composes it. `posted` is
 * the page's answer to the form posted without the script (the route's action): shown the same way.
 */
export function LoginForm({
  replayPendingAction,
  posted,
}: {
  replayPendingAction: PendingActionReplay;
  posted?: RefusedAuthForm;
}) {
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const locale = useLocale();
  const reason = useRedirectMessage();
  const t = useT();
  const session = useSession();
  const logIn = useLogIn();
  const finishLogin = useFinishLogin(replayPendingAction);
  const [finishing, setFinishing] = useState(false);
  const [failure, setFailure] = useState<string | null>(posted?.problem ?? null);
  const [postedInvalid, setPostedInvalid] = useState(posted?.invalid ?? []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: posted?.email ?? '', password: '' },
  });

  const finish = async (userData: UserData, cartMerged?: string) => {
    setFinishing(true);
    try {
      await finishLogin(userData, pageAfterLogin(redirect, userData, locale), cartMerged);
    } catch (error) {
      setFinishing(false);
      throw error;
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPostedInvalid([]);
    try {
      const { userData, cartMerged } = await logIn.mutateAsync(values);
      await finish(userData, cartMerged);
    } catch (error) {
      setFinishing(false);
      setFailure(error instanceof ApiError ? error.message : t('auth.loginFailed'));
    }
  });

  if (session.status === 'authenticated' && !finishing && !logIn.isPending) {
    return <Navigate to={pageAfterLogin(redirect, session.user, locale)} replace />;
  }
  if (finishing) return <Spinner label={t('auth.loginFinishing')} />;

  const firstError = errors.email?.message ?? errors.password?.message ?? null;
  const signupHref = redirect ? `/signup?redirect=${encodeURIComponent(redirect)}` : '/signup';

  return (
    <AuthCard title={t('auth.loginTitle')} wide>
      {reason ? (
        <p role="note" className="mb-4 rounded-lg bg-cream-100 px-3 py-2 font-semibold text-maroon-800">
          {reason}
        </p>
      ) : null}
      {/* Phone first: most shoppers arrive on a phone and read SMS and WhatsApp before email. */}
      <div className="grid gap-8 md:grid-cols-2 md:gap-10">
        <section>
          <h2 className="mb-4 text-lg font-bold text-ink-900">{t('auth.loginWithPhone')}</h2>
          <PhoneLoginForm onSignedIn={finish} />
        </section>
        <section className="border-t border-cream-200 pt-6 md:border-t-0 md:border-l md:pt-0 md:pl-10">
          <h2 className="mb-4 text-lg font-bold text-ink-900">{t('auth.loginWithEmail')}</h2>
          <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
            <FormAlert message={firstError ?? failure} />
            <FormField
              label={t('auth.fieldEmail')}
              {...EMAIL_INPUT}
              {...fieldProblem('email', errors.email, postedInvalid)}
              defaultValue={posted?.email}
              {...register('email')}
            />
            <FormField
              label={t('auth.fieldPassword')}
              type="password"
              autoComplete="current-password"
              {...fieldProblem('password', errors.password, postedInvalid)}
              {...register('password')}
            />
            <p className="-mt-2 text-right text-sm">
              <LocaleLink to="/forgot-password" className="font-semibold text-maroon-700 underline">
                {t('auth.loginForgot')}
              </LocaleLink>
            </p>
            <button type="submit" disabled={logIn.isPending} className={`w-full ${primaryButtonClass}`}>
              {logIn.isPending ? t('auth.loginSubmitting') : t('auth.loginSubmit')}
            </button>
          </form>
        </section>
      </div>
      <p className="mt-6 text-center text-sm text-ink-700">
        {t('auth.loginNewHere')}{' '}
        <LocaleLink to={signupHref} className="font-semibold text-maroon-700 underline">
          {t('auth.loginCreateAccount')}
        </LocaleLink>
      </p>
    </AuthCard>
  );
}
