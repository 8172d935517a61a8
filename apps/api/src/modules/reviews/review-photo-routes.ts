import type { FastifyPluginAsync } from 'fastify';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import { imageContentType } from '../../storage/image-storage';

/** One width of a stored review photo: `${uuid}-${width}.webp` (review-photos.ts). */
const PHOTO_FILE = /^(?<photo>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-\d{2,4}\.webp$/;
/** Short, so that hiding a review takes its photos out of shared caches within minutes. */
const APPROVED_PHOTO_CACHE_CONTROL = 'public, max-age=300';

/**
 * `/images/reviews/<product>/<file>`: shoppers' photos, served by the shop whether the pictures
 * are on disk or in a bucket (never sent to the CDN), each after its review's status is read.
 * Anyone else asking for a photo they may not see is told it does not exist.
 */
export const reviewPhotoRoutes: FastifyPluginAsync = async (app) => {
  const { reviews, images: storage } = app.services;
  app.get('/images/reviews/:productId/:file', async (request, reply) => {
    const { productId, file } = request.params as { productId: string; file: string };
    const photo = PHOTO_FILE.exec(file)?.groups?.photo;
    const review =
      photo && isUuid(productId) ? await reviews.photoReview(productId, `reviews/${productId}/${photo}`) : undefined;
    if (!review) throw new AppError('ROUTE_NOT_FOUND');
    if (!review.approved) {
      try {
        await app.authenticate(request, reply);
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'UNAUTHENTICATED')) throw error;
      }
      if (!(request.user?.isAdmin || request.user?.id === review.authorId)) throw new AppError('ROUTE_NOT_FOUND');
    }
    const data = await storage.get(`reviews/${productId}/${file}`);
    if (!data) throw new AppError('ROUTE_NOT_FOUND');
    reply.header('cache-control', review.approved ? APPROVED_PHOTO_CACHE_CONTROL : 'private, no-store');
    reply.header('content-type', imageContentType(file));
    return reply.send(data);
  });
};
