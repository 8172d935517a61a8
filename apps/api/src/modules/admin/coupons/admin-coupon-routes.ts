import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCouponActiveSchema,
  adminCouponInputSchema,
  adminCouponListResponseSchema,
  adminCouponResponseSchema,
  couponIdParamsSchema,
} from '@shop/shared/contracts/admin-coupons';
import { signedInUser } from '../../auth/authenticate';

/** /api/v1/admin/coupons: list with usage counts, create, edit, switch on and off. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.services.adminCoupons;
  app.addHook('onRequest', app.requireAdmin);

  app.get('/admin/coupons', { schema: { response: { 200: adminCouponListResponseSchema } } }, async () => ({
    coupons: await service.list(),
  }));

  app.post(
    '/admin/coupons',
    { schema: { body: adminCouponInputSchema, response: { 201: adminCouponResponseSchema } } },
    async (request, reply) =>
      reply.status(201).send({ coupon: await service.create(signedInUser(request).id, request.body) }),
  );

  app.put(
    '/admin/coupons/:couponId',
    {
      schema: {
        params: couponIdParamsSchema,
        body: adminCouponInputSchema,
        response: { 200: adminCouponResponseSchema },
      },
    },
    async (request) => ({
      coupon: await service.update(signedInUser(request).id, request.params.couponId, request.body),
    }),
  );

  app.post(
    '/admin/coupons/:couponId/active',
    {
      schema: {
        params: couponIdParamsSchema,
        body: adminCouponActiveSchema,
        response: { 200: adminCouponResponseSchema },
      },
    },
    async (request) => ({
      coupon: await service.setActive(signedInUser(request).id, request.params.couponId, request.body.active),
    }),
  );
};
