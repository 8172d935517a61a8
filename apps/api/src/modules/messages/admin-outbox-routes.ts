import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
  normaliseIndianMobile,
  type AdminOutboxMessage,
  type MessageChannel,
} from '@shop/shared/contracts/messages';
import { latestOutbox } from '../email/email-outbox-repository';
import { carriesSecret } from '../email/message-templates';
import { adminErrorResponses as errors } from '../admin/shared/admin-route-helpers';

/**
 * A message's words as the back office may read them: none of a message that carries a secret (a
 * code, a link with a token or signature: `MESSAGE_TEMPLATES` says which) once its channel really
 * sends, by email, SMS or WhatsApp alike. A channel kept by the sandbox sends nothing, so its outbox
 * is the only place its codes can be read: the demo shop and its journeys read them there.
 */
export function textForOwner(row: { template: string; text: string }, sandboxed: boolean): string | null {
  return sandboxed || !carriesSecret(row.template) ? row.text : null;
}

/** Whether a channel keeps its messages in the outbox (the sandbox) rather than sending them. */
export function sandboxedChannel(config: FastifyInstance['config'], channel: MessageChannel): boolean {
  if (channel === 'sms') return config.messageProviders.sms === 'sandbox';
  if (channel === 'whatsapp') return config.messageProviders.whatsapp === 'sandbox';
  return !config.SMTP_URL;
}

/**
 * The whole outbox by channel, for the owner: `GET /admin/outbox?channel=&to=`. A message kept by
 * the sandbox shows its words, codes included, so the demo can be tried without a provider; a
 * message that went to a real phone keeps its secret from the back office.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const { messageProviders } = app.config;

  app.get(
    '/admin/outbox',
    { schema: { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxResponseSchema, ...errors } } },
    async (request) => {
      const { channel, to } = request.query;
      // A phone is found however it was typed; an email by its exact address.
      const recipient = to ? (normaliseIndianMobile(to) ?? to.toLowerCase()) : undefined;
      const rows = await latestOutbox(app.database.db, { channel, to: recipient, limit: 100 });
      const messages: AdminOutboxMessage[] = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        template: row.template,
        language: row.language,
        subject: row.subject,
        text: textForOwner(row, sandboxedChannel(app.config, row.channel)),
        status: row.status,
        deliveryStatus: row.deliveryStatus,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      }));
      return {
        success: true as const,
        sandbox: messageProviders.sms === 'sandbox' || messageProviders.whatsapp === 'sandbox',
        messages,
      };
    },
  );
};
