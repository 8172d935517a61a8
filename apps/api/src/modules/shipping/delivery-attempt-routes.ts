import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  adminDeliveryAttemptListSchema,
  adminDeliveryAttemptResponseSchema,
  deliveryAttemptResponseSchema,
  deliveryChoiceSchema,
  deliveryLinkChoiceSchema,
  deliveryLinkSchema,
  type DeliveryChoice,
} from '@shop/shared/contracts/delivery-attempts';
import type { SuccessCode } from '@shop/shared/success-messages';
import { requestMessage } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';
import { adminErrorResponses } from '../admin/shared/admin-route-helpers';
import { signedInUser } from '../auth/authenticate';

const errors = {
  400: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
  502: errorResponseSchema,
};
const LINK_LIMIT = [{ name: 'delivery-link:ip', max: 120, windowMs: 15 * 60_000, key: clientIp }];
const TAKEN: Record<DeliveryChoice, SuccessCode> = {
  re_attempt: 'DELIVERY_RE_ATTEMPT',
  change_contact: 'DELIVERY_CONTACT_CHANGED',
  return: 'DELIVERY_RETURN',
};

/**
 * A failed delivery's link (no login: its signature is the proof) for the shopper's choice, and
 * the owner's list of open ones, acting for the shopper after a call.
 */
export const deliveryAttemptRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.deliveryAttempts;

  app.get(
    '/delivery-attempt',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { querystring: deliveryLinkSchema, response: { 200: deliveryAttemptResponseSchema, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        message: requestMessage(request, 'DELIVERY_ATTEMPT'),
        attempt: await service.view(request.query),
      };
    },
  );

  app.post(
    '/delivery-attempt',
    {
      preValidation: app.rateLimitBy(LINK_LIMIT),
      schema: { body: deliveryLinkChoiceSchema, response: { 200: deliveryAttemptResponseSchema, ...errors } },
    },
    async (request) => {
      const { attempt, e, s, ...choice } = request.body;
      const taken = await service.chooseByLink({ attempt, e, s }, choice);
      return { success: true as const, message: requestMessage(request, TAKEN[choice.choice]), attempt: taken };
    },
  );

  app.get(
    '/admin/delivery-attempts',
    {
      onRequest: app.requireAdmin,
      schema: { response: { 200: adminDeliveryAttemptListSchema, ...adminErrorResponses } },
    },
    async () => ({ success: true as const, carrierActs: service.carrierActs, attempts: await service.listOpen() }),
  );

  app.post(
    '/admin/delivery-attempts/:attemptId/choice',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: z.object({ attemptId: z.string().max(64) }),
        body: deliveryChoiceSchema,
        response: { 200: adminDeliveryAttemptResponseSchema, ...adminErrorResponses, 502: errorResponseSchema },
      },
    },
    async (request) => {
      const attempt = await service.chooseByOwner(signedInUser(request).id, request.params.attemptId, request.body);
      const message = attempt.passedToCourier ? 'Sent to the courier' : 'Recorded: pass it on to the courier';
      return { success: true as const, message, attempt };
    },
  );
};
