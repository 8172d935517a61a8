import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/** The frame every shopper's dialog shares: a dimmed page and a card in its middle. */
export const dialogOverlayClass = 'fixed inset-0 z-50 bg-ink-900/50';
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl';
export const dialogTitleClass = 'font-display text-xl font-bold text-maroon-800';
export const dialogCancelClass =
  'rounded-full border border-ink-500 px-5 py-2 font-semibold text-ink-900 hover:bg-cream-100';

const CONFIRM_CLASS = {
  danger: 'rounded-full bg-red-800 px-5 py-2 font-semibold text-white hover:bg-red-900 disabled:opacity-70',
  primary: 'rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800 disabled:opacity-70',
};

/**
 * A question before a step that cannot be undone (log out, delete an address, cancel an order):
 * Radix traps focus and closes on Escape; while `busy` it stays open and its buttons wait.
 * `trigger` is the button that opens it; without one the caller opens it (`open`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  triggerClassName,
  title,
  description,
  cancelLabel,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  tone = 'primary',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: ReactNode;
  triggerClassName?: string;
  title: ReactNode;
  description: ReactNode;
  cancelLabel: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
  tone?: keyof typeof CONFIRM_CLASS;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {trigger ? <AlertDialog.Trigger className={triggerClassName}>{trigger}</AlertDialog.Trigger> : null}
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={dialogOverlayClass} />
        <AlertDialog.Content className={`${dialogContentClass} w-[min(28rem,calc(100vw-2rem))]`}>
          <AlertDialog.Title className={dialogTitleClass}>{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel disabled={busy} className={dialogCancelClass}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button type="button" onClick={onConfirm} disabled={busy} className={CONFIRM_CLASS[tone]}>
              {busy ? busyLabel : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
