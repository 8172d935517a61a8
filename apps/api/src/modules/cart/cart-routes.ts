import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_HINT_COOKIE } from '@shop/shared/hint-cookies';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  addToCartBodySchema,
  applyCartCouponRequestSchema,
  cartResponseSchema,
  removeFromCartRequestSchema,
  updateQuantityRequestSchema,
} from '@shop/shared/contracts/cart';
import { couponsResponseSchema } from '@shop/shared/contracts/coupons';
import { AppError } from '../../app-error';
import { jsonBody, sendEncoded } from '../../lib/encoded-body';
import { requestLocale } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';
import { toCartResponse } from './cart-dto';
import type { CartOwner } from './cart-repository';
import { guestCartKey, startGuestCart } from './guest-cart-cookie';
import { mergeGuestCartAtSignIn } from './merge-at-sign-in';

const responses = {
  200: cartResponseSchema,
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  429: errorResponseSchema,
};

const HOUR = 60 * 60 * 1000;

/**
 * The spec's cart calls; each answers with the whole priced cart. A signed-in shopper's cart is
 * their account's; a guest's lives under an anonymous cookie (guest-cart-cookie.ts), priced and
 * judged by the same rules, and joins the account at sign-in.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  const cart = app.services.cart;
  app.afterSignIn.push(mergeGuestCartAtSignIn(app));

  // Before validation: a lapsed login hears 'Please Login First' (its page renews the session and
  // asks again) rather than filling a guest cart it would never see.
  app.addHook('preValidation', async (request, reply) => {
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'UNAUTHENTICATED') throw error;
      if (request.cookies[SESSION_HINT_COOKIE]) throw error;
    }
  });

  /** Whose cart this call is about; null for a guest who has none yet. */
  function ownerOf(request: FastifyRequest): CartOwner | null {
    if (request.user) return { userId: request.user.id };
    const guestKey = guestCartKey(request);
    return guestKey ? { guestKey } : null;
  }

  /** A guest's first add starts their cart (and its cookie). */
  function ownerForAdd(request: FastifyRequest, reply: FastifyReply): CartOwner {
    return ownerOf(request) ?? { guestKey: startGuestCart(request, reply) };
  }

  /**
   * A guest without a cart is answered from a cart no one can have (keys are 43-character hashes):
   * the empty one, under the same rules and messages. Only adding starts a cart.
   */
  const noCart: CartOwner = { guestKey: '' };

  // The hottest cart call (the drawer, every cart page): held a few seconds per shopper, language
  // and catalogue version (plugins/personal-answers.ts) as the bytes it sends, checked against its
  // contract and compressed once: compressing a cart on every read cost more than the rest of it.
  // Checkout always prices from the database.
  app.get('/user/user-cart', { schema: { response: responses } }, async (request, reply) => {
    const owner = ownerOf(request) ?? noCart;
    const locale = requestLocale(request);
    if (!('userId' in owner)) {
      reply.header('cache-control', 'private, no-store');
      return toCartResponse(await cart.view(owner), locale);
    }
    const held = await app.personalAnswers.get(
      `cart:${locale}`,
      owner.userId,
      async () => {
        const priced = await cart.view(owner);
        const answer = cartResponseSchema.parse(toCartResponse(priced, locale));
        return { body: jsonBody(answer), told: priced.couponNotice };
      },
      // A coupon just taken off is told once, not again from memory.
      { version: app.services.catalogue.version(), keep: (answer) => answer.told === null },
    );
    return sendEncoded(request, reply, held.body);
  });

  app.post(
    '/user/add-to-cart',
    {
      // Each new guest cart is a row: an address may start only so many an hour.
      preValidation: app.rateLimitBy([
        {
          name: 'guest-cart:ip',
          max: 60,
          windowMs: HOUR,
          key: (request) => (ownerOf(request) ? undefined : clientIp(request)),
        },
      ]),
      schema: { body: addToCartBodySchema, response: responses },
    },
    async (request, reply) => {
      const body = request.body;
      const owner = ownerForAdd(request, reply);
      const priced =
        body.kind === 'set'
          ? await cart.addSet(owner, { setId: body.setId, quantity: body.quantity })
          : await cart.add(owner, { id: body.id, variantId: body.variantId, quantity: body.quantity });
      return toCartResponse(priced, requestLocale(request));
    },
  );

  app.post(
    '/user/remove-from-cart',
    { schema: { body: removeFromCartRequestSchema, response: responses } },
    async (request) =>
      toCartResponse(await cart.remove(ownerOf(request) ?? noCart, request.body), requestLocale(request)),
  );

  app.patch(
    '/user/update-quantity',
    { schema: { body: updateQuantityRequestSchema, response: responses } },
    async (request) =>
      toCartResponse(await cart.updateQuantity(ownerOf(request) ?? noCart, request.body), requestLocale(request)),
  );

  app.delete('/user/clear-cart', { schema: { response: responses } }, async (request) =>
    toCartResponse(await cart.clear(ownerOf(request) ?? noCart), requestLocale(request)),
  );

  app.post(
    '/user/cart/coupon',
    { schema: { body: applyCartCouponRequestSchema, response: responses } },
    async (request) =>
      toCartResponse(await cart.applyCoupon(ownerOf(request) ?? noCart, request.body.code), requestLocale(request)),
  );

  app.delete('/user/cart/coupon', { schema: { response: responses } }, async (request) =>
    toCartResponse(await cart.removeCoupon(ownerOf(request) ?? noCart), requestLocale(request)),
  );

  app.get(
    '/user/cart/coupons',
    { schema: { response: { ...responses, 200: couponsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return {
        success: true as const,
        coupons: await cart.couponOffers(ownerOf(request) ?? noCart, requestLocale(request)),
      };
    },
  );
};
