import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  mergeWishlistRequestSchema,
  mergeWishlistResponseSchema,
  updateWishlistResponseSchema,
  wishlistCountResponseSchema,
  wishlistProductParamsSchema,
  wishlistProductRequestSchema,
  wishlistResponseSchema,
} from '@shop/shared/contracts/wishlist';
import { signedInUser } from '../auth/authenticate';
import { requestMessage } from '../../lib/request-locale';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is turned away before their body is even read.
  app.addHook('onRequest', app.authenticate);
  const wishlist = app.services.wishlist;

  app.get('/user/wishlist', { schema: { response: { 200: wishlistResponseSchema, ...errors } } }, async (request) => ({
    success: true as const,
    wishlist: await wishlist.list(signedInUser(request).id),
  }));

  app.post(
    '/user/update-wishlist',
    { schema: { body: wishlistProductRequestSchema, response: { 200: updateWishlistResponseSchema, ...errors } } },
    async (request) => {
      const { status, wishlistCount } = await wishlist.toggle(signedInUser(request).id, request.body.productId);
      return {
        success: true as const,
        status,
        message: requestMessage(request, status ? 'WISHLIST_ADDED' : 'WISHLIST_REMOVED'),
        wishlistCount,
      };
    },
  );

  app.post(
    '/user/wishlist',
    { schema: { body: wishlistProductRequestSchema, response: { 201: wishlistCountResponseSchema, ...errors } } },
    async (request, reply) => {
      const wishlistCount = await wishlist.add(signedInUser(request).id, request.body.productId);
      return reply
        .status(201)
        .send({ success: true as const, message: requestMessage(request, 'WISHLIST_ADDED'), wishlistCount });
    },
  );

  app.post(
    '/user/wishlist/merge',
    { schema: { body: mergeWishlistRequestSchema, response: { 200: mergeWishlistResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await wishlist.merge(signedInUser(request).id, request.body.productIds)),
    }),
  );

  app.delete(
    '/user/wishlist/:productId',
    { schema: { params: wishlistProductParamsSchema, response: { 200: wishlistCountResponseSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      message: requestMessage(request, 'WISHLIST_REMOVED'),
      wishlistCount: await wishlist.remove(signedInUser(request).id, request.params.productId),
    }),
  );

  app.delete(
    '/user/wishlist',
    { schema: { response: { 200: wishlistCountResponseSchema, ...errors } } },
    async (request) => {
      await wishlist.clear(signedInUser(request).id);
      return { success: true as const, message: requestMessage(request, 'WISHLIST_CLEARED'), wishlistCount: 0 };
    },
  );
};
