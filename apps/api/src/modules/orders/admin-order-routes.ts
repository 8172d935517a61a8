import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_ORDER_MESSAGES,
  adminOrderListQuerySchema,
  adminOrderListResponseSchema,
  adminOrderResponseSchema,
  adminOrderStatusRequestSchema,
  adminRefundRequestSchema,
  adminReturnResponseSchema,
  adminReturnsQuerySchema,
  adminReturnsResponseSchema,
  approveReturnRequestSchema,
  rejectReturnRequestSchema,
  returnIdParamsSchema,
} from '@shop/shared/contracts/admin-orders';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import { orderIdParamsSchema } from '@shop/shared/contracts/orders';
import { signedInUser } from '../auth/authenticate';
import { adminErrorResponses as errors } from '../admin/shared/admin-route-helpers';
import { fromRefundRequest } from './order-dto';

/** The shop owner's orders, status changes, refunds and returns. */
export const adminOrderRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: guests (401) and customers (403) are turned away before anything else is read.
  app.addHook('onRequest', app.requireAdmin);
  const admin = app.services.adminOrders;

  app.get(
    '/admin/orders',
    { schema: { querystring: adminOrderListQuerySchema, response: { 200: adminOrderListResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await admin.list(request.query)) }),
  );

  app.get(
    '/admin/orders/:orderId',
    { schema: { params: orderIdParamsSchema, response: { 200: adminOrderResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, order: await admin.get(request.params.orderId) }),
  );

  app.post(
    '/admin/orders/:orderId/status',
    {
      schema: {
        params: orderIdParamsSchema,
        body: adminOrderStatusRequestSchema,
        // 502: a parcel booked with the carrier could not be cancelled there (nothing changed).
        response: { 200: adminOrderResponseSchema, ...errors, 502: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_ORDER_MESSAGES.statusUpdated,
      order: await admin.changeStatus(signedInUser(request).id, request.params.orderId, request.body),
    }),
  );

  app.post(
    '/admin/orders/:orderId/refunds',
    {
      schema: {
        params: orderIdParamsSchema,
        body: adminRefundRequestSchema,
        response: { 200: adminOrderResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_ORDER_MESSAGES.refundIssued,
      order: await admin.refund(signedInUser(request).id, request.params.orderId, fromRefundRequest(request.body)),
    }),
  );

  app.post(
    '/admin/orders/:orderId/received-back',
    { schema: { params: orderIdParamsSchema, response: { 200: adminOrderResponseSchema, ...errors } } },
    async (request) => {
      const { order, received } = await admin.receiveBack(signedInUser(request).id, request.params.orderId);
      const message = received ? ADMIN_ORDER_MESSAGES.receivedBack : ADMIN_ORDER_MESSAGES.alreadyReceivedBack;
      return { success: true as const, message, order };
    },
  );

  app.get(
    '/admin/returns',
    { schema: { querystring: adminReturnsQuerySchema, response: { 200: adminReturnsResponseSchema, ...errors } } },
    async (request) => ({ success: true as const, ...(await admin.listReturns(request.query)) }),
  );

  app.post(
    '/admin/returns/:returnId/approve',
    {
      schema: {
        params: returnIdParamsSchema,
        body: approveReturnRequestSchema,
        response: { 200: adminReturnResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_ORDER_MESSAGES.returnApproved,
      ...(await admin.approveReturn(signedInUser(request).id, request.params.returnId, request.body?.note)),
    }),
  );

  app.post(
    '/admin/returns/:returnId/reject',
    {
      schema: {
        params: returnIdParamsSchema,
        body: rejectReturnRequestSchema,
        response: { 200: adminReturnResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: ADMIN_ORDER_MESSAGES.returnRejected,
      ...(await admin.rejectReturn(signedInUser(request).id, request.params.returnId, request.body.note)),
    }),
  );
};
