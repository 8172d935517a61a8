import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client';
import { MESSAGE_CHANNELS, type MessageChannel } from '@shop/shared/contracts/messages';
import { emailOutboxRepository, sendBySmsInstead, type OutboxRow } from './email-outbox-repository';

/** Waits after the 1st, 2nd, ... failed attempt; after the last one the message is marked failed. */
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

/**
 * A provider's refusal that trying again will not change (a number not on WhatsApp, a template
 * not approved, bad credentials): the message is given up at once instead of retried for hours.
 */
export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

/** Delivers one claimed row on its channel; answers the provider's id for the message, if it gives one. */
export type ChannelDelivery = (row: OutboxRow) => Promise<{ providerMessageId?: string }>;

/**
 * Sends the due rows of the channels it has a delivery for, by the same claim, lease and retry
 * rules on every channel (decisions 0013 and 0044). A WhatsApp message given up for good is sent
 * again by SMS, so an update still reaches a phone without WhatsApp.
 */
export function outboxSender({
  db,
  deliveries,
  log,
  batchSize = 20,
  stopping = () => false,
}: {
  db: Db;
  deliveries: Partial<Record<MessageChannel, ChannelDelivery>>;
  log?: FastifyBaseLogger;
  batchSize?: number;
  /**
   * True once the process is stopping: the message being sent is finished, and the rest of the
   * batch is given back (due at once) for another instance to send now rather than after the lease.
   */
  stopping?: () => boolean;
}) {
  const outbox = emailOutboxRepository(db);
  const channels = MESSAGE_CHANNELS.filter((channel) => deliveries[channel]);

  async function markFailedAttempt(row: OutboxRow, error: unknown, now: Date): Promise<'retrying' | 'failed'> {
    const attempts = row.attempts + 1;
    const message = (error instanceof Error ? error.message : String(error)).slice(0, LAST_ERROR_MAX);
    const giveUp = attempts >= EMAIL_MAX_ATTEMPTS || error instanceof PermanentSendError;
    const delay = EMAIL_RETRY_DELAYS_MS[Math.min(attempts, EMAIL_RETRY_DELAYS_MS.length) - 1]!;
    await outbox.markAttemptFailed(row, {
      attempts,
      lastError: message,
      retryAt: giveUp ? undefined : new Date(now.getTime() + delay),
    });
    if (giveUp && row.channel === 'whatsapp') await sendBySmsInstead(db, row);
    log?.warn(
      { messageId: row.id, channel: row.channel, attempts, err: message },
      giveUp ? 'message failed for good' : 'message send failed; will retry',
    );
    return giveUp ? 'failed' : 'retrying';
  }

  return {
    /** Sends every message that is due at `now`, batch by batch, and says what became of them. */
    async sendDue(now: Date = new Date()): Promise<SendReport> {
      const report: SendReport = { sent: 0, retrying: 0, failed: 0 };
      if (channels.length === 0) return report;
      for (;;) {
        if (stopping()) return report;
        const rows = await outbox.claimDue(now, {
          limit: batchSize,
          leaseUntil: new Date(now.getTime() + CLAIM_LEASE_MS),
          channels,
        });
        for (const [index, row] of rows.entries()) {
          if (stopping()) {
            await outbox.releaseClaims(rows.slice(index), new Date());
            return report;
          }
          try {
            const { providerMessageId } = await deliveries[row.channel]!(row);
            await outbox.markSent(row, now, providerMessageId ?? null);
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

/** The outbox's email channel over a mail transport (SMTP in production). */
export function emailDelivery(transport: MailTransport, from: string): ChannelDelivery {
  return async (row) => {
    await transport.sendMail({ from, to: row.to, subject: row.subject, html: row.html, text: row.text });
    return {};
  };
}

export function emailSender({
  db,
  transport,
  from,
  log,
  batchSize,
}: {
  db: Db;
  transport: MailTransport;
  from: string;
  log?: FastifyBaseLogger;
  batchSize?: number;
}) {
  return outboxSender({ db, deliveries: { email: emailDelivery(transport, from) }, log, batchSize });
}
