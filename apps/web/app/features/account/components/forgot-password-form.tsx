import { zodResolver } from '@hookform/resolvers/zod';
import { emailRequestSchema, type EmailRequest } from '@shop/shared/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useT } from '../../../lib/i18n';
import type { RefusedAuthForm } from '../posted-auth-form';
import { useRequestPasswordReset } from '../../auth/api/forgot-password';
import { AuthCard } from './auth-card';
import { EMAIL_INPUT, FormAlert, FormField, primaryButtonClass } from './form-field';

/** The page's answer to the form posted without the script (the route's action). */
export type PostedForgotPassword = RefusedAuthForm | { sent: string };

export function ForgotPasswordForm({ posted }: { posted?: PostedForgotPassword }) {
  const t = useT();
  const refused = posted && 'problem' in posted ? posted : undefined;
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<string | null>(posted && 'sent' in posted ? posted.sent : null);
  // A field's own message is shown under it (the scripted form's zod errors); the API's above the form.
  const fieldProblem = refused?.invalid.includes('email') ? refused.problem : undefined;
  const [failure, setFailure] = useState<string | null>(fieldProblem ? null : (refused?.problem ?? null));
  const [postedError, setPostedError] = useState(fieldProblem);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<EmailRequest>({
    resolver: zodResolver(emailRequestSchema),
    defaultValues: { email: refused?.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setPostedError(undefined);
    try {
      setSent((await request.mutateAsync(values)).message);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('auth.somethingWrong'));
    }
  });

  return (
    <AuthCard title={t('auth.metaForgotTitle')}>
      {sent ? (
        <div className="flex flex-col gap-4 text-center">
          <p role="status" className="text-ink-900">
            {sent}
          </p>
          <p className="text-sm text-ink-700">{t('auth.forgotLinkHour')}</p>
          <LocaleLink to="/login" className="tap-target font-semibold text-maroon-700 underline">
            {t('auth.backToLogin')}
          </LocaleLink>
        </div>
      ) : (
        <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
          <p className="text-ink-700">{t('auth.forgotIntro')}</p>
          <FormAlert message={failure} />
          <FormField
            label={t('auth.fieldEmail')}
            {...EMAIL_INPUT}
            error={errors.email?.message ?? postedError}
            autoFocus={Boolean(postedError)}
            defaultValue={refused?.email}
            {...register('email')}
          />
          <button type="submit" disabled={request.isPending} className={`w-full ${primaryButtonClass}`}>
            {request.isPending ? t('auth.sending') : t('auth.forgotSubmit')}
          </button>
          <p className="text-center text-sm">
            <LocaleLink to="/login" className="tap-target font-semibold text-maroon-700 underline">
              {t('auth.backToLogin')}
            </LocaleLink>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
