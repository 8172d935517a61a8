import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): the newsletter and the contact form.
// In a file of its own so the storefront's first scripts carry only the messages they show
// (read them with `messageOf` from ./entry).
export const CONTACT_ERRORS = {
  NEWSLETTER_FAILED: { status: 500, message: 'Failed to subscribe. Please try again later.' },
  CONTACT_FAILED: { status: 500, message: 'Failed to send your message. Please try again later.' },
} as const satisfies ErrorCatalogue;
