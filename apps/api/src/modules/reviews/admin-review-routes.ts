import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  rejectReviewSchema,
  replyReviewSchema,
  reviewIdParamsSchema,
} from '@shop/shared/contracts/reviews';
import { signedInUser } from '../auth/authenticate';

const answers = {
  200: adminReviewResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The owner's moderation queue: /api/v1/admin/reviews. Every step is written to the audit log. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;
  app.addHook('onRequest', app.requireAdmin);
  const params = reviewIdParamsSchema;

  app.get(
    '/admin/reviews',
    { schema: { querystring: adminReviewListQuerySchema, response: { 200: adminReviewListResponseSchema } } },
    async (request) => reviews.adminList(request.query.status, request.query.page),
  );

  app.post('/admin/reviews/:id/approve', { schema: { params, response: answers } }, async (request) => ({
    success: true as const,
    review: await reviews.approve(signedInUser(request).id, request.params.id),
  }));

  app.post(
    '/admin/reviews/:id/reject',
    { schema: { params, body: rejectReviewSchema, response: answers } },
    async (request) => ({
      success: true as const,
      review: await reviews.reject(signedInUser(request).id, request.params.id, request.body.reason),
    }),
  );

  app.post('/admin/reviews/:id/hide', { schema: { params, response: answers } }, async (request) => ({
    success: true as const,
    review: await reviews.hide(signedInUser(request).id, request.params.id),
  }));

  app.post(
    '/admin/reviews/:id/reply',
    { schema: { params, body: replyReviewSchema, response: answers } },
    async (request) => ({
      success: true as const,
      review: await reviews.reply(signedInUser(request).id, request.params.id, request.body.reply),
    }),
  );
};
