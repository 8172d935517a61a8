import { z } from 'zod';
import { userDataSchema } from './auth';

/**
 * GET /api/v1/me/summary: everything a public page personalises after it starts (the account
 * menu, the cart count, the wishlist hearts, the coupon held), in one small private answer. Public
 * pages are the same bytes for everyone; this is how they learn who is looking.
 */
export const meSummaryResponseSchema = z.object({
  success: z.literal(true),
  /** Null for a visitor without a live session (an expired access token included: refresh, then ask again). */
  user: userDataSchema.nullable(),
  /** Units in the cart, as the cart's `itemCount` counts them. */
  cartCount: z.number().int(),
  /** The ids of the products in the wishlist: the hearts. */
  wishlist: z.array(z.string()),
  /** The coupon applied to the cart, if any (judged again when the cart is read). */
  coupon: z.string().nullable(),
});
export type MeSummaryResponse = z.infer<typeof meSummaryResponseSchema>;
