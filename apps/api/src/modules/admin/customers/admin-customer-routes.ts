import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCustomerListQuerySchema,
  adminCustomerListResponseSchema,
  adminCustomerParamsSchema,
  adminCustomerResponseSchema,
  adminEmailListQuerySchema,
  adminEmailListResponseSchema,
  adminEmailParamsSchema,
  adminEmailResponseSchema,
  adminEmailRetryResponseSchema,
  adminMessageListQuerySchema,
  adminMessageListResponseSchema,
  adminNewsletterExportQuerySchema,
  adminNewsletterListResponseSchema,
  adminNewsletterQuerySchema,
  EMAIL_RETRY_QUEUED,
} from '@shop/shared/contracts/admin-customers';
import { signedInUser } from '../../auth/authenticate';
import { adminErrorResponses as errors } from '../shared/admin-route-helpers';

/** Customers, newsletter subscribers, contact messages and the email outbox, for admins only. */
export const adminCustomerRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: guests and customers are turned away before anything else is read.
  app.addHook('onRequest', app.requireAdmin);
  const service = app.services.adminCustomers;

  app.get(
    '/admin/customers',
    {
      schema: {
        querystring: adminCustomerListQuerySchema,
        response: { 200: adminCustomerListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listCustomers(request.query)) }),
  );

  app.get(
    '/admin/customers/:userId',
    { schema: { params: adminCustomerParamsSchema, response: { 200: adminCustomerResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await service.getCustomer(request.params.userId)) }),
  );

  app.get(
    '/admin/newsletter',
    {
      schema: {
        querystring: adminNewsletterQuerySchema,
        response: { 200: adminNewsletterListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listSubscribers(request.query)) }),
  );

  app.get(
    '/admin/newsletter.csv',
    // No response schema: the body is CSV text, not JSON; errors still answer as every other route.
    { schema: { querystring: adminNewsletterExportQuerySchema } },
    async (request, reply) => {
      const csv = await service.subscribersCsv(request.query);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`)
        .send(csv);
    },
  );

  app.get(
    '/admin/messages',
    {
      schema: {
        querystring: adminMessageListQuerySchema,
        response: { 200: adminMessageListResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, ...(await service.listMessages(request.query)) }),
  );

  app.get(
    '/admin/emails',
    { schema: { querystring: adminEmailListQuerySchema, response: { 200: adminEmailListResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await service.listEmails(request.query)) }),
  );

  app.get(
    '/admin/emails/:id',
    { schema: { params: adminEmailParamsSchema, response: { 200: adminEmailResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      email: await service.getEmail(request.params.id, signedInUser(request).id),
    }),
  );

  app.post(
    '/admin/emails/:id/retry',
    { schema: { params: adminEmailParamsSchema, response: { 200: adminEmailRetryResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: EMAIL_RETRY_QUEUED,
      email: await service.retryEmail(request.params.id, signedInUser(request).id),
    }),
  );
};
