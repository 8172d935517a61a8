// eslint-disable-next-line no-restricted-imports -- the one module that wraps sonner's toast (its type only).
import type { ExternalToast, toast as sonnerToast } from 'sonner';

type Message = Parameters<typeof sonnerToast.success>[0];
type Kind = 'success' | 'error' | 'info' | 'warning' | 'message';

/** The page's toaster (root.tsx's LazyToaster): mounts sonner's Toaster on the first toast. */
export type ToastHost = { request(): Promise<void> };
let host: ToastHost | null = null;

export function registerToastHost(next: ToastHost): () => void {
  host = next;
  return () => {
    if (host === next) host = null;
  };
}

async function show(kind: Kind, message: Message, options?: ExternalToast) {
  let toast: typeof sonnerToast;
  try {
    ({ toast } = await import('sonner'));
  } catch {
    // The toaster's code could not be fetched (the connection is gone): a toast is about this
    // moment, so it is dropped rather than shown late; the offline banner says what happened.
    return;
  }
  // Asked after the import: by then the page's toaster has registered, even for a toast from the first render.
  await host?.request();
  if (kind === 'message') toast(message, options);
  else toast[kind](message, options);
}

/**
 * sonner's toast, fetched with its Toaster when a page first shows a toast (see LazyToaster): it
 * is not part of any page's first load. Import this, never sonner's own `toast`, which no Toaster
 * would be listening to. Same calls as sonner's (`toast.success(…)`).
 */
export const toast = {
  message: (message: Message, options?: ExternalToast) => void show('message', message, options),
  success: (message: Message, options?: ExternalToast) => void show('success', message, options),
  error: (message: Message, options?: ExternalToast) => void show('error', message, options),
  info: (message: Message, options?: ExternalToast) => void show('info', message, options),
  warning: (message: Message, options?: ExternalToast) => void show('warning', message, options),
};
