import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useFormMessage } from '../../../lib/form-messages';

type FormFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string;
  /** Shown under the field. */
  error?: string;
  /** Marks the field as wrong when the message is shown elsewhere (one alert for the whole form). */
  invalid?: boolean;
  hint?: ReactNode;
};

const inputClass = (invalid: boolean) =>
  `w-full rounded-lg border bg-white px-3 py-2 text-ink-900 read-only:bg-cream-100 read-only:text-ink-700 disabled:cursor-not-allowed disabled:bg-cream-100 ${
    invalid ? 'border-red-800' : 'border-ink-500'
  }`;

/** A labelled input whose error is announced with it (aria-invalid, aria-describedby). */
export function FormField({ label, error, invalid = false, hint, className = '', ...inputProps }: FormFieldProps) {
  const id = useId();
  const say = useFormMessage();
  const wrong = invalid || Boolean(error);
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={wrong ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(wrong)}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {say(error)}
        </p>
      ) : null}
    </div>
  );
}

/** What an email field asks of the browser and the phone's keyboard. */
export const EMAIL_INPUT = { type: 'email', autoComplete: 'email', inputMode: 'email' } as const;

/** What a six-digit sign-in code's field asks of the browser (the SMS's code offered) and the keyboard. */
export const ONE_TIME_CODE_INPUT = {
  type: 'text',
  autoComplete: 'one-time-code',
  inputMode: 'numeric',
  maxLength: 6,
} as const;

/**
 * A field of a form that also posts without script: wrong when the browser's check (`clientError`)
 * or the server's answer (`postedInvalid`, the fields it refused, in order) says so; the first
 * field the server refused takes the focus.
 */
export function fieldProblem(name: string, clientError: unknown, postedInvalid: readonly string[]) {
  return { invalid: Boolean(clientError) || postedInvalid.includes(name), autoFocus: postedInvalid[0] === name };
}

/** The form's one alert: a form message or the API's answer, in the page's language. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  const say = useFormMessage();
  if (!message) return null;
  return (
    <p role="alert" className="rounded-lg border border-red-800/30 bg-red-50 px-3 py-2 font-semibold text-red-800">
      {say(message)}
    </p>
  );
}

export const primaryButtonClass =
  'rounded-full bg-maroon-700 px-6 py-3 font-semibold text-white hover:bg-maroon-800 disabled:cursor-not-allowed disabled:opacity-70';
export const secondaryButtonClass =
  'rounded-full border border-maroon-700 px-6 py-2.5 font-semibold text-maroon-700 hover:bg-cream-100 disabled:cursor-not-allowed disabled:opacity-70';
