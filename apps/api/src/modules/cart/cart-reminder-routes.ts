import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { messageResponseSchema } from '@shop/shared/contracts/auth';
import { cartReminderStopLinkSchema } from '@shop/shared/contracts/cart';
import { requestMessage } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };
// Guessing a signature is hopeless, but each try costs a hash and a read: a few hundred an hour is plenty.
const LINK_LIMIT = [{ name: 'cart-reminder-link:ip', max: 120, windowMs: 15 * 60_000, key: clientIp }];

/**
 * A cart reminder's stop link (decision 0161), without sign-in: GET checks the link (the page
 * shows its button), POST (the button) turns the account's cart reminders off.
 */
export const cartReminderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { cartReminderStops } = app.services;

  app.get(
    '/cart-reminders/stop',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { querystring: cartReminderStopLinkSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      cartReminderStops.check(request.query);
      return { success: true as const, message: requestMessage(request, 'CART_REMINDER_LINK_VALID') };
    },
  );

  app.post(
    '/cart-reminders/stop',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { body: cartReminderStopLinkSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await cartReminderStops.stop(request.body);
      return { success: true as const, message: requestMessage(request, 'CART_REMINDERS_STOPPED') };
    },
  );
};
