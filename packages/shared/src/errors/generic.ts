import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): failures any call can meet.
// In a file of its own so the storefront's first scripts carry only the messages they show
// (read them with `messageOf` from ./entry).
export const GENERIC_ERRORS = {
  VALIDATION_FAILED: { status: 400, message: 'Invalid input' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  ROUTE_NOT_FOUND: { status: 404, message: 'The requested resource was not found' },
  UNAUTHENTICATED: { status: 401, message: 'Please Login First' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a moment and try again.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many attempts. Please try again in {wait}.' },
  CSRF_REJECTED: { status: 403, message: 'This request was blocked because it did not come from the shop' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large' },
  INTERNAL: { status: 500, message: 'Something went wrong' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'The shop is temporarily unavailable. Please try again shortly.' },
} as const satisfies ErrorCatalogue;
