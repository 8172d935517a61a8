import { localizeLineName } from '@shop/shared/catalogue-locale';
import type { AdminReview, OwnReview, PublicReview, ReviewHighlight } from '@shop/shared/contracts/reviews';
import type { Locale } from '@shop/shared/locale';
import { toReviewPhoto } from './review-photos';
import type { ReviewDetailsRow, ReviewPhotoRow } from './review-repository';
import { authorName } from './review-rules';

// Reviews in their wire shapes. Title, text and reply travel as plain strings: the storefront
// renders them as text, never as HTML.

/** The idol's name in the request's language, named untranslated when the shop has no Hindi for it. */
function deityIn(row: ReviewDetailsRow, locale: Locale): Pick<PublicReview, 'deity' | 'untranslated'> {
  if (row.deity === null || locale === 'en') return { deity: row.deity };
  const { name, untranslated } = localizeLineName({ name: row.deity }, row.deityHi, locale);
  return { deity: name, untranslated: untranslated?.length ? ['deity'] : [] };
}

export function toPublicReview(row: ReviewDetailsRow, photos: ReviewPhotoRow[], locale: Locale = 'en'): PublicReview {
  const { review } = row;
  return {
    _id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    author: authorName(row.authorName, locale),
    size: row.size,
    ...deityIn(row, locale),
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
export function toReviewHighlight(row: ReviewDetailsRow, locale: Locale = 'en'): ReviewHighlight {
  const { _id, rating, title, body, author, size, createdAt } = toPublicReview(row, [], locale);
  const { name, untranslated } = localizeLineName({ name: row.productName }, row.productNameHi, locale);
  return {
    _id,
    rating,
    title,
    body,
    author,
    size,
    createdAt,
    productName: name,
    productSlug: row.productSlug,
    ...(untranslated && { untranslated: untranslated.map(() => 'productName') }),
  };
}
