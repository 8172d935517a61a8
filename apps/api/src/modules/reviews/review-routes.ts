import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponseSchema } from '@shop/shared/contracts/api';
import {
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTOS_MAX,
  helpfulResponseSchema,
  myReviewsResponseSchema,
  ownReviewResponseSchema,
  productIdParamsSchema,
  reviewEditSchema,
  reviewIdParamsSchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewHighlightsResponseSchema,
  reviewListResponseSchema,
} from '@shop/shared/contracts/reviews';
import { AppError } from '../../app-error';
import { signedInUser } from '../auth/authenticate';
import { responseCache } from '../catalogue/response-cache';
import { clientIp } from '../../plugins/rate-limit';
import { requestLocale } from '../../lib/request-locale';
import { isAcceptedPhotoType } from './review-photos';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
  413: errorResponseSchema,
  429: errorResponseSchema,
};
const HOUR = 60 * 60 * 1000;

/**
 * The review form arrives as multipart (fields and up to four `photos`) or as JSON without photos.
 * Each photo's claimed type is checked before it is read, its bytes while it is read (the stream
 * stops at the limit), and its content later, when it is decoded.
 */
async function readReviewForm<S extends z.ZodType>(request: FastifyRequest, schema: S) {
  const fields: Record<string, unknown> = {};
  const photos: Buffer[] = [];
  if (request.isMultipart()) {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'photos' || !isAcceptedPhotoType(part.mimetype)) {
        part.file.resume();
        throw new AppError('REVIEW_PHOTO_TYPE');
      }
      if (photos.length === REVIEW_PHOTOS_MAX) {
        part.file.resume();
        throw new AppError('REVIEW_PHOTO_TOO_MANY', { max: REVIEW_PHOTOS_MAX });
      }
      try {
        photos.push(await part.toBuffer());
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new AppError('REVIEW_PHOTO_TOO_LARGE', { max: REVIEW_PHOTO_MAX_BYTES / (1024 * 1024) });
        }
        throw error;
      }
    }
  } else if (request.body && typeof request.body === 'object') {
    Object.assign(fields, request.body);
  }
  const parsed = schema.safeParse(fields);
  if (!parsed.success) {
    const messages: Record<string, string> = {};
    for (const issue of parsed.error.issues) messages[issue.path.join('.') || '_'] ??= issue.message;
    throw new AppError('VALIDATION_FAILED', {}, messages);
  }
  return { input: parsed.data as z.infer<S>, photos };
}

/**
 * Reviews on the product page and the home page, and a buyer's own: /api/v1/products/:id/reviews,
 * /reviews/highlights, /user/reviews.
 */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reviews } = app.services;
  // The home page's reviews are the same for everyone and change with the catalogue snapshot,
  // which approving, hiding or editing a published review invalidates (it carries the ratings).
  const highlightsCache = responseCache(app.services.catalogue);
  app.sharedAnswers.add(highlightsCache.lookup);

  // Each write may carry four photos to decode: a few an hour is plenty for a buyer, and the
  // address limit is generous because many shoppers share one carrier-NAT address in India.
  const limitWrites = app.rateLimitBy([
    { name: 'review-write:user', max: 10, windowMs: HOUR, key: (request) => request.user?.id },
    { name: 'review-write:ip', max: 60, windowMs: HOUR, key: clientIp },
  ]);

  await app.register(fastifyMultipart, {
    // One more file than allowed reaches the handler, which answers with the clear limit.
    limits: { fileSize: REVIEW_PHOTO_MAX_BYTES, files: REVIEW_PHOTOS_MAX + 1, fields: 10, fieldSize: 4000, parts: 16 },
  });

  app.get(
    '/products/:productId/reviews',
    {
      schema: {
        params: productIdParamsSchema,
        querystring: reviewListQuerySchema,
        response: { 200: reviewListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => reviews.listForProduct(request.params.productId, request.query, requestLocale(request)),
  );

  app.get(
    '/reviews/highlights',
    {
      // Made-up query strings miss the cache and cost a build each: counted like the catalogue's.
      preValidation: app.rateLimitBy([
        { name: 'catalogue:ip', max: app.config.CATALOGUE_LIMIT_PER_MINUTE, windowMs: 60_000, key: clientIp },
      ]),
      schema: { response: { 200: reviewHighlightsResponseSchema } },
    },
    (request, reply) =>
      highlightsCache.send(request, reply, reviewHighlightsResponseSchema, () =>
        reviews.highlights(requestLocale(request)),
      ),
  );

  app.get(
    '/user/reviews',
    { onRequest: app.authenticate, schema: { response: { 200: myReviewsResponseSchema, ...errors } } },
    async (request) => reviews.mine(signedInUser(request).id),
  );

  app.post(
    '/user/reviews',
    {
      onRequest: app.authenticate,
      preHandler: limitWrites,
      schema: { response: { 201: ownReviewResponseSchema, ...errors } },
    },
    async (request, reply) => {
      const { input, photos } = await readReviewForm(request, reviewInputSchema);
      const review = await reviews.create(signedInUser(request).id, input, photos);
      return reply.status(201).send({ success: true as const, review });
    },
  );

  app.patch(
    '/user/reviews/:id',
    {
      onRequest: app.authenticate,
      preHandler: limitWrites,
      schema: { params: reviewIdParamsSchema, response: { 200: ownReviewResponseSchema, ...errors } },
    },
    async (request) => {
      const { input, photos } = await readReviewForm(request, reviewEditSchema);
      return {
        success: true as const,
        review: await reviews.edit(signedInUser(request).id, request.params.id, input, photos),
      };
    },
  );

  app.post(
    '/reviews/:id/helpful',
    {
      onRequest: app.authenticate,
      schema: { params: reviewIdParamsSchema, response: { 200: helpfulResponseSchema, ...errors } },
    },
    async (request) => reviews.markHelpful(signedInUser(request).id, request.params.id),
  );
};
