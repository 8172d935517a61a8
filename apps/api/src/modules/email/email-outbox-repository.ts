import { and, asc, eq, inArray, lte } from 'drizzle-orm';
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

export type OutboxRow = typeof emailOutbox.$inferSelect;

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

/** The sender's side of the outbox: claiming due rows and recording what became of each. */
export function emailOutboxRepository(db: Db) {
  return {
    /**
     * Takes due rows for this sender alone, in one statement: `skip locked` passes over rows another
     * instance is claiming at this instant, and pushing `next_attempt_at` to `leaseUntil` keeps them
     * out of every later claim until the lease ends.
     */
    claimDue(now: Date, { limit, leaseUntil }: { limit: number; leaseUntil: Date }): Promise<OutboxRow[]> {
      const due = and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, now));
      const ids = db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(due)
        .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(emailOutbox)
        .set({ nextAttemptAt: leaseUntil })
        .where(and(inArray(emailOutbox.id, ids), due))
        .returning();
    },

    async markSent(row: OutboxRow, now: Date): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now, attempts: row.attempts + 1, lastError: null })
        .where(eq(emailOutbox.id, row.id));
    },

    /** Counts a failed attempt; `retryAt` undefined gives the email up as failed. */
    async markAttemptFailed(
      row: OutboxRow,
      { attempts, lastError, retryAt }: { attempts: number; lastError: string; retryAt: Date | undefined },
    ): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ attempts, lastError, ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' as const }) })
        .where(eq(emailOutbox.id, row.id));
    },
  };
}
