import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  contactRequestSchema,
  type ContactRequest,
} from '@shop/shared/contracts/contact';
import { useId, useState } from 'react';
import { useForm, type FieldError, type UseFormRegisterReturn } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client';
import { useT, type Translate } from '../../../lib/i18n';
import type { MessageId } from '../../../locales/catalogues.server';
import { useSendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type FieldName = (typeof FIELDS)[number];

/**
 * What the form says for each problem the shared schema finds, by field and zod issue code, in the
 * page's language (the schema's own messages are English). The server's answers come in the
 * page's language already and are shown as they are.
 */
const PROBLEMS: Record<FieldName, Partial<Record<string, MessageId>>> = {
  name: { invalid_type: 'contact.nameRequired', too_small: 'contact.nameRequired', too_big: 'contact.nameTooLong' },
  email: {
    invalid_type: 'contact.emailRequired',
    too_small: 'contact.emailRequired',
    too_big: 'contact.emailInvalid',
    invalid_format: 'contact.emailInvalid',
  },
  phone: { invalid_format: 'contact.phoneInvalid' },
  message: {
    invalid_type: 'contact.messageRequired',
    too_small: 'contact.messageRequired',
    too_big: 'contact.messageTooLong',
  },
};
const LIMITS: Partial<Record<FieldName, number>> = { name: CONTACT_NAME_MAX, message: CONTACT_MESSAGE_MAX };

function problemText(t: Translate, field: FieldName, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  const id = PROBLEMS[field][error.type];
  return id ? t(id, { max: LIMITS[field] }) : error.message;
}

export function ContactForm() {
  const t = useT();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useSendContactMessage();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<ContactRequest>({
    resolver: zodResolver(contactRequestSchema, undefined, { raw: true }),
    defaultValues: { name: '', email: '', phone: '', message: '' },
    shouldFocusError: true,
  });
  const messageLength = watch('message')?.length ?? 0;

  const onSubmit = handleSubmit((values) => {
    setSent(null);
    setFailure(null);
    send.mutate(values, {
      onSuccess: () => {
        reset();
        setSent(t('contact.sent'));
      },
      onError: (error) => {
        const field = error instanceof ApiError ? firstField(error.fields) : undefined;
        if (error instanceof ApiError && error.status === 400 && field) {
          setError(field, { type: 'server', message: error.message });
          setFocus(field);
          return;
        }
        setFailure(error instanceof ApiError && error.code === 'NETWORK' ? error.message : t('contact.failed'));
      },
    });
  });

  return (
    <form method="post" onSubmit={(event) => void onSubmit(event)} noValidate className="flex max-w-2xl flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('contact.nameLabel')}
          error={problemText(t, 'name', errors.name)}
          input={register('name')}
          autoComplete="name"
        />
        <Field
          label={t('contact.emailLabel')}
          type="email"
          error={problemText(t, 'email', errors.email)}
          input={register('email')}
          autoComplete="email"
          inputMode="email"
        />
      </div>
      <Field
        label={t('contact.phoneLabel')}
        type="tel"
        error={problemText(t, 'phone', errors.phone)}
        input={register('phone')}
        autoComplete="tel-national"
        inputMode="tel"
        hint={t('contact.phoneHint')}
      />
      <Field
        label={t('contact.messageLabel')}
        multiline
        error={problemText(t, 'message', errors.message)}
        input={register('message')}
        hint={t('contact.messageCount', { count: messageLength, max: CONTACT_MESSAGE_MAX })}
      />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={send.isPending}
          className="rounded-full bg-maroon-700 px-6 py-2.5 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70"
        >
          {send.isPending ? t('contact.sending') : t('contact.send')}
        </button>
        <p role="status" className="font-semibold text-leaf-600">
          {sent}
        </p>
      </div>
      {failure ? (
        <p role="alert" className="font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
    </form>
  );
}

function firstField(fields: Record<string, string> | undefined): FieldName | undefined {
  return FIELDS.find((name) => fields?.[name] !== undefined);
}

type FieldProps = {
  label: string;
  input: UseFormRegisterReturn;
  /** The problem to show under the field, in the page's language. */
  error: string | undefined;
  hint?: string;
  multiline?: boolean;
  type?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'tel';
};

function Field({ label, input, error, hint, multiline = false, type = 'text', autoComplete, inputMode }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const className = `w-full rounded-lg border bg-white px-3 py-2 text-ink-900 ${error ? 'border-red-800' : 'border-ink-500'}`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      {multiline ? (
        <textarea
          id={id}
          rows={6}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={className}
          {...input}
        />
      ) : (
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={className}
          {...input}
        />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      ) : null}
    </div>
  );
}
