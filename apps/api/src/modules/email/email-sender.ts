import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { emailOutboxRepository, type OutboxRow } from './email-outbox-repository';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the email is marked failed. */
const EMAIL_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000] as const;
export const EMAIL_MAX_ATTEMPTS = EMAIL_RETRY_DELAYS_MS.length + 1;

/**
 * A claimed row is hidden from other senders this long. If this process dies mid-send, the row
 * comes back after the lease and is sent again: at least once, never silently dropped.
 */
const CLAIM_LEASE_MS = 10 * 60_000;
const LAST_ERROR_MAX = 1000;

type MailMessage = { from: string; to: string; subject: string; html: string; text: string };

/** What the sender needs of a mail transport (nodemailer's SMTP transport in production). */
export type MailTransport = { sendMail(message: MailMessage): Promise<unknown> };

export type SendReport = { sent: number; retrying: number; failed: number };

export function smtpTransport(smtpUrl: string): MailTransport & { close(): void } {
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 15_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}

export function emailSender({
  db,
  transport,
  from,
  log,
  batchSize = 20,
}: {
  db: Db;
  transport: MailTransport;
  from: string;
  log?: FastifyBaseLogger;
  batchSize?: number;
}) {
  const outbox = emailOutboxRepository(db);

  async function markFailedAttempt(row: OutboxRow, error: unknown, now: Date): Promise<'retrying' | 'failed'> {
    const attempts = row.attempts + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
    const giveUp = attempts >= EMAIL_MAX_ATTEMPTS;
    const delay = EMAIL_RETRY_DELAYS_MS[Math.min(attempts, EMAIL_RETRY_DELAYS_MS.length) - 1]!;
    await outbox.markAttemptFailed(row, {
      attempts,
      lastError: message,
      retryAt: giveUp ? undefined : new Date(now.getTime() + delay),
    });
    log?.warn(
      { emailId: row.id, attempts, err: message },
      giveUp ? 'email failed for good' : 'email send failed; will retry',
    );
    return giveUp ? 'failed' : 'retrying';
  }

  return {
    /** Sends every email that is due at `now`, batch by batch, and says what became of them. */
    async sendDue(now: Date = new Date()): Promise<SendReport> {
      const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
      for (;;) {
        const rows = await outbox.claimDue(now, {
          limit: batchSize,
          leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
        });
        for (const row of rows) {
          try {
            await transport.sendMail({ from, to: row.to, subject: row.subject, html: row.html, text: row.text });
            await outbox.markSent(row, now);
            report.sent += 1;
          } catch (error) {
            report[await markFailedAttempt(row, error, now)] += 1;
          }
        }
        if (rows.length < batchSize) return report;
      }
    },
  };
}
