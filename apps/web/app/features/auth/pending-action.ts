import { localeOfPath, pathInLocale } from '@shop/shared/locale';

// What a guest was doing when we sent them to log in, so that after login they land back on the
// same page and the action completes (spec section 6). Kept in sessionStorage: it belongs to
// this tab, survives the login round trip, and is gone when the tab closes.

/**
 * An action a guest was stopped on. Each feature that sends a guest to log in names its own kinds
 * by `type` and says what else it keeps; whoever finishes the login completes them.
 */
export type PendingAction = { type: string };

const KEY = 'pendingAction';

export function savePendingAction(action: PendingAction): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(action));
  } catch {
    // Private mode or storage full: the visitor still reaches login, only the action is not replayed.
  }
}

/** Reads and forgets the pending action (it must run once). */
export function takePendingAction(): PendingAction | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return raw ? (JSON.parse(raw) as PendingAction) : null;
  } catch {
    return null;
  }
}

/** Narrows a pending action to one kind; this tab wrote it, so its `type` says what else it holds. */
export function isPendingAction<A extends PendingAction>(action: PendingAction | null, type: A['type']): action is A {
  return action?.type === type;
}

/** The login address, in the language of `returnTo`, that brings the visitor back to it afterwards. */
export function loginUrl(returnTo: string): string {
  return `${pathInLocale('/login', localeOfPath(returnTo))}?redirect=${encodeURIComponent(returnTo)}`;
}
