import { Dialog } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';
import { CloseIcon } from '../../../components/ui/icons';

/**
 * The listing's filters on a phone, sliding in from the side (Radix Dialog: focus stays inside,
 * Escape closes it). Drawn open; closing it unmounts it (listing-tools.tsx `FiltersDialog`).
 */
export default function FiltersSheet({
  onClose,
  opener,
  title,
  closeLabel,
  doneLabel,
  clear,
  children,
}: {
  onClose: () => void;
  /** The Filters button: it gets focus back on close (the sheet has no Radix trigger of its own). */
  opener: RefObject<HTMLButtonElement | null>;
  title: string;
  closeLabel: string;
  doneLabel: string;
  clear: ReactNode;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-[22rem] max-w-[90vw] flex-col bg-cream-50 shadow-xl"
        >
          <div className="flex items-center justify-between border-b border-cream-200 px-4 py-3">
            <Dialog.Title className="font-display text-xl font-bold text-maroon-800">{title}</Dialog.Title>
            <Dialog.Close className="flex h-10 w-10 items-center justify-center rounded-full hover:bg-cream-100">
              <CloseIcon aria-hidden="true" />
              <span className="sr-only">{closeLabel}</span>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto px-4 pb-4">{children}</div>
          <div className="flex items-center gap-3 border-t border-cream-200 px-4 py-3">
            {clear}
            <Dialog.Close className="ml-auto rounded-full bg-maroon-700 px-5 py-2 font-semibold text-white hover:bg-maroon-800">
              {doneLabel}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
