import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Asks before an action that is hard to undo (delete, archive, deactivate, refund). Radix traps
 * focus, Escape cancels. The trigger is rendered as a button with `triggerLabel`.
 *
 *   <ConfirmDialog triggerLabel="Delete" title="Delete this product?" description="…"
 *     confirmLabel="Delete" destructive onConfirm={() => remove.mutate(id)} />
 */
export function ConfirmDialog({
  triggerLabel,
  triggerClassName,
  title,
  description,
  confirmLabel,
  onConfirm,
  destructive = false,
  disabled = false,
}: {
  triggerLabel: ReactNode;
  triggerClassName?: string;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  destructive?: boolean;
  disabled?: boolean;
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        disabled={disabled}
        className={
          triggerClassName ??
          'rounded-full border border-maroon-700 px-4 py-2 text-sm font-semibold text-maroon-700 hover:bg-cream-100 disabled:opacity-50'
        }
      >
        {triggerLabel}
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(90vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-ink-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-ink-700">{description}</AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className="rounded-full border border-ink-500 px-4 py-2 font-semibold">
              Cancel
            </AlertDialog.Cancel>
            <AlertDialog.Action
              className={`rounded-full px-4 py-2 font-semibold text-white ${
                destructive ? 'bg-red-800 hover:bg-red-900' : 'bg-maroon-700 hover:bg-maroon-800'
              }`}
              onClick={onConfirm}
            >
              {confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
