import type { ErrorCatalogue } from './entry';

// Part of the error catalogue (../errors.ts): reviews and their photos.
export const REVIEW_ERRORS = {
  REVIEW_NOT_BUYER: { status: 403, message: 'Only shoppers who bought this product can review it' },
  REVIEW_NOT_DELIVERED: { status: 403, message: 'You can review this product once your order is delivered' },
  REVIEW_ALREADY_WRITTEN: { status: 409, message: 'You have already reviewed this product. You can edit your review.' },
  REVIEW_NOT_FOUND: { status: 404, message: 'Review not found' },
  REVIEW_OWN_HELPFUL: { status: 400, message: 'You cannot mark your own review as helpful' },
  REVIEW_ALREADY_HELPFUL: { status: 409, message: 'You have already marked this review as helpful' },
  REVIEW_NOT_PENDING: { status: 409, message: 'This review has already been moderated' },
  REVIEW_NOT_APPROVED: { status: 409, message: 'Only a published review can be hidden or answered' },
  REVIEW_PHOTO_TYPE: { status: 400, message: 'Photos must be JPEG, PNG, WebP or HEIC' },
  REVIEW_PHOTO_TOO_LARGE: { status: 413, message: 'Each photo can be at most {max} MB' },
  REVIEW_PHOTO_TOO_MANY_PIXELS: { status: 400, message: 'This photo is too large: at most {max} megapixels' },
  REVIEW_PHOTO_TOO_MANY: { status: 400, message: 'You can add at most {max} photos' },
  REVIEW_PHOTO_UNREADABLE: { status: 400, message: 'This photo could not be read. Please try another file.' },
} as const satisfies ErrorCatalogue;
