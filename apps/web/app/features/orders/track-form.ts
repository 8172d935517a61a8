import { ORDER_MESSAGES, trackOrderRequestSchema, type TrackOrderRequest } from '@shop/shared/contracts/orders';
import { ApiError } from '../../lib/api-client';

// The tracking page's confirmation form, read the same way whether the browser's script sends it
// (track-order-page.tsx) or the form is posted to the page before the script runs (the route's action).

/** The confirmation to send, or the spec's message for what was typed. */
export function readTrackConfirm(value: unknown): { request: TrackOrderRequest } | { problem: string } {
  const parsed = trackOrderRequestSchema.safeParse({ confirm: value });
  if (parsed.success) return { request: parsed.data };
  return { problem: parsed.error.issues[0]?.message ?? ORDER_MESSAGES.trackConfirmRequired };
}

/**
 * Whatever went wrong, a refused answer says the same thing: a guessed order id must not learn
 * whether the order exists. Only rate limits and network trouble are named as such.
 */
export function trackRefusal(error: Error): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status === 429)) return error.message;
  return ORDER_MESSAGES.trackConfirmMismatch;
}
