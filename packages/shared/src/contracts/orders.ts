import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, SHIPPING_METHODS } from '../constants';
import { untranslatedSchema } from './catalogue';
import { EMAIL_SHAPE } from './email-field';
import { parcelTrackingSchema } from './shipping';

// Orders after purchase (spec sections 2, 3, 4, 7 and 8; DESIGN.md section 4). The spec's field
// names are kept on the wire (`_id`, `orderStatus`, `products`, `totalAmount`, ...). Money is rupees.

export const ORDER_MESSAGES = {
  notFound: 'Order not found',
  fetchFailed: 'Failed to fetch order details',
  noData: 'Order Not Found',
  cancelled: 'Order Cancelled',
  returnSubmitted: 'Return request submitted successfully',
  returnReasonRequired: 'Please tell us why you are returning this order',
  returnReasonTooLong: 'Reason must be 500 characters or less',
  trackConfirmRequired: 'Enter the email address or phone number used for this order',
  trackConfirmMismatch: 'That email or phone number does not match this order',
  trackNumberRequired: 'Enter the order number from your confirmation (8 letters and digits)',
  trackLookupMismatch: 'We could not find an order with that number and email or phone number',
} as const;

/** Days after delivery during which a return can be asked for (spec section 9). */
export const RETURN_WINDOW_DAYS = 7;
export const RETURN_REASON_MAX = 500;

export const orderStatusSchema = z.enum(ORDER_STATUSES);
export const paymentMethodSchema = z.enum(PAYMENT_METHODS);
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);

/** One line of an order, priced as it was bought. */
export const orderProductSchema = z.object({
  _id: z.string(),
  productId: z.string().nullable(),
  variantId: z.string().nullable(),
  name: z.string(),
  slug: z.string(),
  size: z.string(),
  /** URL of the first picture (its smallest stored width), or null: the page shows 'Image not available'. */
  image: z.string().nullable(),
  quantity: z.number().int(),
  /** Unit price in rupees. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** On an answer in Hindi: `['name']` when the product was sold without a Hindi name. */
  untranslated: untranslatedSchema,
});
export type OrderProduct = z.infer<typeof orderProductSchema>;

export const orderShippingAddressSchema = z.object({
  fullName: z.string(),
  phone: z.string(),
  contact: z.string(),
  address: z.string(),
  apartment: z.string(),
  /** Empty for orders placed before landmarks were asked. */
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  shippingMethod: z.enum(SHIPPING_METHODS),
});

export const statusHistoryEntrySchema = z.object({
  status: orderStatusSchema,
  note: z.string(),
  /** ISO time. */
  at: z.string(),
  /**
   * True for a line that tells of the parcel without changing the order's status (a courier's scan,
   * a failed delivery and the answer to it): the timeline's steps take their time and words from
   * the status changes only.
   */
  remark: z.boolean().optional(),
});
export type StatusHistoryEntry = z.infer<typeof statusHistoryEntrySchema>;

export const orderRefundSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.enum(['pending', 'processed', 'failed']),
  reason: z.string(),
  createdAt: z.string(),
});

export const orderReturnRequestSchema = z.object({
  id: z.string(),
  reason: z.string(),
  status: z.enum(['requested', 'approved', 'rejected']),
  /** What the shop owner wrote when approving or rejecting; shown to the customer. */
  resolutionNote: z.string().nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});

/** The order as its owner (or the admin) sees it. */
export const orderSchema = z.object({
  _id: z.string(),
  /** Short human reference: the first 8 characters of the id, upper-cased. */
  orderNumber: z.string(),
  createdAt: z.string(),
  orderStatus: orderStatusSchema,
  products: z.array(orderProductSchema),
  subtotal: z.number(),
  totalAmount: z.number(),
  shipping: z.number(),
  discount: z.number(),
  /** Taken off for paying online (decision 0140). */
  prepaidDiscount: z.number(),
  /** Charged for cash on delivery (decision 0140). */
  codFee: z.number(),
  couponCode: z.string().nullable(),
  shippingAddress: orderShippingAddressSchema,
  contactEmail: z.string(),
  payment: z.object({ method: paymentMethodSchema, status: paymentStatusSchema }),
  /** A cash-on-delivery order waiting for the emailed link that confirms it: until when (ISO time); else null. */
  awaitingConfirmationUntil: z.string().nullable(),
  /**
   * A placed cash-on-delivery order waiting for its shopper to answer the message sent to the
   * account's proven phone (E.164, decision 0127): by WhatsApp or SMS, and until when (placed +
   * COD_CONFIRM_MINUTES, ISO time), after which it is cancelled (decision 0125). Null otherwise.
   */
  confirmByMessage: z.object({ phone: z.string(), channel: z.enum(['whatsapp', 'sms']), until: z.string() }).nullable(),
  statusHistory: z.array(statusHistoryEntrySchema),
  courier: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The parcel booked with a courier: its tracking link, scans and expected date; null before booking. */
  parcel: parcelTrackingSchema.nullable(),
  placedAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Placed date + 7 days; null once delivered or cancelled. ISO time. */
  expectedDelivery: z.string().nullable(),
  /** Computed by the server with the same clock that enforces the rules. */
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  /**
   * Whether a GST invoice can be downloaded (paid orders, or delivered cash-on-delivery orders):
   * GET /api/v1/user/orders/{orderId}/invoice.pdf. The number is given at the first download.
   */
  invoiceAvailable: z.boolean(),
  invoiceNumber: z.string().nullable(),
  refunds: z.array(orderRefundSchema),
  returnRequest: orderReturnRequestSchema.nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** A row of the orders list: the order without history, refunds and return details. */
export const orderSummarySchema = orderSchema.pick({
  _id: true,
  orderNumber: true,
  createdAt: true,
  orderStatus: true,
  products: true,
  totalAmount: true,
  payment: true,
  awaitingConfirmationUntil: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ORDERS_PAGE_SIZE = 10;

/** GET /api/v1/user/orders?page= */
export const orderListQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'Invalid page' })
    .int('Invalid page')
    .min(1, 'Invalid page')
    .max(10_000, 'Invalid page')
    .default(1),
  limit: z.coerce
    .number({ error: 'Invalid page size' })
    .int('Invalid page size')
    .min(1, 'Invalid page size')
    .max(50, 'Invalid page size')
    .default(ORDERS_PAGE_SIZE),
});
export const orderListResponseSchema = z.object({
  success: z.literal(true),
  orders: z.array(orderSummarySchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), totalPages: z.number() }),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

export const orderIdParamsSchema = z.object({ orderId: z.string().max(64) });

/** GET /api/v1/user/orders/{orderId}, cancel and return all answer with the whole order. */
export const orderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  order: orderSchema,
});
export type OrderResponse = z.infer<typeof orderResponseSchema>;

/** POST /api/v1/user/orders/{orderId}/cancel */
export const cancelOrderRequestSchema = z
  .object({ reason: z.string().trim().max(RETURN_REASON_MAX).optional() })
  .optional();

/** POST /api/v1/user/orders/{orderId}/return */
export const returnOrderRequestSchema = z.object({
  reason: z
    .string({ error: ORDER_MESSAGES.returnReasonRequired })
    .trim()
    .min(1, ORDER_MESSAGES.returnReasonRequired)
    .max(RETURN_REASON_MAX, ORDER_MESSAGES.returnReasonTooLong),
});
export type ReturnOrderRequest = z.infer<typeof returnOrderRequestSchema>;

/**
 * Public tracking, GET/POST /api/v1/orders/{orderId}/track. Nothing about the order is revealed
 * until the visitor proves they know its email or phone (or is its logged-in owner).
 */
export const trackOrderRequestSchema = z.object({
  confirm: z
    .string({ error: ORDER_MESSAGES.trackConfirmRequired })
    .trim()
    .min(1, ORDER_MESSAGES.trackConfirmRequired)
    .max(254, ORDER_MESSAGES.trackConfirmRequired),
});
export type TrackOrderRequest = z.infer<typeof trackOrderRequestSchema>;

/**
 * Tracking without the order's link, POST /api/v1/orders/track: the short number shoppers read
 * ("#1A2B3C4D", with or without the '#') and the order's email or phone. The answer to a wrong
 * pair never says which half was wrong.
 */
export const trackLookupRequestSchema = z.object({
  orderNumber: z
    .string({ error: ORDER_MESSAGES.trackNumberRequired })
    .trim()
    .transform((value) => value.replace(/^#\s*/, '').toUpperCase())
    .pipe(z.string().regex(/^[0-9A-F]{8}$/, ORDER_MESSAGES.trackNumberRequired)),
  confirm: trackOrderRequestSchema.shape.confirm,
});
export type TrackLookupRequest = z.input<typeof trackLookupRequestSchema>;

export const trackedOrderSchema = orderSchema.pick({
  _id: true,
  orderNumber: true,
  createdAt: true,
  orderStatus: true,
  statusHistory: true,
  courier: true,
  trackingNumber: true,
  parcel: true,
  shippedAt: true,
  deliveredAt: true,
  expectedDelivery: true,
});
export type TrackedOrder = z.infer<typeof trackedOrderSchema>;
export const trackOrderResponseSchema = z.object({ success: z.literal(true), order: trackedOrderSchema });
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;

/** Whether a string looks like an email (else it is compared as a phone number). */
export function looksLikeEmail(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}
