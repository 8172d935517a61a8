import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { webhookResponseSchema } from '@shop/shared/contracts/checkout';
import { AppError } from '../../app-error';
import { handleWebhookEvent, webhookEventSchema } from './webhook-events';

/**
 * Razorpay's webhook. Its signature is an HMAC of the exact bytes sent, so this plugin keeps the
 * raw body (a re-serialised JSON object would not verify) and parses it only once it is trusted.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/payment/webhook',
    { schema: { response: { 200: webhookResponseSchema, 400: errorResponseSchema } } },
    async (request) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw)) throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const signature = request.headers['x-razorpay-signature'];
      const { gateway, payments } = app.services;
      if (!gateway.verifyWebhookSignature(raw, typeof signature === 'string' ? signature : undefined)) {
        request.log.warn('webhook signature did not verify');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }

      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        throw new AppError('VALIDATION_FAILED');
      }
      const parsed = webhookEventSchema.safeParse(json);
      if (!parsed.success) throw new AppError('VALIDATION_FAILED');

      const header = request.headers['x-razorpay-event-id'];
      const eventId =
        (typeof header === 'string' && header.length > 0 && header.length <= 100 ? header : undefined) ??
        parsed.data.id ??
        `sha256:${createHash('sha256').update(raw).digest('hex')}`;
      const duplicate = await handleWebhookEvent(
        { eventId, provider: gateway.provider, event: parsed.data, payload: json },
        payments,
        request.log,
      );
      return { success: true as const, duplicate };
    },
  );
};
