import { z } from 'zod';
import { couponCodeSchema } from './cart';

// Coupons (spec sections 3, 5, 7 and 9). The server validates every code; the web never
// decides a discount on its own. Money is rupees on the wire.

export const couponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(['percentage', 'flat']),
  /** Percent for percentage coupons, rupees for flat ones. */
  discountValue: z.number(),
  /** The cart amount (rupees) the coupon needs. */
  minOrder: z.number(),
  /** The most a percentage coupon takes off (rupees); null when unlimited. */
  maxDiscount: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  /** Categories the coupon discounts; empty means every item. */
  eligibleCategories: z.array(z.string()),
  isNew: z.boolean(),
  endsAt: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponSchema>;

/**
 * A coupon as offered to the caller: whether they may use it, and why not when they may not. Judged
 * on a cart or an item (see couponsQuerySchema), it also says what it saves on them or how much more
 * they need; otherwise both are null.
 */
export const availableCouponSchema = couponSchema.extend({
  usable: z.boolean(),
  unavailableReason: z.string().nullable(),
  /** Rupees the server's rule takes off the judged cart or item. */
  saving: z.number().nullable(),
  /** Rupees more the judged cart or item needs to reach the coupon's minimum. */
  shortfall: z.number().nullable(),
});
export type AvailableCoupon = z.infer<typeof availableCouponSchema>;

/** GET /api/v1/user/coupons?product=<slug>&size=<size> judges the coupons on one of that item (its cheapest size by default). */
export const couponsQuerySchema = z.object({
  product: z.string().trim().min(1).max(200).optional(),
  size: z.string().trim().min(1).max(64).optional(),
});
export type CouponsQuery = z.infer<typeof couponsQuerySchema>;

/**
 * GET /api/v1/user/coupons — the active coupons; signed-in callers also learn which they may use.
 * GET /api/v1/user/cart/coupons answers the same, judged on the caller's cart.
 */
export const couponsResponseSchema = z.object({
  success: z.literal(true),
  coupons: z.array(availableCouponSchema),
});
export type CouponsResponse = z.infer<typeof couponsResponseSchema>;

/** POST /api/v1/coupons/validate — both fields are needed ('Invalid input' otherwise). */
export const validateCouponRequestSchema = z.object({
  code: z.string({ error: 'Invalid input' }).pipe(couponCodeSchema),
  /** Rupees. */
  cartAmount: z.number({ error: 'Invalid input' }).min(0, 'Invalid input').max(1_00_00_000, 'Invalid input'),
});
export type ValidateCouponRequest = z.input<typeof validateCouponRequestSchema>;

/**
 * The spec's validate(code, cart total): valid, coupon, discount, message. A code that does not
 * apply is answered 200 with `valid: false`, the reason's `code` and the spec's message.
 */
export const validateCouponResponseSchema = z.object({
  success: z.literal(true),
  valid: z.boolean(),
  coupon: couponSchema.nullable(),
  /** Rupees off `cartAmount`; 0 when not valid. */
  discount: z.number(),
  message: z.string(),
  /** The refusal's error code (COUPON_MIN_ORDER, ...) when not valid. */
  code: z.string().nullable(),
});
export type ValidateCouponResponse = z.infer<typeof validateCouponResponseSchema>;
