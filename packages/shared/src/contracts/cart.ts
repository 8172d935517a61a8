import { z } from 'zod';
import { productSchema, untranslatedSchema } from './catalogue';

// The signed-in shopper's cart (spec sections 3, 5 and 7). The server prices every line from the
// database; whatever prices a client sends are ignored. Money is rupees on the wire.

export const CART_MESSAGES = {
  product: 'Invalid product',
  size: 'Please select a size before adding to cart',
  quantityNumber: 'Quantity must be a whole number',
  quantityLow: 'Quantity cannot be less than 1',
  couponCode: 'Please enter a coupon code',
  set: 'Invalid set',
} as const;

/** An id as clients send it; the service answers 'Invalid product' or 'Selected size not available' for unknown ones. */
const idField = (message: string) => z.string({ error: message }).trim().min(1, message).max(64, message);

/** A cart quantity: a whole number of at least 1 (the size's stock is checked by the server). */
export const quantitySchema = z
  .number({ error: CART_MESSAGES.quantityNumber })
  .int({ error: CART_MESSAGES.quantityNumber })
  .min(1, CART_MESSAGES.quantityLow);

export const cartItemSchema = z.object({
  /** The product's id. */
  id: z.string(),
  variantId: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  imageSrcSet: z.string().nullable(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  quantity: z.number().int(),
  /** The variant's size. */
  selectedSize: z.string(),
  /** The most this line may hold: the size's stock now. */
  maxStock: z.number().int(),
  sku: z.string(),
  specifications: productSchema.shape.specifications,
  color: z.string(),
  stock: z.number().int(),
  /** Whole percent off the original price, 0 when there is none. */
  discount: z.number().int(),
  /** price × quantity. */
  lineTotal: z.number(),
  category: z.string(),
  /** On a Hindi answer: ['name'] when the product has no Hindi name (shown in English). */
  untranslated: untranslatedSchema,
  /**
   * A complete set (decision 0152) is one line: `id`, `variantId` and `setId` are the set's id,
   * `price` the set's, `selectedSize` its parts' sizes, and `parts` what it holds.
   */
  setId: z.string().optional(),
  parts: z
    .array(z.object({ name: z.string(), size: z.string(), quantity: z.number().int(), slug: z.string() }))
    .optional(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const appliedCouponSchema = z.object({
  code: z.string(),
  description: z.string(),
  discountType: z.enum(['percentage', 'flat']),
  /** Percent for percentage coupons, rupees for flat ones. */
  discountValue: z.number(),
  /** Rupees taken off this cart. */
  discount: z.number(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

/**
 * Every cart call answers with the whole priced cart. `cart` is the spec's list of items; the
 * amounts beside it are the server's (standard delivery), so the web shows them as they are.
 */
export const cartResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  cart: z.array(cartItemSchema),
  /** Units over all lines (the header badge). */
  itemCount: z.number().int(),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  total: z.number(),
  freeShippingThreshold: z.number(),
  /** Rupees still needed for free standard delivery; 0 once it is free. */
  amountToFreeShipping: z.number(),
  appliedCoupon: appliedCouponSchema.nullable(),
  /**
   * Set when the coupon that was applied no longer qualifies and has just been taken off:
   * 'Coupon has been removed as it is no longer valid' or 'Coupon removed - minimum order amount of ₹N required'.
   */
  couponNotice: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

/**
 * POST /api/v1/user/add-to-cart — the spec's cart-item object. Only `id`, `variantId` and
 * `quantity` are read; price, name and the rest may be sent and are ignored.
 */
export const addToCartRequestSchema = z.looseObject({
  id: idField(CART_MESSAGES.product),
  variantId: idField(CART_MESSAGES.size),
  quantity: quantitySchema.default(1),
});
export type AddToCartRequest = z.input<typeof addToCartRequestSchema>;

/** POST /api/v1/user/add-to-cart with a complete set: the set's id and how many. */
export const addSetToCartRequestSchema = z.object({
  setId: idField(CART_MESSAGES.set),
  quantity: quantitySchema.default(1),
});

/** Either body of add-to-cart: a set's when it names `setId`, else a product size's, each with its own messages. */
export const addToCartBodySchema = z.unknown().transform((body, ctx) => {
  const forward = (issues: z.core.$ZodIssue[]) => {
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  };
  if (typeof body === 'object' && body !== null && 'setId' in body) {
    const set = addSetToCartRequestSchema.safeParse(body);
    return set.success ? { kind: 'set' as const, ...set.data } : forward(set.error.issues);
  }
  const size = addToCartRequestSchema.safeParse(body);
  return size.success
    ? { kind: 'size' as const, id: size.data.id, variantId: size.data.variantId, quantity: size.data.quantity }
    : forward(size.error.issues);
});

/** POST /api/v1/user/remove-from-cart; a set's line is named by `productId` and `variantId` both its id. */
export const removeFromCartRequestSchema = z.object({
  productId: idField(CART_MESSAGES.product),
  variantId: idField(CART_MESSAGES.size),
});
export type RemoveFromCartRequest = z.infer<typeof removeFromCartRequestSchema>;

/** PATCH /api/v1/user/update-quantity — `count` is the line's new quantity. */
export const updateQuantityRequestSchema = z.object({
  productId: idField(CART_MESSAGES.product),
  variantId: idField(CART_MESSAGES.size),
  count: quantitySchema,
});
export type UpdateQuantityRequest = z.infer<typeof updateQuantityRequestSchema>;

/** A coupon code as typed: trimmed and upper-cased; blank is refused. */
export const couponCodeSchema = z
  .string({ error: CART_MESSAGES.couponCode })
  .trim()
  .min(1, CART_MESSAGES.couponCode)
  .max(40, 'Invalid coupon code')
  .transform((code) => code.toUpperCase());

/** POST /api/v1/user/cart/coupon — applies (or replaces) the cart's one coupon. */
export const applyCartCouponRequestSchema = z.object({ code: couponCodeSchema });
export type ApplyCartCouponRequest = z.input<typeof applyCartCouponRequestSchema>;

/**
 * GET and POST /cart-reminders/stop: a cart reminder's one-tap stop link (the account, the link's
 * expiry in ms and its signature). GET checks it; POST, the page's button, turns reminders off.
 */
export const cartReminderStopLinkSchema = z.object({
  user: z.string().trim().min(1).max(64),
  e: z.coerce.number().int().positive(),
  s: z.string().trim().min(1).max(200),
});
export type CartReminderStopLink = z.infer<typeof cartReminderStopLinkSchema>;
