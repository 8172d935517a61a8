// A session that ends without the shopper asking (expired, revoked elsewhere, or an API call
// answered 401) is announced here; the session watcher in the page shell tells the shopper and
// sends them to log in.

export const SESSION_ENDED_EVENT = 'shop:session-ended';

export function announceSessionEnded(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT));
}

/** A call refused because there is no session: the watcher already says 'Please Login First'. */
export function isSessionEnded(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'UNAUTHENTICATED';
}
