import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { emailSender, smtpTransport } from './email-sender';

const SEND_INTERVAL_MS = 15_000;

/**
 * Delivers the outbox over SMTP when `SMTP_URL` is set: once at start, then every 15 seconds, one
 * run at a time. Without it emails stay pending in the outbox, where the admin can read them.
 */
export const emailSenderPlugin = fp(
  async function emailSenderRunner(app: FastifyInstance) {
    const smtpUrl = app.config.SMTP_URL;
    if (!smtpUrl) {
      if (app.config.NODE_ENV !== 'test') {
        app.log.info('SMTP_URL is not set: emails are kept in the outbox (pending) and not sent');
      }
      return;
    }

    const transport = smtpTransport(smtpUrl);
    const sender = emailSender({ db: app.database.db, transport, from: app.config.EMAIL_FROM, log: app.log });
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;

    const send = () => {
      running ??= sender
        .sendDue()
        .catch((error: unknown) => app.log.error({ err: error }, 'email sending failed'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    app.addHook('onReady', async () => {
      void send();
      timer = setInterval(() => void send(), SEND_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
      transport.close();
    });
  },
  { name: 'shop-email-sender' },
);
