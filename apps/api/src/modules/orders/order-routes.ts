import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  cancelOrderRequestSchema,
  orderIdParamsSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderResponseSchema,
  returnOrderRequestSchema,
  trackLookupRequestSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
} from '@shop/shared/contracts/orders';
import { signedInUser } from '../auth/authenticate';
import { clientIp, countTry } from '../../plugins/rate-limit';
import { requestLocale, requestMessage } from '../../lib/request-locale';

const MINUTE = 60_000;

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

/**
 * Tracking answers anyone who knows an order's email or phone, so guesses are counted: per address
 * (one visitor trying many orders or many answers) and per order (many addresses trying one order),
 * the latter only for orders that exist, by link or by number alike (decision 0120).
 */
const TRACK_LIMITS = [{ name: 'track:ip', max: 20, windowMs: 15 * MINUTE, key: clientIp }];
const TRACK_PER_ORDER = { name: 'track:order', max: 10, windowMs: 15 * MINUTE };

/** The shopper's orders (dashboard), cancel and return, and order tracking. */
export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const orders = app.services.orders;
  // One count for tracking by link and by order number: a guesser gains no tries by switching.
  const limitTracking = app.rateLimitBy(TRACK_LIMITS);
  const trackingTries = app.recordCounter(TRACK_PER_ORDER);
  const countTrackingTry = (orderId: string) => countTry(trackingTries, orderId);

  app.get(
    '/user/orders',
    {
      preValidation: app.authenticate,
      schema: { querystring: orderListQuerySchema, response: { 200: orderListResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      ...(await orders.list(signedInUser(request).id, request.query, requestLocale(request))),
    }),
  );

  app.get(
    '/user/orders/:orderId',
    {
      preValidation: app.authenticate,
      schema: { params: orderIdParamsSchema, response: { 200: orderResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.get(signedInUser(request).id, request.params.orderId, requestLocale(request)),
    }),
  );

  app.post(
    '/user/orders/:orderId/cancel',
    {
      preValidation: app.authenticate,
      schema: {
        params: orderIdParamsSchema,
        body: cancelOrderRequestSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'ORDER_CANCELLED'),
      order: await orders.cancel(
        signedInUser(request).id,
        request.params.orderId,
        request.body?.reason || null,
        requestLocale(request),
      ),
    }),
  );

  app.post(
    '/user/orders/:orderId/return',
    {
      preValidation: app.authenticate,
      schema: {
        params: orderIdParamsSchema,
        body: returnOrderRequestSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'RETURN_SUBMITTED'),
      order: await orders.requestReturn(
        signedInUser(request).id,
        request.params.orderId,
        request.body.reason,
        requestLocale(request),
      ),
    }),
  );

  app.post(
    '/orders/:orderId/track',
    {
      preValidation: limitTracking,
      schema: {
        params: orderIdParamsSchema,
        body: trackOrderRequestSchema,
        response: { 200: trackOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      order: await orders.track(request.params.orderId, request.body.confirm, countTrackingTry),
    }),
  );

  app.post(
    '/orders/track',
    {
      preValidation: limitTracking,
      schema: { body: trackLookupRequestSchema, response: { 200: trackOrderResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.trackByNumber(request.body.orderNumber, request.body.confirm, countTrackingTry),
    }),
  );

  app.get(
    '/orders/:orderId/track',
    {
      preValidation: app.authenticate,
      schema: { params: orderIdParamsSchema, response: { 200: trackOrderResponseSchema, ...errors } },
    },
    async (request) => ({
      success: true as const,
      order: await orders.trackOwn(signedInUser(request).id, request.params.orderId),
    }),
  );
};
