import { useEffect, useRef } from 'react';
import type { FieldErrors } from './form-errors';

/**
 * Moves the focus to what a refused save is about, once it is drawn: the first box marked invalid
 * (`AdminField` marks the box its message sits beside), or the form's alert when no box is. Give the
 * ref to the form; `message` is null until a save is refused (and again before the next save).
 */
export function useFocusOnProblem<T extends HTMLElement>(message: string | null) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!message || !ref.current) return;
    const target =
      ref.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      ref.current.querySelector<HTMLElement>('[data-form-problem]');
    target?.focus();
  }, [message]);
  return ref;
}

/**
 * A refused save's alert: the server's message, then each field's message in words (the field it
 * belongs to shows it too, beside the box), never the field's key. Focusable, for
 * `useFocusOnProblem` when no box is at fault.
 */
export function FormProblem({ message, fields = {} }: { message: string | null; fields?: FieldErrors }) {
  if (!message) return null;
  const details = [...new Set(Object.values(fields))].filter((text) => text !== message);
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-form-problem
      className="rounded-lg border border-red-800/30 bg-red-50 px-3 py-2 text-red-800"
    >
      <p className="font-semibold">{message}</p>
      {details.length > 0 ? (
        <ul className="mt-1 list-disc pl-5 text-sm">
          {details.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
