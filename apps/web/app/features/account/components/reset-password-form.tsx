import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordRequestSchema, type ResetPasswordRequest } from '@shop/shared/contracts/auth';
import { PASSWORD_MIN_LENGTH } from '@shop/shared/account-rules';
import { ERRORS } from '@shop/shared/errors';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { useResetPassword } from '../../auth/api/reset-password';
import { AuthCard } from './auth-card';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

/** The emailed link carries its token after '#', which browsers never send to any server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/**
 * Only the page's script can send this form: the link's token sits after '#', which the browser
 * never posts. Until the script runs the button waits, and without JavaScript the page says why.
 */
export function ResetPasswordForm() {
  const t = useT();
  const hydrated = useHydrated();
  const reset = useResetPassword();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [linkRefused, setLinkRefused] = useState(false);
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<ResetPasswordRequest>({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token: '', password: '', confirmPassword: '' },
  });

  useEffect(() => {
    setValue('token', tokenFromHash(window.location.hash));
    // The token has done its job once read: keep it out of history and screenshots.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setLinkRefused(false);
    try {
      setDone((await reset.mutateAsync(values)).message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('auth.somethingWrong'));
      setLinkRefused(error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID');
    }
  });

  const firstError =
    errors.token?.message ?? errors.password?.message ?? errors.confirmPassword?.message ?? failure ?? null;

  return (
    <AuthCard title={t('auth.metaResetTitle')}>
      {done ? (
        <div className="flex flex-col gap-4 text-center">
          <p role="status">{done}</p>
          <LocaleLink to="/login" className={primaryButtonClass}>
            {t('auth.signupLogin')}
          </LocaleLink>
        </div>
      ) : (
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <FormAlert message={firstError} />
          {firstError === ERRORS.RESET_TOKEN_INVALID.message || linkRefused ? (
            <p className="text-sm">
              <LocaleLink to="/forgot-password" className="font-semibold text-maroon-700 underline">
                {t('auth.resetAskNew')}
              </LocaleLink>
            </p>
          ) : null}
          <input type="hidden" {...register('token')} />
          <FormField
            label={t('auth.resetNewPassword')}
            type="password"
            autoComplete="new-password"
            invalid={Boolean(errors.password)}
            hint={t('auth.passwordHint', { min: PASSWORD_MIN_LENGTH })}
            {...register('password')}
          />
          <FormField
            label={t('auth.fieldConfirmPassword')}
            type="password"
            autoComplete="new-password"
            invalid={Boolean(errors.confirmPassword)}
            {...register('confirmPassword')}
          />
          <noscript>
            <p role="note" className="text-sm text-ink-700">
              {t('auth.resetNoscript')}
            </p>
          </noscript>
          <button type="submit" disabled={reset.isPending || !hydrated} className={`w-full ${primaryButtonClass}`}>
            {reset.isPending ? t('auth.saving') : t('auth.resetSubmit')}
          </button>
        </form>
      )}
    </AuthCard>
  );
}
