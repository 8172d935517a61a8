// Transitional: the outbox's SQL moved to email-outbox-repository.ts and escapeHtml to
// escape-html.ts; this file goes once the last importers point there.
export { enqueueEmail, type OutgoingEmail } from './email-outbox-repository';
export { escapeHtml } from './escape-html';
