import type { UserData } from '@shop/shared/contracts/auth';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useRequestSignInCode } from '../../auth/api/request-sign-in-code';
import { useSignInWithCode } from '../../auth/api/sign-in-with-code';
import { FormAlert, FormField, ONE_TIME_CODE_INPUT, primaryButtonClass, secondaryButtonClass } from './form-field';

type Sent = { phone: string; shown: string; resendAt: number };

/** Seconds left until `at`, ticking once a second while there are any. */
function useSecondsUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null || at <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [at, now]);
  return at === null ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Sign in with a mobile number: a 6-digit code by SMS (or WhatsApp), then the code. The account is
 * made the first time; `onSignedIn` finishes the login as the email form does.
 */
export function PhoneLoginForm({
  onSignedIn,
}: {
  onSignedIn: (userData: UserData, cartMerged?: string) => Promise<void>;
}) {
  const t = useT();
  const requestCode = useRequestSignInCode();
  const signIn = useSignInWithCode();
  const [phone, setPhone] = useState('');
  const [channel, setChannel] = useState<'sms' | 'whatsapp'>('sms');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<Sent | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const waitSeconds = useSecondsUntil(sent?.resendAt ?? null);

  const send = async () => {
    setFailure(null);
    try {
      const answer = await requestCode.mutateAsync({ phone, channel });
      setSent({ phone, shown: answer.phone, resendAt: Date.now() + answer.resendAfterSeconds * 1000 });
      setCode('');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('auth.phoneSendFailed'));
    }
  };

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const onVerify = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return;
    setFailure(null);
    try {
      const { userData, cartMerged } = await signIn.mutateAsync({ phone: sent.phone, code });
      await onSignedIn(userData, cartMerged);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : t('auth.phoneSignInFailed'));
    }
  };

  if (!sent) {
    return (
      <form
        method="post"
        onSubmit={onSend}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t('auth.phoneFormLabel')}
      >
        <FormAlert message={failure} />
        <FormField
          label={t('auth.phoneMobile')}
          type="tel"
          autoComplete="tel-national"
          inputMode="tel"
          placeholder="98765 43210"
          hint={t('auth.phoneHint')}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
        <fieldset className="flex flex-wrap gap-4 text-sm">
          <legend className="mb-1 font-semibold text-ink-900">{t('auth.phoneChannel')}</legend>
          {(['sms', 'whatsapp'] as const).map((option) => (
            <label key={option} className="flex items-center gap-2">
              <input
                type="radio"
                name="channel"
                value={option}
                checked={channel === option}
                onChange={() => setChannel(option)}
              />
              {option === 'sms' ? 'SMS' : 'WhatsApp'}
            </label>
          ))}
        </fieldset>
        <button type="submit" disabled={requestCode.isPending} className={`w-full ${primaryButtonClass}`}>
          {requestCode.isPending ? t('auth.phoneSending') : t('auth.phoneSend')}
        </button>
      </form>
    );
  }

  return (
    <form
      method="post"
      onSubmit={(event) => void onVerify(event)}
      noValidate
      className="flex flex-col gap-4"
      aria-label={t('auth.phoneCodeFormLabel')}
    >
      <FormAlert message={failure} />
      <p className="text-sm text-ink-700" role="status">
        {withSlot(t('auth.phoneSentTo', { phone: SLOT }), <strong>{sent.shown}</strong>)}
      </p>
      <FormField
        label={t('auth.phoneCode')}
        {...ONE_TIME_CODE_INPUT}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
      />
      <button type="submit" disabled={signIn.isPending} className={`w-full ${primaryButtonClass}`}>
        {signIn.isPending ? t('auth.phoneSigningIn') : t('auth.phoneSignIn')}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={waitSeconds > 0 || requestCode.isPending}
          onClick={() => void send()}
        >
          {waitSeconds > 0 ? t('auth.phoneResendIn', { seconds: waitSeconds }) : t('auth.phoneResend')}
        </button>
        <button
          type="button"
          className="font-semibold text-maroon-700 underline"
          onClick={() => {
            setSent(null);
            setFailure(null);
          }}
        >
          {t('auth.phoneChange')}
        </button>
      </div>
    </form>
  );
}
