import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { AppError } from '../../app-error';
import { transactional } from '../../db/transactional';
import { keepJsonBodiesRaw, trustedJson } from '../../lib/signed-json-body';
import { recordDeliveryReceipt } from '../email/email-outbox-repository';
import { twilioStatusCallbackUrl } from './outbox-sender-plugin';
import { verifyTwilioSignature } from './twilio-sms';
import { verifyWhatsAppSignature } from './whatsapp-cloud';

const receiptResponse = z.object({ success: z.literal(true), updated: z.number().int() });

const whatsappStatuses = z.object({
  entry: z
    .array(
      z.object({
        changes: z
          .array(
            z.object({
              value: z.object({
                statuses: z.array(z.object({ id: z.string().min(1).max(200), status: z.string().max(40) })).optional(),
              }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

/**
 * Delivery receipts from the message providers, which sign them: Twilio's status callbacks
 * (form posts signed `X-Twilio-Signature`) and the WhatsApp Cloud API's webhook (its GET
 * handshake, and JSON posts signed `X-Hub-Signature-256`). A receipt updates the message it names.
 */
export const messageWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { config } = app;
  const db = app.database.db;
  // Both signatures cover exact bytes or exact fields: keep the raw body and parse it once trusted.
  keepJsonBodiesRaw(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/messages/twilio/status',
    { schema: { response: { 200: receiptResponse, 400: errorResponseSchema } } },
    async (request) => {
      const token = config.messageProviders.sms === 'twilio' ? config.TWILIO_AUTH_TOKEN : undefined;
      if (!token || typeof request.body !== 'string') throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      const params = Object.fromEntries(new URLSearchParams(request.body));
      const signature = request.headers['x-twilio-signature'];
      if (
        !verifyTwilioSignature(
          token,
          twilioStatusCallbackUrl(config),
          params,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        request.log.warn('twilio status callback signature did not verify');
        throw new AppError('WEBHOOK_SIGNATURE_INVALID');
      }
      const { MessageSid: sid, MessageStatus: status } = params;
      if (!sid || !status) throw new AppError('VALIDATION_FAILED');
      return { success: true as const, updated: (await recordDeliveryReceipt(db, sid, status)) ? 1 : 0 };
    },
  );

  app.get(
    '/messages/whatsapp/webhook',
    {
      schema: {
        querystring: z.object({
          'hub.mode': z.string().max(40).optional(),
          'hub.verify_token': z.string().max(200).optional(),
          'hub.challenge': z.string().max(200).optional(),
        }),
      },
    },
    async (request, reply) => {
      const expected = config.WHATSAPP_VERIFY_TOKEN;
      const query = request.query;
      if (!expected || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== expected) {
        return reply.code(403).type('text/plain').send('Forbidden');
      }
      // Meta registers the webhook only when the challenge comes back as it was sent.
      return reply.type('text/plain').send(query['hub.challenge'] ?? '');
    },
  );

  app.post(
    '/messages/whatsapp/webhook',
    { schema: { response: { 200: receiptResponse, 400: errorResponseSchema } } },
    async (request) => {
      const secret = config.WHATSAPP_APP_SECRET;
      const signature = request.headers['x-hub-signature-256'];
      const { data } = trustedJson(
        request,
        (raw) =>
          !!secret && verifyWhatsAppSignature(secret, raw, typeof signature === 'string' ? signature : undefined),
        whatsappStatuses,
      );
      const receipts = data.entry.flatMap((entry) => entry.changes.flatMap((change) => change.value.statuses ?? []));
      let updated = 0;
      // A failed receipt and its SMS twin commit together.
      await transactional(
        db,
        (tx) => tx,
      )(async (tx) => {
        for (const receipt of receipts) {
          if (await recordDeliveryReceipt(tx, receipt.id, receipt.status)) updated += 1;
        }
      });
      return { success: true as const, updated };
    },
  );
};
