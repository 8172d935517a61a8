import type { AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { enqueueEmail } from './email-outbox-repository';
import { EMAIL_MAX_ATTEMPTS, emailSender, outboxSender, smtpTransport, type MailTransport } from './email-sender';

type Received = { from: string; to: string[]; raw: string };

let t: TestApp;
let smtp: SMTPServer;
let smtpUrl: string;
let received: Received[] = [];
/** When set, the server refuses every message with this SMTP reply. */
let refusal: { code: number; message: string } | null = null;
let transport: MailTransport & { close(): void };

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.code }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  transport = smtpTransport(smtpUrl);
});

afterAll(async () => {
  transport.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
  await t.close();
});

beforeEach(async () => {
  received = [];
  refusal = null;
  // Each test starts with an empty outbox.
  await t.db.delete(emailOutbox).where(inArray(emailOutbox.status, ['pending', 'sent', 'failed']));
});

const from = 'Shringar Shop <support@shringarshop.in>';
const sender = () => emailSender({ db: t.db, transport, from });

function enqueue(to: string, subject: string) {
  return enqueueEmail(t.db, {
    to,
    subject,
    html: `<p>Namaste, your order <strong>${subject}</strong> is on its way.</p>`,
    text: `Namaste, your order ${subject} is on its way.`,
    template: 'order-shipped',
  });
}

async function rowOf(id: string) {
  const [row] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row!;
}

const minutes = (from: Date, n: number) => new Date(from.getTime() + n * 60_000);

describe('sending the outbox over SMTP', () => {
  it('delivers due emails with their subject, recipient, HTML and plain-text parts, and marks them sent', async () => {
    const first = await enqueue('radha@example.in', 'Order A1 shipped');
    const second = await enqueue('krishna@example.in', 'Order B2 shipped');
    const now = minutes(new Date(), 1);

    expect(await sender().sendDue(now)).toEqual({ sent: 2, retrying: 0, failed: 0 });

    expect(received.map((mail) => mail.to)).toEqual(
      expect.arrayContaining([['radha@example.in'], ['krishna@example.in']]),
    );
    const radha = received.find((mail) => mail.to[0] === 'radha@example.in')!;
    expect(radha.from).toBe('support@shringarshop.in');
    expect(radha.raw).toContain('Subject: Order A1 shipped');
    expect(radha.raw).toContain('To: radha@example.in');
    expect(radha.raw).toMatch(/multipart\/alternative/);
    expect(radha.raw).toContain('Content-Type: text/plain');
    expect(radha.raw).toContain('Content-Type: text/html');
    expect(radha.raw).toContain('Namaste, your order Order A1 shipped is on its way.');
    expect(radha.raw).toContain('<strong>Order A1 shipped</strong>');

    for (const { id } of [first, second]) {
      expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: now });
    }
    // Nothing is sent twice.
    expect(await sender().sendDue(minutes(now, 60))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(2);
  });

  it('leaves emails that are not yet due', async () => {
    const { id } = await enqueue('radha@example.in', 'Later');
    await t.db
      .update(emailOutbox)
      .set({ nextAttemptAt: minutes(new Date(), 30) })
      .where(eq(emailOutbox.id, id));
    expect(await sender().sendDue(new Date())).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('retries a refused email after a minute, and sends it once the server takes it', async () => {
    const { id } = await enqueue('radha@example.in', 'Order C3 delivered');
    const now = minutes(new Date(), 1);
    refusal = { code: 451, message: 'Mailbox busy, try later' };

    expect(await sender().sendDue(now)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const failed = await rowOf(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed.lastError).toContain('Mailbox busy');
    expect(failed.nextAttemptAt).toEqual(minutes(now, 1));

    // Not before its time, even with the server willing again.
    refusal = null;
    expect(await sender().sendDue(minutes(now, 0.5))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(0);

    expect(await sender().sendDue(minutes(now, 1))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(received).toHaveLength(1);
  });

  it('waits longer after each failure and gives up after the last attempt', async () => {
    const { id } = await enqueue('nobody@example.in', 'Refund issued');
    refusal = { code: 550, message: 'No such user' };
    let now = minutes(new Date(), 1);
    const waits: number[] = [];

    for (let attempt = 1; attempt <= EMAIL_MAX_ATTEMPTS; attempt += 1) {
      const report = await sender().sendDue(now);
      const row = await rowOf(id);
      expect(row.attempts).toBe(attempt);
      if (attempt < EMAIL_MAX_ATTEMPTS) {
        expect(report).toEqual({ sent: 0, retrying: 1, failed: 0 });
        waits.push((row.nextAttemptAt.getTime() - now.getTime()) / 60_000);
        now = row.nextAttemptAt;
      } else {
        expect(report).toEqual({ sent: 0, retrying: 0, failed: 1 });
        expect(row).toMatchObject({ status: 'failed' });
        expect(row.lastError).toContain('No such user');
      }
    }
    expect(waits).toEqual([1, 5, 30, 120, 360]);
    // A failed email is left alone.
    refusal = null;
    expect(await sender().sendDue(minutes(now, 24 * 60))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(received).toHaveLength(0);
  });

  it('never sends one email twice when two senders run at the same moment', async () => {
    const ids = await Promise.all(
      ['a', 'b', 'c', 'd', 'e'].map((name) => enqueue(`${name}@example.in`, `Order ${name} placed`)),
    );
    const now = minutes(new Date(), 1);
    const one = emailSender({ db: t.db, transport, from, batchSize: 2 });
    const two = emailSender({ db: t.db, transport, from, batchSize: 2 });

    const reports = await Promise.all([one.sendDue(now), two.sendDue(now)]);

    expect(reports[0]!.sent + reports[1]!.sent).toBe(5);
    expect(received.map((mail) => mail.to[0]).sort()).toEqual([
      'a@example.in',
      'b@example.in',
      'c@example.in',
      'd@example.in',
      'e@example.in',
    ]);
    for (const { id } of ids) expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1 });
  });
});

describe('the sender inside the server', () => {
  it('sends the outbox on its own when SMTP_URL is set', async () => {
    const { id } = await enqueue('radha@example.in', 'Order D4 placed');
    const app = await createTestApp({ seed: false, env: { SMTP_URL: smtpUrl } });
    try {
      // The server's own database is a fresh one: the email goes into it.
      const [row] = await app.db
        .insert(emailOutbox)
        .values({ to: 'gopal@example.in', subject: 'Welcome', html: '<p>Hi</p>', text: 'Hi', template: 'welcome' })
        .returning({ id: emailOutbox.id });
      await app.app.ready();
      // The SMTP server holds the mail a moment before the sender marks the row sent: wait for both.
      const sentRow = async () => (await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, row!.id)))[0];
      const deadline = Date.now() + 10_000;
      while ((await sentRow())?.status !== 'sent' && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(received.map((mail) => mail.to)).toEqual([['gopal@example.in']]);
      expect(await sentRow()).toMatchObject({ status: 'sent', attempts: 1 });
    } finally {
      await app.close();
    }
    // The other database's email was never this server's business.
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('keeps emails pending when SMTP_URL is not set', async () => {
    // This file's own server has no SMTP_URL.
    await t.app.ready();
    const { id } = await enqueue('gopal@example.in', 'Welcome');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 0, sentAt: null });
    expect(received).toHaveLength(0);
  });
});

describe('a sender stopping mid-batch', () => {
  it('finishes the message it is sending and gives the rest back, due at once, for another instance', async () => {
    for (let i = 0; i < 3; i += 1) {
      await enqueueEmail(t.db, {
        to: `stop${i}@example.in`,
        subject: 's',
        html: '<p>h</p>',
        text: 't',
        template: 'order-placed',
      });
    }
    let stopping = false;
    const sent: string[] = [];
    const sender = outboxSender({
      db: t.db,
      deliveries: {
        email: async (row) => {
          sent.push(row.to);
          stopping = true;
          return {};
        },
      },
      stopping: () => stopping,
    });
    const now = new Date();
    expect(await sender.sendDue(now)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    const rows = await t.db.select().from(emailOutbox);
    expect(rows.filter((row) => row.status === 'sent').map((row) => row.to)).toEqual(sent);
    const givenBack = rows.filter((row) => row.status === 'pending');
    expect(givenBack).toHaveLength(2);
    // Not held for the ten-minute lease: another instance claims them on its next round.
    for (const row of givenBack) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
    const other = outboxSender({ db: t.db, deliveries: { email: async () => ({}) } });
    expect(await other.sendDue(new Date())).toEqual({ sent: 2, retrying: 0, failed: 0 });
  });
});
