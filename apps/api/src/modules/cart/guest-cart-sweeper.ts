import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-task';

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Guests' carts untouched for GUEST_CART_TTL_MS are already invisible (cart-repository.ts); once at
 * start and then hourly their rows go, so abandoned carts do not pile up.
 */
export const guestCartSweeperPlugin = fp(
  async function guestCartSweeper(app: FastifyInstance) {
    runPeriodically(app, {
      name: 'guest cart sweep',
      intervalMs: SWEEP_INTERVAL_MS,
      work: () => app.services.cart.sweepGuestCarts(),
    });
  },
  { name: 'shop-guest-cart-sweeper' },
);
