import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  addToCartRequestSchema,
  applyCartCouponRequestSchema,
  cartResponseSchema,
  removeFromCartRequestSchema,
  updateQuantityRequestSchema,
} from '@shop/shared/contracts/cart';
import { signedInUser } from '../auth/authenticate';
import { toCartResponse } from './cart-dto';

const responses = {
  200: cartResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** The spec's cart calls; each answers with the whole priced cart. */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  // Before validation: a guest hears 'Please Login First', not what was wrong with the body.
  app.addHook('preValidation', app.authenticate);
  const cart = app.services.cart;

  // The hottest cart call (the drawer, every cart page): held a few seconds per shopper and
  // catalogue version (plugins/personal-answers.ts); checkout always prices from the database.
  app.get('/user/user-cart', { schema: { response: responses } }, async (request) => {
    const userId = signedInUser(request).id;
    const build = async () => toCartResponse(await cart.view(userId));
    return app.personalAnswers.get('cart', userId, build, {
      version: app.services.catalogue.version(),
      // A coupon just taken off is told once, not again from memory.
      keep: (answer) => answer.couponNotice === null,
    });
  });

  app.post('/user/add-to-cart', { schema: { body: addToCartRequestSchema, response: responses } }, async (request) => {
    const { id, variantId, quantity } = request.body;
    return toCartResponse(await cart.add(signedInUser(request).id, { id, variantId, quantity }));
  });

  app.post(
    '/user/remove-from-cart',
    { schema: { body: removeFromCartRequestSchema, response: responses } },
    async (request) => toCartResponse(await cart.remove(signedInUser(request).id, request.body)),
  );

  app.patch(
    '/user/update-quantity',
    { schema: { body: updateQuantityRequestSchema, response: responses } },
    async (request) => toCartResponse(await cart.updateQuantity(signedInUser(request).id, request.body)),
  );

  app.delete('/user/clear-cart', { schema: { response: responses } }, async (request) =>
    toCartResponse(await cart.clear(signedInUser(request).id)),
  );

  app.post(
    '/user/cart/coupon',
    { schema: { body: applyCartCouponRequestSchema, response: responses } },
    async (request) => toCartResponse(await cart.applyCoupon(signedInUser(request).id, request.body.code)),
  );

  app.delete('/user/cart/coupon', { schema: { response: responses } }, async (request) =>
    toCartResponse(await cart.removeCoupon(signedInUser(request).id)),
  );
};
