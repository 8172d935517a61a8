import { z } from 'zod';

// Reviews by buyers of delivered orders (decision 0043): the shopper's form, the product page's
// list, and the owner's moderation queue. Only approved reviews are shown or counted.

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_SORTS = ['newest', 'helpful', 'photos'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const REVIEW_PAGE_SIZE = 10;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 2000;
export const REVIEW_REASON_MAX = 500;
export const REVIEW_REPLY_MAX = 1000;
export const REVIEW_PHOTOS_MAX = 4;
export const REVIEW_PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** Phones take up to 50 megapixels; a small file claiming more is a decompression bomb. */
export const REVIEW_PHOTO_MAX_PIXELS = 50_000_000;
/** What a phone sends: HEIC from iPhones, JPEG from most others. */
export const REVIEW_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

/** How the storefront shows a product's reviews in numbers: computed from approved reviews only. */
export const ratingSummarySchema = z.object({
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewPhotoSchema = z.object({
  _id: z.string(),
  src: z.string(),
  srcSet: z.string(),
  /** The widest file, for the gallery. */
  large: z.string(),
});
export type ReviewPhoto = z.infer<typeof reviewPhotoSchema>;

export const publicReviewSchema = z.object({
  _id: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The author's first name. */
  author: z.string(),
  /** The size they bought, from their delivered order line. */
  size: z.string(),
  /** The idol the dress is made for, when the product names one, in the request's language. */
  deity: z.string().nullable(),
  photos: z.array(reviewPhotoSchema),
  helpfulCount: z.number().int(),
  reply: z.string().nullable(),
  createdAt: z.string(),
  /** On an answer in Hindi: `deity` (and a highlight's `productName`) when shown in English. */
  untranslated: z.array(z.string()).optional(),
});
export type PublicReview = z.infer<typeof publicReviewSchema>;

/** How many approved reviews the home page shows at most. */
export const REVIEW_HIGHLIGHTS_MAX = 8;

/**
 * An approved review on the home page: 4 or 5 stars with text, signed as on the product page,
 * with the product it is about.
 */
export const reviewHighlightSchema = publicReviewSchema
  .pick({
    _id: true,
    rating: true,
    title: true,
    body: true,
    author: true,
    size: true,
    createdAt: true,
    untranslated: true,
  })
  .extend({ productName: z.string(), productSlug: z.string() });
export type ReviewHighlight = z.infer<typeof reviewHighlightSchema>;

export const reviewHighlightsResponseSchema = z.object({
  success: z.literal(true),
  /** Newest first, at most one per shopper; empty in a shop nobody has reviewed yet. */
  reviews: z.array(reviewHighlightSchema).max(REVIEW_HIGHLIGHTS_MAX),
});
export type ReviewHighlightsResponse = z.infer<typeof reviewHighlightsResponseSchema>;

export const reviewListQuerySchema = z.object({
  sort: z.enum(REVIEW_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>;

export const reviewListResponseSchema = z.object({
  success: z.literal(true),
  summary: ratingSummarySchema.extend({
    /** Approved reviews per star, 5 first. */
    breakdown: z.array(z.object({ stars: z.number().int(), count: z.number().int() })),
    /** The most recent approved photos, for the strip above the list. */
    photos: z.array(reviewPhotoSchema.extend({ reviewId: z.string() })),
  }),
  reviews: z.array(publicReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

export const productIdParamsSchema = z.object({ productId: z.uuid() });
export const reviewIdParamsSchema = z.object({ id: z.uuid() });

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} can be at most ${max} characters`).default('');

/** The fields of the review form; photos travel as multipart files beside them. */
export const reviewInputSchema = z.object({
  productId: z.uuid(),
  rating: z.coerce
    .number({ error: 'Please choose from 1 to 5 stars' })
    .int('Please choose from 1 to 5 stars')
    .min(1, 'Please choose from 1 to 5 stars')
    .max(5, 'Please choose from 1 to 5 stars'),
  title: optionalText(REVIEW_TITLE_MAX, 'The title'),
  body: optionalText(REVIEW_BODY_MAX, 'The review'),
});
export type ReviewInput = z.infer<typeof reviewInputSchema>;

/** An edit: the same fields but the product; photos sent with it replace the old ones. */
export const reviewEditSchema = reviewInputSchema.omit({ productId: true }).extend({
  /** Keeps the photos already there when no new ones are sent (the default). */
  keepPhotos: z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]).default(true),
});
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** The author's own view: with its state in moderation and the reason it was turned down. */
export const ownReviewSchema = publicReviewSchema.extend({
  productId: z.string(),
  status: z.enum(REVIEW_STATUSES),
  rejectionReason: z.string().nullable(),
});
export type OwnReview = z.infer<typeof ownReviewSchema>;

export const ownReviewResponseSchema = z.object({ success: z.literal(true), review: ownReviewSchema });

/** What a shopper may still review, and what they have: for the order page and the review form. */
export const reviewableLineSchema = z.object({
  productId: z.string(),
  name: z.string(),
  slug: z.string(),
  size: z.string(),
  image: z.string().nullable(),
  review: ownReviewSchema.nullable(),
});
export type ReviewableLine = z.infer<typeof reviewableLineSchema>;

export const myReviewsResponseSchema = z.object({
  success: z.literal(true),
  /** Products from delivered orders, newest delivery first, each with the shopper's review if any. */
  products: z.array(reviewableLineSchema),
});
export type MyReviewsResponse = z.infer<typeof myReviewsResponseSchema>;

export const helpfulResponseSchema = z.object({ success: z.literal(true), helpfulCount: z.number().int() });

// ---------------------------------------------------------------- the owner's queue

export const adminReviewListQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).default('pending'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

export const adminReviewSchema = ownReviewSchema.extend({
  productName: z.string(),
  productSlug: z.string(),
  /** Empty for an account made with a phone that gave no email. */
  authorEmail: z.string(),
  /** The account's proven phone (`+919876543210`), or empty. */
  authorPhone: z.string(),
  updatedAt: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewListResponseSchema = z.object({
  success: z.literal(true),
  reviews: z.array(adminReviewSchema),
  page: z.number().int(),
  pages: z.number().int(),
  total: z.number().int(),
});
export type AdminReviewListResponse = z.infer<typeof adminReviewListResponseSchema>;

export const adminReviewResponseSchema = z.object({ success: z.literal(true), review: adminReviewSchema });

export const rejectReviewSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Please give the shopper a reason')
    .max(REVIEW_REASON_MAX, `The reason can be at most ${REVIEW_REASON_MAX} characters`),
});
export const replyReviewSchema = z.object({
  reply: z
    .string()
    .trim()
    .min(1, 'Please write a reply')
    .max(REVIEW_REPLY_MAX, `The reply can be at most ${REVIEW_REPLY_MAX} characters`),
});
