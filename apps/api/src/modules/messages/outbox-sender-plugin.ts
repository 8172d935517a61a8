import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import { twilioSmsDelivery } from './twilio-sms';
import { whatsappCloudDelivery } from './whatsapp-cloud';
import { emailDelivery, outboxSender, smtpTransport, type ChannelDelivery } from '../email/email-sender';

const SEND_INTERVAL_MS = 15_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox's sender: `sendSoon()` sends what is due now instead of at the next tick (a sign-in code). */
    outbox: { sendSoon(): void };
  }
}

/** Twilio posts delivery receipts here; the URL is part of what it signs. */
export function twilioStatusCallbackUrl(config: Config): string {
  return `${config.publicUrl}/api/v1/messages/twilio/status`;
}

/**
 * Delivers the outbox on every channel that has a provider: email when `SMTP_URL` is set, SMS by
 * Twilio, WhatsApp by the Cloud API. Once at start, then every 15 seconds, one run at a time.
 * Channels without one (the sandbox) stay pending in the outbox, where the admin can read them.
 */
export const outboxSenderPlugin = fp(
  async function outboxSenderRunner(app: FastifyInstance) {
    const { config } = app;
    const closers: Array<() => void> = [];
    const deliveries: Partial<Record<'email' | 'sms' | 'whatsapp', ChannelDelivery>> = {};
    if (config.SMTP_URL) {
      const transport = smtpTransport(config.SMTP_URL);
      closers.push(() => transport.close());
      deliveries.email = emailDelivery(transport, config.EMAIL_FROM);
    }
    if (config.messageProviders.sms === 'twilio') {
      deliveries.sms = twilioSmsDelivery({
        accountSid: config.TWILIO_ACCOUNT_SID!,
        authToken: config.TWILIO_AUTH_TOKEN!,
        from: config.TWILIO_FROM!,
        apiUrl: config.TWILIO_API_URL,
        statusCallbackUrl: twilioStatusCallbackUrl(config),
        timeoutMs: config.MESSAGE_TIMEOUT_MS,
      });
    }
    if (config.messageProviders.whatsapp === 'cloud') {
      deliveries.whatsapp = whatsappCloudDelivery({
        token: config.WHATSAPP_TOKEN!,
        phoneNumberId: config.WHATSAPP_PHONE_NUMBER_ID!,
        apiUrl: config.WHATSAPP_API_URL,
        apiVersion: config.WHATSAPP_API_VERSION,
        timeoutMs: config.MESSAGE_TIMEOUT_MS,
      });
    }
    if (config.NODE_ENV !== 'test') {
      if (!deliveries.email) app.log.info('SMTP_URL is not set: emails are kept in the outbox (pending) and not sent');
      if (!deliveries.sms || !deliveries.whatsapp) {
        app.log.info('sandbox messages: SMS and WhatsApp without a provider are kept in the outbox and not sent');
      }
    }

    let closed = false;
    const sender = outboxSender({ db: app.database.db, deliveries, log: app.log, stopping: () => closed });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let again = false;

    const send = (): Promise<unknown> => {
      if (running) {
        // A run already under way may have claimed before the newest row was written.
        again = true;
        return running;
      }
      running = sender
        .sendDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'outbox sending failed'))
        .finally(() => {
          running = undefined;
          if (again && !closed) {
            again = false;
            void send();
          }
        });
      return running;
    };

    const active = Object.keys(deliveries).length > 0;
    app.decorate('outbox', { sendSoon: () => void (active && !closed && send()) });
    if (!active) return;

    app.addHook('onReady', async () => {
      void send();
      timer = setInterval(() => void send(), SEND_INTERVAL_MS);
      timer.unref();
    });
    // At the start of closing, so a batch under way stops after its current message and gives the
    // rest back while requests in flight finish.
    app.addHook('preClose', async () => {
      closed = true;
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
      for (const close of closers) close();
    });
  },
  { name: 'shop-email-sender' },
);
