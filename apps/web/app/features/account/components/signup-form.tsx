import { zodResolver } from '@hookform/resolvers/zod';
import { signupRequestSchema, type SignupRequest } from '@shop/shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/account-rules';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useSearchParams } from 'react-router';
import type { SignupResponse } from '@shop/shared/contracts/auth';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useLocalePath, useT } from '../../../lib/i18n';
import { signupRefusal, type RefusedAuthForm } from '../posted-auth-form';
import { useSession } from '../../auth/api/get-session';
import { useSignUp } from '../../auth/api/sign-up';
import { safeRedirect } from '../../auth/safe-redirect';
import { AuthCard } from './auth-card';
import { EMAIL_INPUT, fieldProblem, FormAlert, FormField, primaryButtonClass } from './form-field';

/** A link of this shop with the page to come back to, kept before its fragment (where a token travels). */
function withRedirect(link: string, redirect: string | null): string {
  if (!redirect) return link;
  const hashAt = link.indexOf('#');
  const [path, hash] = hashAt < 0 ? [link, ''] : [link.slice(0, hashAt), link.slice(hashAt)];
  return `${path}?redirect=${encodeURIComponent(redirect)}${hash}`;
}

/** The page's answer to the form posted without the script (the route's action). */
export type PostedSignup = RefusedAuthForm | SignupResponse;

/**
 * Asks for an account; the emailed link finishes it (confirm-signup.tsx). The answer never says
 * whether the email already has an account: its owner finds out in the inbox.
 */
export function SignupForm({ posted }: { posted?: PostedSignup }) {
  const refused = posted && 'problem' in posted ? posted : undefined;
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const inLocale = useLocalePath();
  const returnTo = inLocale(safeRedirect(redirect, '/dashboard'));
  const t = useT();
  const session = useSession();
  const signUp = useSignUp();
  const [sent, setSent] = useState<SignupResponse | null>(posted && 'message' in posted ? posted : null);
  const [failure, setFailure] = useState<string | null>(refused?.problem ?? null);
  const [postedInvalid, setPostedInvalid] = useState(refused?.invalid ?? []);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SignupRequest>({
    resolver: zodResolver(signupRequestSchema),
    defaultValues: { email: refused?.email ?? '', password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPostedInvalid([]);
    try {
      setSent(await signUp.mutateAsync(values));
    } catch (error) {
      setFailure(error instanceof ApiError ? signupRefusal(error, t('auth.signupFailed')) : t('auth.signupFailed'));
    }
  });

  if (session.status === 'authenticated' && !signUp.isPending) {
    return <Navigate to={returnTo} replace />;
  }

  const firstError = errors.email?.message ?? errors.password?.message ?? errors.confirmPassword?.message ?? null;
  const loginHref = redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';

  if (sent) {
    return (
      <AuthCard title={t('auth.signupCheckEmail')}>
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="text-ink-900">
            {sent.message}
          </p>
          <p className="text-sm text-ink-700">{t('auth.signupLinkOnce')}</p>
          {sent.demoLink ? (
            <p className="rounded-lg border border-gold-400 bg-cream-100 px-3 py-2 text-sm text-ink-900">
              {t('auth.signupDemo')}{' '}
              <a
                href={withRedirect(inLocale(sent.demoLink), redirect)}
                className="font-semibold text-maroon-700 underline"
              >
                {t('auth.signupOpenLink')}
              </a>
            </p>
          ) : null}
          <LocaleLink to={loginHref} className="tap-target font-semibold text-maroon-700 underline">
            {t('auth.backToLogin')}
          </LocaleLink>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.signupTitle')}>
      <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <FormAlert message={firstError ?? failure} />
        <FormField
          label={t('auth.fieldEmail')}
          {...EMAIL_INPUT}
          {...fieldProblem('email', errors.email, postedInvalid)}
          defaultValue={refused?.email}
          {...register('email')}
        />
        <FormField
          label={t('auth.fieldPassword')}
          type="password"
          autoComplete="new-password"
          {...fieldProblem('password', errors.password, postedInvalid)}
          hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
          {...register('password')}
        />
        <FormField
          label={t('auth.fieldConfirmPassword')}
          type="password"
          autoComplete="new-password"
          {...fieldProblem('confirmPassword', errors.confirmPassword, postedInvalid)}
          {...register('confirmPassword')}
        />
        <button type="submit" disabled={signUp.isPending} className={`w-full ${primaryButtonClass}`}>
          {signUp.isPending ? t('auth.signupSubmitting') : t('auth.signupSubmit')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        {t('auth.signupHaveAccount')}{' '}
        <LocaleLink to={loginHref} className="tap-target font-semibold text-maroon-700 underline">
          {t('auth.signupLogin')}
        </LocaleLink>
      </p>
    </AuthCard>
  );
}
