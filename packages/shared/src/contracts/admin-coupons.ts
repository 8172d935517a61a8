import { z } from 'zod';
import { COUPON_TYPES } from '../constants';
import { rupees, text } from './admin-fields';

// The back office's coupons. Money is rupees on the wire (at most two decimals), paise inside.

const optionalDate = z.preprocess(
  (value) => (value === '' || value === undefined ? null : value),
  z.iso.datetime({ offset: true, error: 'Enter a valid date and time' }).nullable(),
);
const optionalCount = (label: string) =>
  z.number().int(`${label} must be a whole number`).min(1, `${label} must be at least 1`).nullable();

export const adminCouponInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .toUpperCase()
      .min(3, 'Code must be at least 3 characters')
      .max(30, 'Code must be at most 30 characters')
      .regex(/^[A-Z0-9_-]+$/, 'Code may hold only letters, digits, hyphens and underscores'),
    description: text('Description', 300),
    discountType: z.enum(COUPON_TYPES),
    /** Percent for percentage coupons, rupees for flat ones. */
    discountValue: rupees('Value').positive('Value must be more than 0'),
    minOrder: rupees('Minimum order').min(0, 'Minimum order cannot be negative'),
    maxDiscount: rupees('Maximum discount').positive('Maximum discount must be more than ₹0').nullable(),
    firstOrderOnly: z.boolean(),
    perUserLimit: optionalCount('Per-customer limit'),
    usageLimit: optionalCount('Usage limit'),
    startsAt: optionalDate,
    endsAt: optionalDate,
    eligibleCategories: z.array(text('Category', 80)).max(30),
    active: z.boolean(),
  })
  .superRefine((coupon, ctx) => {
    if (coupon.discountType === 'percentage') {
      if (!Number.isInteger(coupon.discountValue) || coupon.discountValue < 1 || coupon.discountValue > 100) {
        ctx.addIssue({
          code: 'custom',
          path: ['discountValue'],
          message: 'A percentage must be a whole number from 1 to 100',
        });
      }
    }
    if (coupon.startsAt && coupon.endsAt && new Date(coupon.endsAt) <= new Date(coupon.startsAt)) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'End date must be after the start date' });
    }
  });
export type AdminCouponInput = z.input<typeof adminCouponInputSchema>;
export type AdminCouponData = z.output<typeof adminCouponInputSchema>;

export const adminCouponSchema = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  discountType: z.enum(COUPON_TYPES),
  discountValue: z.number(),
  minOrder: z.number(),
  maxDiscount: z.number().nullable(),
  firstOrderOnly: z.boolean(),
  perUserLimit: z.number().int().nullable(),
  usageLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  eligibleCategories: z.array(z.string()),
  active: z.boolean(),
  /** Orders that used it. */
  usageCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminCoupon = z.infer<typeof adminCouponSchema>;
export const adminCouponListResponseSchema = z.object({ coupons: z.array(adminCouponSchema) });
export type AdminCouponListResponse = z.infer<typeof adminCouponListResponseSchema>;
export const adminCouponResponseSchema = z.object({ coupon: adminCouponSchema });
export type AdminCouponResponse = z.infer<typeof adminCouponResponseSchema>;
export const couponIdParamsSchema = z.object({ couponId: z.string().uuid('Coupon not found') });
export const adminCouponActiveSchema = z.object({ active: z.boolean() });
