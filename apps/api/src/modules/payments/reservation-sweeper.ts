import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Unpaid online orders, and cash-on-delivery orders waiting for their emailed confirmation, hold
 * stock only for a while: once at start (the process may have been down when holds ran out) and
 * then every minute, expired holds go back on the shelf and refunds the provider refused earlier
 * are tried again; cash-on-delivery orders unconfirmed for COD_CONFIRM_HOURS get their one reminder.
 */
export const reservationSweeperPlugin = fp(
  async function reservationSweeper(app: FastifyInstance) {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;

    const sweep = () => {
      running ??= app.services.payments
        .sweep()
        .then(() => app.services.codConfirmation.sendReminders())
        .catch((error: unknown) => app.log.error({ err: error }, 'reservation sweep failed'))
        .finally(() => {
          running = undefined;
        });
      return running;
    };

    app.addHook('onReady', async () => {
      void sweep();
      timer = setInterval(() => void sweep(), SWEEP_INTERVAL_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'shop-reservation-sweeper' },
);
