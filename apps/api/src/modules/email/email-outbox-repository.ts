import { and, asc, count, desc, eq, ilike, inArray, isNull, lte, min, or } from 'drizzle-orm';
import type { MessageChannel } from '@shop/shared/contracts/messages';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MessageTemplate } from './message-templates';

export type OutgoingEmail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Which kind of email this is (password-reset, order-confirmation, ...), for the admin's outbox view. */
  template: MessageTemplate;
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

/** A text message (SMS or WhatsApp) for the outbox; `text` is what the shopper reads, whichever the channel. */
export type OutgoingText = {
  channel: 'sms' | 'whatsapp';
  /** An E.164 Indian mobile. */
  to: string;
  text: string;
  /** The message's kind, and the name its WhatsApp template is registered under (dashes as underscores). */
  template: MessageTemplate;
  /** The WhatsApp template's body values, in order. */
  params: string[];
  language: string;
};

/** SMS and WhatsApp go through the same outbox as email: written with the change they report. */
export async function enqueueText(db: Db, message: OutgoingText): Promise<{ id: string }> {
  const [row] = await db
    .insert(emailOutbox)
    .values({ ...message, subject: '', html: '' })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('email_outbox insert returned no row');
  return row;
}

/**
 * A WhatsApp message that could not be delivered goes again by SMS, with the same words, once:
 * the SMS twin is a new row of its own, retried by the same rules.
 */
export async function sendBySmsInstead(db: Db, row: OutboxRow): Promise<void> {
  if (row.channel !== 'whatsapp') return;
  await enqueueText(db, {
    channel: 'sms',
    to: row.to,
    text: row.text,
    // The row was written under a declared name (enqueueText), so it is one.
    template: row.template as MessageTemplate,
    params: row.params ?? [],
    language: row.language,
  });
}

/** Delivery receipts in the order they can happen; a receipt never moves a message back. */
const RECEIPT_ORDER = ['queued', 'sent', 'delivered', 'read'] as const;
const FAILED_RECEIPTS = new Set(['failed', 'undelivered']);

/**
 * Records a provider's delivery receipt on the message it names. Receipts arrive out of order and
 * more than once: a later stage replaces an earlier one, never the reverse, and a failure is final.
 * A WhatsApp message that failed is sent by SMS instead, once. False when no message changed.
 */
export async function recordDeliveryReceipt(db: Db, providerMessageId: string, status: string): Promise<boolean> {
  const failed = FAILED_RECEIPTS.has(status);
  const rank = RECEIPT_ORDER.indexOf(status as (typeof RECEIPT_ORDER)[number]);
  if (!failed && rank < 0) return false;
  const earlier = failed ? [...RECEIPT_ORDER] : RECEIPT_ORDER.slice(0, rank);
  const [row] = await db
    .update(emailOutbox)
    .set({ deliveryStatus: status })
    .where(
      and(
        eq(emailOutbox.providerMessageId, providerMessageId),
        earlier.length > 0
          ? or(isNull(emailOutbox.deliveryStatus), inArray(emailOutbox.deliveryStatus, earlier))
          : isNull(emailOutbox.deliveryStatus),
      ),
    )
    .returning();
  if (!row) return false;
  if (failed) await sendBySmsInstead(db, row);
  return true;
}

/** The sender's side of the outbox: claiming due rows and recording what became of each. */
export function emailOutboxRepository(db: Db) {
  return {
    /**
     * Takes due rows for this sender alone, in one statement: `skip locked` passes over rows another
     * instance is claiming at this instant, and pushing `next_attempt_at` to `leaseUntil` keeps them
     * out of every later claim until the lease ends.
     */
    claimDue(
      now: Date,
      { limit, leaseUntil, channels }: { limit: number; leaseUntil: Date; channels: readonly MessageChannel[] },
    ): Promise<OutboxRow[]> {
      const due = and(
        eq(emailOutbox.status, 'pending'),
        lte(emailOutbox.nextAttemptAt, now),
        inArray(emailOutbox.channel, [...channels]),
      );
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

    /**
     * Gives back claimed rows not sent (a process stopping): due at once, so another instance
     * takes them now instead of after the lease. A row already sent or retried is left alone.
     */
    async releaseClaims(rows: readonly OutboxRow[], now: Date): Promise<void> {
      if (rows.length === 0) return;
      await db
        .update(emailOutbox)
        .set({ nextAttemptAt: now })
        .where(
          and(
            inArray(
              emailOutbox.id,
              rows.map((row) => row.id),
            ),
            eq(emailOutbox.status, 'pending'),
            eq(emailOutbox.nextAttemptAt, rows[0]!.nextAttemptAt),
          ),
        );
    },

    async markSent(row: OutboxRow, now: Date, providerMessageId: string | null = null): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', sentAt: now, attempts: row.attempts + 1, lastError: null, providerMessageId })
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

/** Messages waiting to be sent, per channel, with the oldest one's time of writing. */
export function outboxBacklog(db: Db): Promise<{ channel: MessageChannel; pending: number; oldest: Date | null }[]> {
  return db
    .select({ channel: emailOutbox.channel, pending: count(), oldest: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'pending'))
    .groupBy(emailOutbox.channel);
}

/**
 * The newest outbox messages for the owner's view, of one channel and to one recipient when given;
 * `to` is matched whatever its letters' case.
 */
export function latestOutbox(
  db: Db,
  { channel, to, limit }: { channel?: MessageChannel; to?: string; limit: number },
): Promise<OutboxRow[]> {
  return db
    .select()
    .from(emailOutbox)
    .where(and(channel ? eq(emailOutbox.channel, channel) : undefined, to ? ilike(emailOutbox.to, to) : undefined))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit);
}
