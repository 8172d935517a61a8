import type { Locale } from '@shop/shared/locale';
import type { FastifyBaseLogger } from 'fastify';
import {
  REVIEW_HIGHLIGHTS_MAX,
  REVIEW_PAGE_SIZE,
  REVIEW_PHOTOS_MAX,
  type ReviewEdit,
  type ReviewInput,
  type ReviewListQuery,
  type ReviewStatus,
} from '@shop/shared/contracts/reviews';
import { AppError } from '../../app-error';
import { isUniqueViolation } from '../../db/postgres-errors';
import { recordAudit } from '../audit/audit-repository';
import type { ImageStorage } from '../../storage/image-storage';
import { removeReviewPhotoFiles, storeReviewPhoto, toReviewPhoto } from './review-photos';
import type { ReviewDetailsRow, ReviewPhotoRow, ReviewQueries, ReviewRepository } from './review-repository';
import { toAdminReview, toOwnReview, toPublicReview, toReviewHighlight } from './review-dto';
import { buyerLine, moderationRefusal, ratingFromBreakdown, starBreakdown, type ModerationStep } from './review-rules';

const PHOTO_STRIP_SIZE = 12;

export type ReviewServiceDeps = {
  repository: ReviewRepository;
  images: ImageStorage;
  /** The catalogue snapshot carries each product's rating: it is read again when one changes. */
  invalidateCatalogue: () => Promise<void>;
  log: FastifyBaseLogger;
};

function pages(total: number) {
  return Math.max(1, Math.ceil(total / REVIEW_PAGE_SIZE));
}

export function reviewService({ repository, images, invalidateCatalogue, log }: ReviewServiceDeps) {
  async function withPhotos<T>(rows: ReviewDetailsRow[], shape: (row: ReviewDetailsRow, p: ReviewPhotoRow[]) => T) {
    const photos = await repository.photosOf(rows.map((r) => r.review.id));
    return rows.map((row) => shape(row, photos));
  }

  async function load(queries: ReviewQueries, id: string) {
    const row = await queries.find(id);
    if (!row) throw new AppError('REVIEW_NOT_FOUND');
    return row;
  }

  /** Files first, outside the transaction; if the rows then fail, the files go again. */
  async function storePhotos(productId: string, photos: Buffer[]) {
    if (photos.length > REVIEW_PHOTOS_MAX) throw new AppError('REVIEW_PHOTO_TOO_MANY', { max: REVIEW_PHOTOS_MAX });
    const stored: { path: string; widths: number[] }[] = [];
    try {
      for (const photo of photos) stored.push(await storeReviewPhoto(images, productId, photo));
    } catch (error) {
      await removeReviewPhotoFiles(images, stored, log);
      throw error;
    }
    return stored;
  }

  async function own(id: string) {
    const row = await load(repository, id);
    return toOwnReview(row, await repository.photosOf([id]));
  }

  async function moderate(
    actorUserId: string,
    id: string,
    step: ModerationStep,
    change: (now: Date) => { status?: ReviewStatus; [key: string]: unknown },
  ) {
    const result = await repository.transaction(async (queries, tx) => {
      const before = await queries.lock(id);
      if (!before) throw new AppError('REVIEW_NOT_FOUND');
      const refusal = moderationRefusal(step, before.status);
      if (refusal) throw new AppError(refusal);
      const values = change(new Date());
      await queries.update(id, values);
      await recordAudit(tx, {
        actorUserId,
        action: `review.${step}`,
        entity: 'review',
        entityId: id,
        before: { status: before.status, reply: before.reply },
        after: values,
      });
      return load(queries, id);
    });
    if (step !== 'reply' || result.review.status === 'approved') await invalidateCatalogue();
    return toAdminReview(result, await repository.photosOf([id]));
  }

  return {
    async listForProduct(productId: string, { sort, page }: ReviewListQuery, locale: Locale = 'en') {
      const [rows, breakdownRows, strip] = await Promise.all([
        repository.listApproved(productId, sort, { limit: REVIEW_PAGE_SIZE, offset: (page - 1) * REVIEW_PAGE_SIZE }),
        repository.breakdown(productId),
        repository.recentPhotos(productId, PHOTO_STRIP_SIZE),
      ]);
      const breakdown = starBreakdown(breakdownRows);
      const rating = ratingFromBreakdown(breakdown);
      return {
        success: true as const,
        summary: {
          ...rating,
          breakdown,
          photos: strip.map(({ photo }) => ({ ...toReviewPhoto(photo), reviewId: photo.reviewId })),
        },
        reviews: await withPhotos(rows, (row, photos) => toPublicReview(row, photos, locale)),
        page,
        pages: pages(rating.count),
        total: rating.count,
      };
    },

    /** The home page's reviews: the newest approved 4 and 5 star ones with text, one per shopper. */
    async highlights(locale: Locale = 'en') {
      const rows = await repository.highlights(REVIEW_HIGHLIGHTS_MAX);
      return { success: true as const, reviews: rows.map((row) => toReviewHighlight(row, locale)) };
    },

    /**
     * A stored photo's review: once approved its photos are everyone's; before (a photo waiting
     * for the owner may be anything, a payment QR code included) and once hidden or rejected, they
     * are shown to their author and the owner only.
     */
    async photoReview(productId: string, path: string) {
      const row = await repository.photoReview(productId, path);
      return row && { approved: row.status === 'approved', authorId: row.userId };
    },

    /** A buyer's review of a product they received: waits for the owner before anyone sees it. */
    async create(userId: string, input: ReviewInput, photos: Buffer[]) {
      if (!(await repository.productExists(input.productId))) throw new AppError('PRODUCT_NOT_FOUND');
      const verdict = buyerLine(await repository.linesOf(userId, input.productId));
      if ('refused' in verdict) throw new AppError(verdict.refused);
      if (await repository.findOf(userId, input.productId)) throw new AppError('REVIEW_ALREADY_WRITTEN');
      const stored = await storePhotos(input.productId, photos);
      let id: string;
      try {
        id = await repository.transaction(async (queries) => {
          const reviewId = await queries.insert({
            productId: input.productId,
            userId,
            orderItemId: verdict.line.orderItemId,
            rating: input.rating,
            title: input.title,
            body: input.body,
          });
          await queries.replacePhotos(reviewId, stored);
          return reviewId;
        });
      } catch (error) {
        await removeReviewPhotoFiles(images, stored, log);
        // Two submissions at once: the unique index keeps the second out.
        if (isUniqueViolation(error)) throw new AppError('REVIEW_ALREADY_WRITTEN');
        throw error;
      }
      return own(id);
    },

    /** The author's edit goes back to the queue; new photos replace the old ones. */
    async edit(userId: string, id: string, input: ReviewEdit, photos: Buffer[]) {
      const current = await repository.find(id);
      // Someone else's review is answered as if it did not exist.
      if (!current || current.review.userId !== userId) throw new AppError('REVIEW_NOT_FOUND');
      const replace = photos.length > 0 || !input.keepPhotos;
      const stored = replace ? await storePhotos(current.review.productId, photos) : [];
      const removed = await repository.transaction(async (queries) => {
        await queries.update(id, {
          rating: input.rating,
          title: input.title,
          body: input.body,
          status: 'pending',
          rejectionReason: null,
          approvedAt: null,
        });
        return replace ? queries.replacePhotos(id, stored) : [];
      });
      await removeReviewPhotoFiles(images, removed, log);
      if (current.review.status === 'approved') await invalidateCatalogue();
      return own(id);
    },

    async markHelpful(userId: string, id: string) {
      const row = await repository.find(id);
      if (!row || row.review.status !== 'approved') throw new AppError('REVIEW_NOT_FOUND');
      if (row.review.userId === userId) throw new AppError('REVIEW_OWN_HELPFUL');
      if (!(await repository.addHelpfulVote(id, userId))) throw new AppError('REVIEW_ALREADY_HELPFUL');
      return { success: true as const, helpfulCount: row.review.helpfulCount + 1 };
    },

    /** What the shopper received, each with their review of it if they wrote one. */
    async mine(userId: string) {
      const [delivered, written] = await Promise.all([
        repository.deliveredProductsOf(userId),
        repository.reviewsOfUser(userId),
      ]);
      const reviews = await withPhotos(written, toOwnReview);
      const byProduct = new Map(reviews.map((r) => [r.productId, r]));
      const products = delivered
        .sort((a, b) => (b.deliveredAt?.getTime() ?? 0) - (a.deliveredAt?.getTime() ?? 0))
        .map((line) => ({
          productId: line.productId!,
          name: line.name,
          slug: line.slug,
          size: line.size,
          image: line.image,
          review: byProduct.get(line.productId!) ?? null,
        }));
      return { success: true as const, products };
    },

    async adminList(status: ReviewStatus, page: number) {
      const { rows, total } = await repository.listByStatus(status, {
        limit: REVIEW_PAGE_SIZE,
        offset: (page - 1) * REVIEW_PAGE_SIZE,
      });
      return {
        success: true as const,
        reviews: await withPhotos(rows, toAdminReview),
        page,
        pages: pages(total),
        total,
      };
    },

    approve: (actor: string, id: string) =>
      moderate(actor, id, 'approve', (now) => ({ status: 'approved', approvedAt: now, rejectionReason: null })),
    reject: (actor: string, id: string, reason: string) =>
      moderate(actor, id, 'reject', () => ({ status: 'rejected', rejectionReason: reason })),
    hide: (actor: string, id: string) => moderate(actor, id, 'hide', () => ({ status: 'hidden' })),
    reply: (actor: string, id: string, reply: string) =>
      moderate(actor, id, 'reply', (now) => ({ reply, repliedAt: now })),
  };
}
