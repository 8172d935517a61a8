import type { ReactNode } from 'react';
import { ApiError } from '../../../lib/api-client';
import { useSendVerification } from '../api/send-verification';
import { secondaryButtonClass } from './form-field';

/**
 * "Verify your email" with a button that mails the link again (the server allows a few an hour).
 * Order emails go only to a verified address, and an unverified account's cash-on-delivery order
 * waits for this link.
 */
export function VerifyEmailNotice({ email, children }: { email?: string; children?: ReactNode }) {
  const send = useSendVerification();
  const problem = send.error ? (send.error instanceof ApiError ? send.error.message : 'Something went wrong') : null;
  return (
    <section
      aria-labelledby="verify-email-title"
      data-testid="verify-email-notice"
      className="flex flex-col gap-3 rounded-2xl border border-gold-400 bg-cream-100 p-4"
    >
      <h2 id="verify-email-title" className="font-display text-lg font-bold text-maroon-800">
        Verify your email
      </h2>
      {children ?? (
        <p className="text-ink-900">
          We send order updates only to a verified address. Open the link we emailed to{' '}
          {email ? <strong className="break-all">{email}</strong> : 'your account email'} to verify it.
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
        {send.isPending ? 'Sending...' : send.isSuccess ? 'Send the link again' : 'Send verification link'}
      </button>
    </section>
  );
}
