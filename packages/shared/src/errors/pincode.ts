import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): PIN code checks.
// In a file of its own so the storefront's first scripts carry only the messages they show
// (read them with `messageOf` from ./entry).
export const PINCODE_ERRORS = {
  PIN_FORMAT: { status: 400, message: 'Please enter a valid 6-digit PIN code' },
  PIN_NOT_FOUND: { status: 404, message: 'Invalid PIN code' },
  PIN_LOOKUP_FAILED: { status: 500, message: 'Failed to fetch location details' },
} as const satisfies ErrorCatalogue;
