import {
  ORDER_MESSAGES,
  trackLookupRequestSchema,
  trackOrderRequestSchema,
  type TrackedOrder,
  type TrackLookupRequest,
  type TrackOrderRequest,
} from '@shop/shared/contracts/orders';
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

/** The tracking-by-number form's answer when it was posted to the page itself: the order, or what was typed and why not. */
export type PostedLookupAnswer =
  { order: TrackedOrder } | { problem: string; orderNumber: string; confirm: string; invalid: string[] };

/** The lookup to send, or the spec's message for what was typed and the fields at fault. */
export function readTrackLookup(fields: {
  orderNumber: unknown;
  confirm: unknown;
}): { request: TrackLookupRequest } | { problem: string; invalid: string[] } {
  const parsed = trackLookupRequestSchema.safeParse(fields);
  if (parsed.success) return { request: parsed.data };
  const issues = parsed.error.issues;
  return {
    problem: issues[0]?.message ?? ORDER_MESSAGES.trackNumberRequired,
    invalid: [...new Set(issues.map((issue) => String(issue.path[0])))],
  };
}

/** One answer for a wrong number and a wrong email or phone alike; only limits and network trouble are named. */
export function lookupRefusal(error: Error): string {
  if (error instanceof ApiError && (error.code === 'NETWORK' || error.status === 429)) return error.message;
  return ORDER_MESSAGES.trackLookupMismatch;
}
