import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { messageResponseSchema } from '@shop/shared/contracts/auth';
import {
  adminCodDecisionSchema,
  codDecisionRequestSchema,
  codLinkSchema,
  codOrderResponseSchema,
} from '@shop/shared/contracts/messages';
import { signedInUser } from '../auth/authenticate';
import { clientIp } from '../../plugins/rate-limit';
import { requestMessage } from '../../lib/request-locale';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};
const LINK_LIMIT = [{ name: 'cod-link:ip', max: 120, windowMs: 15 * 60_000, key: clientIp }];

/**
 * The links in a cash-on-delivery order's confirmation message (no login: the link's signature is
 * the proof), and the owner's confirm or cancel of an order the shopper left unconfirmed.
 */
export const codConfirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.codConfirmation;

  app.get(
    '/cod-confirmation',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { querystring: codLinkSchema, response: { 200: codOrderResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        message: requestMessage(request, 'COD_ORDER'),
        order: await service.view(request.query),
      };
    },
  );

  app.post(
    '/cod-confirmation',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { body: codDecisionRequestSchema, response: { 200: codOrderResponseSchema, ...errors } },
    },
    async (request) => {
      const { decision, ...link } = request.body;
      const order = await service.decideByLink(link, decision);
      const message = requestMessage(request, decision === 'confirm' ? 'COD_CONFIRMED' : 'COD_CANCELLED');
      return { success: true as const, message, order };
    },
  );

  app.post(
    '/admin/orders/:orderId/cod-confirmation',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ orderId: z.string().max(64) }),
        body: adminCodDecisionSchema,
        response: { 200: messageResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { decision } = request.body;
      await service.decideByOwner(signedInUser(request).id, request.params.orderId, decision);
      return {
        success: true as const,
        message: decision === 'confirm' ? 'Order confirmed' : 'Order cancelled and its items returned to stock',
      };
    },
  );
};
