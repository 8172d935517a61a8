import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which kind of email this is (password-reset, order-confirmation, ...), for the admin's outbox view. */
  template: string;
};

/**
 * Every email is written to the outbox first, inside the caller's transaction when it has one,
 * so an email is never sent for a change that was rolled back. A sender delivers pending rows
 * later (SMTP when configured); without one they stay readable in the outbox.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<{ id: string }> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row;
}

/** Escapes text for an HTML email body. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}
