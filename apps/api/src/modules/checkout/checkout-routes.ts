import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  checkoutRequestSchema,
  checkoutResponseSchema,
  paymentOptionsQuerySchema,
  paymentOptionsResponseSchema,
} from '@shop/shared/contracts/checkout';
import { signedInUser } from '../auth/authenticate';
import { requestLocale, requestMessage } from '../../lib/request-locale';

const MINUTE = 60_000;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};

/** Room for the longest address in Hindi and a client's view of a 200-line cart; nothing more. */
export const CHECKOUT_BODY_LIMIT = 64 * 1024;

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const checkout = app.services.checkout;
  // Each checkout reserves stock and opens a payment: a runaway client must not hold the shelf.
  const checkoutLimit = app.rateLimitBy([
    { name: 'checkout:user', max: 20, windowMs: 10 * MINUTE, key: (request) => request.user?.id },
  ]);

  app.get(
    '/payment/options',
    {
      preValidation: app.authenticate,
      schema: {
        querystring: paymentOptionsQuerySchema,
        response: { 200: paymentOptionsResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkout.paymentOptions(signedInUser(request).id, request.query.pin),
    }),
  );

  app.post(
    '/payment/checkout',
    {
      // A body is parsed before anyone is asked who sent it: a guest's 600 kB ones held the
      // embedded database's health checks. A checkout is a few kB (decision 0121).
      bodyLimit: CHECKOUT_BODY_LIMIT,
      preValidation: app.authenticate,
      preHandler: checkoutLimit,
      schema: { body: checkoutRequestSchema, response: { 200: checkoutResponseSchema, ...errors } },
    },
    async (request) => {
      const data = await checkout.checkout(signedInUser(request).id, request.body, requestLocale(request));
      return {
        success: true as const,
        message: requestMessage(request, data.provider === 'cod' ? 'ORDER_PLACED' : 'ORDER_AWAITING_PAYMENT'),
        data,
      };
    },
  );
};
