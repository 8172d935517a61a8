import { ERRORS } from '@shop/shared/errors';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api-client';
import { LocaleLink, useLocalePath, useT } from '../../../lib/i18n';
import { useFormMessage } from '../../../lib/form-messages';
import { toast } from '../../../lib/toast';
import { useConfirmSignup } from '../../auth/api/confirm-signup';
import { safeRedirect } from '../../auth/safe-redirect';
import { useFinishLogin, type PendingActionReplay } from '../../auth/use-finish-login';
import { AuthCard } from './auth-card';
import { FormAlert, FormField, primaryButtonClass } from './form-field';

/** The emailed link carries its token after '#', which browsers never send to any server. */
function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}

/** Asked of a browser other than the one that signed up: it must show it knows the password. */
const PASSWORD_ASKED = new Set(['SIGNUP_PASSWORD_NEEDED', 'SIGNUP_PASSWORD_WRONG']);

/**
 * Where the emailed sign-up link lands: the account is created, the browser signed in, and the
 * shopper taken where signing up leads (the page they came from, or the action they were stopped on).
 * Opened in another browser than the one that signed up (a phone's mail app), it first asks for the
 * password chosen then, so a link someone else asked for cannot make the account with their password.
 */
export function ConfirmSignup({ replayPendingAction }: { replayPendingAction: PendingActionReplay }) {
  const [searchParams] = useSearchParams();
  const t = useT();
  const say = useFormMessage();
  const inLocale = useLocalePath();
  const returnTo = inLocale(safeRedirect(searchParams.get('redirect'), '/dashboard'));
  const confirm = useConfirmSignup();
  const finishLogin = useFinishLogin(replayPendingAction);
  const [failure, setFailure] = useState<string | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  const token = useRef('');
  // The link works once: a second run of the effect (a remount in development) must not spend it again.
  const started = useRef(false);

  const open = useCallback(
    (password?: string) => {
      confirm.mutate(
        { token: token.current, ...(password === undefined ? {} : { password }) },
        {
          onSuccess: async ({ userData, cartMerged }) => {
            toast.success(t('auth.confirmSuccess'));
            await finishLogin(userData, returnTo, cartMerged);
          },
          onError: (error) => {
            // The first ask is said above the field, in the page's words; a wrong password in the API's.
            if (error instanceof ApiError && PASSWORD_ASKED.has(error.code)) {
              setAsked(error.code === 'SIGNUP_PASSWORD_NEEDED' ? ERRORS.SIGNUP_PASSWORD_NEEDED.message : error.message);
            } else setFailure(error instanceof ApiError ? error.message : t('auth.signupFailed'));
          },
        },
      );
    },
    [confirm, finishLogin, returnTo, t],
  );

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    token.current = tokenFromHash(window.location.hash);
    // The token has done its job once read: keep it out of history and screenshots.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
    if (!token.current) {
      setFailure(ERRORS.SIGNUP_LINK_INVALID.message);
      return;
    }
    open();
  }, [open]);

  if (failure) {
    return (
      <AuthCard title={t('auth.signupTitle')}>
        <div className="flex flex-col gap-4 text-center">
          <FormAlert message={failure} />
          <LocaleLink to="/signup" className={primaryButtonClass}>
            {t('auth.confirmAgain')}
          </LocaleLink>
          <p className="text-sm text-ink-700">
            {t('auth.confirmFinished')}{' '}
            <LocaleLink to="/login" className="font-semibold text-maroon-700 underline">
              {t('auth.signupLogin')}
            </LocaleLink>
          </p>
        </div>
      </AuthCard>
    );
  }
  if (!asked) return <Spinner label={t('auth.confirmCreating')} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = new FormData(event.currentTarget).get('password');
    open(typeof password === 'string' ? password : '');
  };
  const prompt = ERRORS.SIGNUP_PASSWORD_NEEDED.message;
  return (
    <AuthCard title={t('auth.signupTitle')}>
      <form method="post" onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-ink-900">{t('auth.confirmOtherBrowser', { prompt: say(prompt) })}</p>
        <FormAlert message={asked === prompt ? null : asked} />
        <FormField
          label={t('auth.fieldPassword')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          invalid={asked !== prompt}
        />
        <button type="submit" disabled={confirm.isPending} className={`w-full ${primaryButtonClass}`}>
          {confirm.isPending ? t('auth.signupSubmitting') : t('auth.signupTitle')}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-ink-700">
        {t('auth.confirmNotAsked')}{' '}
        <LocaleLink to="/signup" className="font-semibold text-maroon-700 underline">
          {t('auth.confirmAgain')}
        </LocaleLink>
      </p>
    </AuthCard>
  );
}
