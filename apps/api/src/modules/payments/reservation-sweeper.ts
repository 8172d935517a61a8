import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Unpaid online orders, and cash-on-delivery orders waiting for their confirmation, hold stock only
 * for a while: once at start (the process may have been down when holds ran out) and then every
 * minute, expired holds go back on the shelf, cash-on-delivery orders still unconfirmed at their
 * deadline (COD_CONFIRM_MINUTES) are cancelled, and refunds the provider refused earlier are tried again.
 */
export const reservationSweeperPlugin = fp(
  async function reservationSweeper(app: FastifyInstance) {
    app.jobs.define({
      name: 'reservation-sweep',
      title: {
        en: 'Put back the stock of unpaid orders, cancel unconfirmed cash-on-delivery orders, retry refunds',
        hi: 'बिना भुगतान वाले ऑर्डरों का स्टॉक लौटाना, बिना पुष्टि वाले कैश ऑन डिलीवरी ऑर्डर रद्द करना, रिफ़ंड दोबारा करना',
      },
      everyMs: SWEEP_INTERVAL_MS,
      dueAtStart: true,
      work: () => app.services.payments.sweep().then(() => app.services.codConfirmation.cancelUnconfirmed()),
    });
  },
  { name: 'shop-reservation-sweeper', dependencies: ['shop-job-scheduler'] },
);
