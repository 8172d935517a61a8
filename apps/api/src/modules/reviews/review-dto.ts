import type { AdminReview, OwnReview, PublicReview, ReviewHighlight } from '@shop/shared/contracts/reviews';
import { toReviewPhoto } from './review-photos';
import type { ReviewDetailsRow, ReviewPhotoRow } from './review-repository';
import { authorName } from './review-rules';

// Reviews in their wire shapes. Title, text and reply travel as plain strings: the storefront
// renders them as text, never as HTML.

export function toPublicReview(row: ReviewDetailsRow, photos: ReviewPhotoRow[]): PublicReview {
  const { review } = row;
  return {
    _id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: authorName(row.authorName),
    size: row.size,
    deity: row.deity,
    photos: photos.filter((p) => p.reviewId === review.id).map(toReviewPhoto),
    helpfulCount: review.helpfulCount,
    reply: review.reply,
    createdAt: (review.approvedAt ?? review.createdAt).toISOString(),
  };
}

export function toOwnReview(row: ReviewDetailsRow, photos: ReviewPhotoRow[]): OwnReview {
  return {
    ...toPublicReview(row, photos),
    productId: row.review.productId,
    status: row.review.status,
    rejectionReason: row.review.status === 'rejected' ? row.review.rejectionReason : null,
  };
}

export function toAdminReview(row: ReviewDetailsRow, photos: ReviewPhotoRow[]): AdminReview {
  return {
    ...toOwnReview(row, photos),
    productName: row.productName,
    productSlug: row.productSlug,
    authorEmail: row.authorEmail ?? '',
    authorPhone: row.authorPhone ?? '',
    updatedAt: row.review.updatedAt.toISOString(),
  };
}

/** A review quoted on the home page: signed as on the product page, with the product it is about. */
export function toReviewHighlight(row: ReviewDetailsRow): ReviewHighlight {
  const { _id, rating, title, body, author, size, createdAt } = toPublicReview(row, []);
  return {
    _id,
    rating,
    title,
    body,
    author,
    size,
    createdAt,
    productName: row.productName,
    productSlug: row.productSlug,
  };
}
