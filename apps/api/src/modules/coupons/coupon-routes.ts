import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  couponsQuerySchema,
  couponsResponseSchema,
  validateCouponRequestSchema,
  validateCouponResponseSchema,
} from '@shop/shared/contracts/coupons';
import { rupeesToPaise } from '@shop/shared/money';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../app-error';
import { requestLocale } from '../../lib/request-locale';
import { clientIp } from '../../plugins/rate-limit';
import { toValidateCouponResponse } from './coupon-dto';
import type { CouponLine } from './coupon-service';

const MINUTE = 60_000;

export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  const coupons = app.services.coupons;

  // Coupons are offered to guests too; a signed-in shopper also learns which apply to them.
  const optionalUser = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      await app.authenticate(request, reply);
    } catch (error) {
      if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) throw error;
    }
  };

  /** One of the product page's item, priced from the catalogue: its chosen size, else its cheapest. */
  async function itemLine(slug: string, size: string | undefined): Promise<CouponLine> {
    const product = await app.services.catalogue.productBySlug(slug);
    const variant =
      size === undefined
        ? product.variants.find((v) => v.price === product.price)
        : product.variants.find((v) => v.size === size);
    if (!variant) throw new AppError('SIZE_NOT_AVAILABLE');
    return { unitPricePaise: rupeesToPaise(variant.price), quantity: 1, category: product.category };
  }

  app.get(
    '/user/coupons',
    {
      preHandler: optionalUser,
      schema: {
        querystring: couponsQuerySchema,
        response: { 200: couponsResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      const { product, size } = request.query;
      const lines = product === undefined ? undefined : [await itemLine(product, size)];
      return {
        success: true as const,
        coupons: await coupons.list(request.user?.id ?? null, lines, requestLocale(request)),
      };
    },
  );

  app.post(
    '/coupons/validate',
    {
      // Guessing codes one after another is slowed down per address.
      preValidation: app.rateLimitBy([{ name: 'coupon:ip', max: 60, windowMs: MINUTE, key: clientIp }]),
      preHandler: optionalUser,
      schema: {
        body: validateCouponRequestSchema,
        response: { 200: validateCouponResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const result = await coupons.validate(
        request.user?.id ?? null,
        request.body.code,
        rupeesToPaise(request.body.cartAmount),
        requestLocale(request),
      );
      return toValidateCouponResponse(result);
    },
  );
};
