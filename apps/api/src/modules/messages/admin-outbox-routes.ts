import { and, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminOutboxQuerySchema,
  adminOutboxResponseSchema,
  normaliseIndianMobile,
  type AdminOutboxMessage,
  type MessageChannel,
} from '@shop/shared/contracts/messages';
import { emailOutbox } from '../../db/schema';
import { adminErrorResponses as errors } from '../admin/shared/admin-route-helpers';

/** Messages whose words let the reader act as the shopper: a sign-in code, a link that confirms an order. */
const SECRET_TEMPLATES = new Set(['sign-in-code', 'cod-confirmation', 'cod-reminder']);

/**
 * The whole outbox by channel, for the owner: `GET /admin/outbox?channel=&to=`. A message kept by
 * the sandbox shows its words, codes included, so the demo can be tried without a provider; a
 * message that went to a real phone keeps its secret from the back office.
 */
export const adminOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);
  const { messageProviders } = app.config;
  const sandboxed = (channel: MessageChannel) =>
    channel === 'sms'
      ? messageProviders.sms === 'sandbox'
      : channel === 'whatsapp'
        ? messageProviders.whatsapp === 'sandbox'
        : !app.config.SMTP_URL;

  app.get(
    '/admin/outbox',
    { schema: { querystring: adminOutboxQuerySchema, response: { 200: adminOutboxResponseSchema, ...errors } } },
    async (request) => {
      const { channel, to } = request.query;
      // A phone is found however it was typed; an email by its exact address.
      const recipient = to ? (normaliseIndianMobile(to) ?? to.toLowerCase()) : undefined;
      const where: SQL | undefined = and(
        channel ? eq(emailOutbox.channel, channel) : undefined,
        recipient ? ilike(emailOutbox.to, recipient) : undefined,
      );
      const rows = await app.database.db
        .select()
        .from(emailOutbox)
        .where(where)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(100);
      const messages: AdminOutboxMessage[] = rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        to: row.to,
        template: row.template,
        language: row.language,
        subject: row.subject,
        text: sandboxed(row.channel) || !SECRET_TEMPLATES.has(row.template) ? row.text : null,
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
