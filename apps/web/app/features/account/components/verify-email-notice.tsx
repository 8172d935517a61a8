import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n';
import { SLOT, withSlot } from '../../../lib/message-slot';
import { useSendVerification } from '../api/send-verification';
import { secondaryButtonClass } from './form-field';

/**
 * "Verify your email" with a button that mails the link again (the server allows a few an hour).
 * Order emails go only to a verified address (a cash-on-delivery order held for this link before
 * such orders needed a proven phone is placed by it too).
 */
export function VerifyEmailNotice({ email, children }: { email?: string; children?: ReactNode }) {
  const t = useT();
  const send = useSendVerification();
  const problem = send.error
    ? send.error instanceof ApiError
      ? send.error.message
      : t('account.somethingWrong')
    : null;
  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-notice"
      className="flex flex-col gap-3 rounded-2xl border border-gold-400 bg-cream-100 p-4"
    >
      <h2 id="verify-email-title" className="font-display text-lg font-bold text-maroon-800">
        {t('account.noticeTitle')}
      </h2>
      {children ?? (
        <p className="text-ink-900">
          {withSlot(
            t('account.noticeBody', { email: SLOT }),
            email ? <strong className="break-all">{email}</strong> : t('account.yourAccountEmail'),
          )}
        </p>
      )}
      {send.isSuccess ? (
        <p role="status" className="font-semibold text-leaf-600">
          {send.data.message}
        </p>
      ) : null}
      {problem ? (
        <p role="alert" className="font-semibold text-red-800">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        onClick={() => send.mutate()}
        disabled={send.isPending}
        className={`self-start ${secondaryButtonClass}`}
      >
        {send.isPending ? t('account.sending') : send.isSuccess ? t('account.noticeAgain') : t('account.noticeSend')}
      </button>
    </section>
  );
}
