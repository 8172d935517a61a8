import { z } from 'zod';
import { stockStatusSchema, variantSchema } from './catalogue';

// The wishlist of spec sections 3, 4 and 7. Prices are rupees, read from the catalogue.

export const wishlistEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Whole percent off, 0 when there is none. */
  discount: z.number().int(),
  image: z.string().nullable(),
  imageSrcSet: z.string().nullable(),
  color: z.string(),
  /** Units over all sizes. */
  stock: z.number().int(),
  inStock: z.boolean(),
  stockStatus: stockStatusSchema,
  variants: z.array(variantSchema),
  addedAt: z.string(),
});
export type WishlistEntry = z.infer<typeof wishlistEntrySchema>;

export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  wishlist: z.array(wishlistEntrySchema),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistProductRequestSchema = z.object({
  productId: z.string({ error: 'Invalid product' }).min(1, 'Invalid product').max(64, 'Invalid product'),
});
export type WishlistProductRequest = z.infer<typeof wishlistProductRequestSchema>;

export const wishlistProductParamsSchema = z.object({ productId: z.string().max(64) });

/** `status` is the spec's: true when the product was added, false when it was removed. */
export const updateWishlistResponseSchema = z.object({
  success: z.literal(true),
  status: z.boolean(),
  message: z.string(),
  wishlistCount: z.number().int(),
});
export type UpdateWishlistResponse = z.infer<typeof updateWishlistResponseSchema>;

export const wishlistCountResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  wishlistCount: z.number().int(),
});
export type WishlistCountResponse = z.infer<typeof wishlistCountResponseSchema>;

/** A guest's saved products, sent once at login; unknown ids are skipped, not refused. */
export const mergeWishlistRequestSchema = z.object({
  productIds: z.array(z.string().max(64)).max(200, 'Too many items'),
});
export type MergeWishlistRequest = z.infer<typeof mergeWishlistRequestSchema>;

export const mergeWishlistResponseSchema = z.object({
  success: z.literal(true),
  /** The products that were not in the account's wishlist before. */
  added: z.array(z.string()),
  wishlistCount: z.number().int(),
});
export type MergeWishlistResponse = z.infer<typeof mergeWishlistResponseSchema>;
