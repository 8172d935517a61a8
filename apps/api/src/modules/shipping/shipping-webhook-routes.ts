import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { AppError } from '../../app-error';
import { updateFromWebhook } from './shiprocket-tracking';

const webhookAnswerSchema = z.object({ success: z.literal(true) });
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

function sameToken(given: unknown, expected: string | undefined): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Shiprocket's tracking webhook: the token set in its panel arrives as `x-api-key`; anything
 * without it is refused and logged. Shiprocket's panel refuses webhook addresses naming it, so the
 * same handler answers at /shipping/courier/webhook too.
 */
export const shippingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const handler = async (request: { headers: Record<string, unknown>; body: unknown; ip: string }) => {
    if (!sameToken(request.headers['x-api-key'], app.config.SHIPROCKET_WEBHOOK_TOKEN)) {
      app.log.warn({ ip: request.ip }, 'courier webhook refused: missing or wrong x-api-key');
      throw new AppError('UNAUTHENTICATED');
    }
    const update = updateFromWebhook(request.body);
    if (update && (await app.services.shipmentTracking.apply(update)) === 'unknown') {
      // Acknowledged all the same: a parcel booked in the panel by hand is none of the shop's orders.
      app.log.info({ awb: update.awb }, 'courier webhook for a parcel the shop did not book');
    }
    return { success: true as const };
  };
  const schema = { response: { 200: webhookAnswerSchema, 401: errorResponseSchema } };
  app.post('/shipping/shiprocket/webhook', { schema }, handler);
  app.post('/shipping/courier/webhook', { schema }, handler);
};

/** Parcels whose webhook has been quiet for a day are asked about, every hour, on any instance. */
export const trackingSweeperPlugin = fp(
  async function trackingSweeper(app: FastifyInstance) {
    if (app.config.SHIPPING_PROVIDER === 'manual') return;
    app.jobs.define({
      name: 'parcel-tracking',
      title: {
        en: 'Ask the courier about parcels with no news for a day',
        hi: 'एक दिन से बिना खबर वाले पार्सलों का हाल कूरियर से पूछना',
      },
      everyMs: SWEEP_INTERVAL_MS,
      work: () => app.services.shipmentTracking.sweep(),
    });
  },
  { name: 'shop-tracking-sweeper', dependencies: ['shop-job-scheduler'] },
);
