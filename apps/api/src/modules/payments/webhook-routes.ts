import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { webhookResponseSchema } from '@shop/shared/contracts/checkout';
import { keepJsonBodiesRaw, trustedJson } from '../../lib/signed-json-body';
import { handleWebhookEvent, webhookEventSchema } from './webhook-events';

/** Razorpay's webhook, signed `X-Razorpay-Signature` over its exact bytes. */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  keepJsonBodiesRaw(app);

  app.post(
    '/payment/webhook',
    { schema: { response: { 200: webhookResponseSchema, 400: errorResponseSchema } } },
    async (request) => {
      const signature = request.headers['x-razorpay-signature'];
      const { gateway, payments } = app.services;
      const { raw, json, data } = trustedJson(
        request,
        (body) => gateway.verifyWebhookSignature(body, typeof signature === 'string' ? signature : undefined),
        webhookEventSchema,
      );

      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        (typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : undefined) ??
        data.id ??
        `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const duplicate = await handleWebhookEvent(
        { eventId, provider: gateway.provider, event: data, payload: json },
        payments,
        request.log,
      );
      return { success: true as const, duplicate };
    },
  );
};
