import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Guests' carts untouched for GUEST_CART_TTL_MS are already invisible (cart-repository.ts); once at
 * start and then hourly their rows go, so abandoned carts do not pile up.
 */
export const guestCartSweeperPlugin = fp(
  async function guestCartSweeper(app: FastifyInstance) {
    app.jobs.define({
      name: 'guest-cart-sweep',
      title: {
        en: "Delete guests' carts untouched for 30 days",
        hi: '30 दिन से न छुए गए मेहमानों के कार्ट हटाना',
      },
      everyMs: SWEEP_INTERVAL_MS,
      work: () => app.services.cart.sweepGuestCarts(),
    });
  },
  { name: 'shop-guest-cart-sweeper', dependencies: ['shop-job-scheduler'] },
);
