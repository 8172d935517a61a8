import { AlertDialog } from 'radix-ui';
import type { FormEvent, ReactNode } from 'react';
import { adminPrimaryButtonClass, adminSecondaryButtonClass } from './admin-field';

/**
 * A confirmation with fields, for a change that cannot be taken back (ship, cancel, refund, approve,
 * reject). Unlike the shared ConfirmDialog it holds a form and stays open when the server refuses. Radix
 * traps focus, closes on Escape, and returns focus to the button that opened it. Fields placed in
 * `children` are submitted with the form; the dialog stays open (showing `error`) when the server
 * refuses.
 */
export function ActionDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  busy,
  error,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  error?: string | null;
  onConfirm: (form: FormData) => void;
  children?: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onConfirm(new FormData(event.currentTarget));
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(30rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="font-display text-xl font-bold text-maroon-800">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 text-ink-700">{description}</div>
          </AlertDialog.Description>
          <form onSubmit={submit} className="mt-4 flex flex-col gap-4" noValidate>
            {children}
            {error ? (
              <p role="alert" className="rounded-lg bg-cream-100 px-3 py-2 font-semibold text-maroon-700">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-3">
              <AlertDialog.Cancel className={adminSecondaryButtonClass}>Back</AlertDialog.Cancel>
              <button type="submit" disabled={busy} className={adminPrimaryButtonClass}>
                {busy ? busyLabel : confirmLabel}
              </button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/** A labelled text box or text area for the dialogs and forms of the back office. */
export function Field({
  label,
  name,
  required = false,
  multiline = false,
  defaultValue,
  error,
  type = 'text',
  hint,
  inputMode,
  id,
}: {
  label: string;
  name: string;
  id: string;
  required?: boolean;
  multiline?: boolean;
  defaultValue?: string;
  error?: string;
  type?: string;
  hint?: string;
  inputMode?: 'decimal' | 'text';
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    defaultValue,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: 'rounded-lg border border-ink-500 bg-white px-3 py-2 text-ink-900',
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold text-ink-900">
        {label}
        {required ? <span aria-hidden="true"> *</span> : <span className="font-normal text-ink-700"> (optional)</span>}
      </label>
      {multiline ? (
        <textarea rows={3} maxLength={500} {...common} />
      ) : (
        <input type={type} inputMode={inputMode} {...common} />
      )}
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-ink-700">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-maroon-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
