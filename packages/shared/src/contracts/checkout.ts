import { z } from 'zod';
import { SHIPPING_METHODS, SHOP_ADDRESS } from '../constants';
import { optionalEmailFieldSchema } from './email-field';
import { addressFieldsSchema } from './addresses';
import { quantitySchema } from './cart';
import { otpCodeSchema } from './messages';

// Checkout and payment (spec sections 3, 4, 5 and 7). The server prices the order from the
// database: products, totalAmount and shipping sent by a client are read only to tell the
// client that the server's total differs. Money is rupees, except Razorpay's `amount` (paise).

export const CHECKOUT_MESSAGES = {
  email: 'Please enter a valid email address',
  paymentMethod: 'Please choose a payment method',
  shippingMethod: 'Please choose a shipping method',
  verification: 'Payment verification failed',
} as const;

export const PAYMENT_METHOD_LABELS = ['Online', 'COD'] as const;
export type PaymentMethodLabel = (typeof PAYMENT_METHOD_LABELS)[number];

/**
 * Where a store-pickup order is collected: the shop's address (`SHOP_ADDRESS`), in the fields of a delivery
 * address, so the order, its invoice and its emails name the counter the shopper goes to.
 */
export const STORE_PICKUP_ADDRESS = {
  address: `${SHOP_ADDRESS.lines[0]}, ${SHOP_ADDRESS.lines[1]}`,
  apartment: '',
  landmark: '',
  city: SHOP_ADDRESS.city,
  state: SHOP_ADDRESS.state,
  postalCode: SHOP_ADDRESS.pinCode,
} as const;

/**
 * Store pickup asks for no delivery address: whatever address came with it is replaced by the
 * shop's own (`STORE_PICKUP_ADDRESS`) before the address rules run, so a pickup order needs only a
 * name and a phone, and every other method still needs a full address.
 */
export function withPickupAddress<S extends z.ZodObject>(schema: S) {
  return z.preprocess((input: z.input<S>) => {
    if (typeof input !== 'object' || input === null) return input;
    const method: unknown = (input as { shippingMethod?: unknown }).shippingMethod;
    return method === 'store' ? { ...input, ...STORE_PICKUP_ADDRESS } : input;
  }, schema);
}

/** The spec's checkout customer info: contact email, offers opt-in, the address and the delivery method. */
const customerInfoFields = addressFieldsSchema.extend({
  /** Optional (DESIGN 4.12): order updates go to the delivery phone; an email given is proven before anything is sent there. */
  contact: optionalEmailFieldSchema.default(''),
  emailOffers: z.boolean().default(false),
  /** Order updates by WhatsApp to the delivery phone (SMS otherwise); on unless the shopper turns it off. */
  whatsappUpdates: z.boolean().default(true),
  shippingMethod: z.enum(SHIPPING_METHODS, { error: CHECKOUT_MESSAGES.shippingMethod }).default('online'),
});
export const customerInfoSchema = withPickupAddress(customerInfoFields);
export type CustomerInfo = z.infer<typeof customerInfoSchema>;
export type CustomerInfoInput = z.input<typeof customerInfoSchema>;

/** Buy now: one product bought on its own, leaving the saved cart as it is. */
export const buyNowItemSchema = z.object({
  productId: z.string({ error: 'Invalid product' }).trim().min(1, 'Invalid product').max(64, 'Invalid product'),
  variantId: z
    .string({ error: 'Please select a size' })
    .trim()
    .min(1, 'Please select a size')
    .max(64, 'Please select a size'),
  quantity: quantitySchema.default(1),
});
export type BuyNowItem = z.infer<typeof buyNowItemSchema>;

/** POST /api/v1/payment/checkout */
export const checkoutRequestSchema = z.object({
  /** The client's view of the items; ignored (the saved cart or `buyNow` is what is bought). */
  products: z.array(z.unknown()).max(200).optional(),
  /** The client's total in rupees; only compared with the server's. */
  totalAmount: z.number().optional(),
  /** The client's shipping fee; ignored. */
  shipping: z.unknown().optional(),
  paymentMethod: z.enum(PAYMENT_METHOD_LABELS, { error: CHECKOUT_MESSAGES.paymentMethod }),
  shippingAddress: customerInfoSchema,
  /** Keep this delivery address in the shopper's address book once the order is placed (never for pickup). */
  saveAddress: z.boolean().default(false),
  couponCode: z.string().max(40, 'Invalid coupon code').nullable().optional(),
  /** When present, this one item is ordered instead of the cart. */
  buyNow: buyNowItemSchema.nullable().optional(),
  /**
   * Cash on delivery from an account with no proven phone: the code sent to the delivery phone
   * (POST /auth/otp/request), which proves it and keeps it on the account (decision 0127).
   */
  phoneCode: otpCodeSchema.optional(),
});
export type CheckoutRequest = z.input<typeof checkoutRequestSchema>;

export const orderAmountsSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  /** Taken off for paying online, after the coupon (decision 0140). */
  prepaidDiscount: z.number(),
  shipping: z.number(),
  /** Charged for cash on delivery (decision 0140). */
  codFee: z.number(),
  total: z.number(),
});
export type OrderAmountsDto = z.infer<typeof orderAmountsSchema>;

export const checkoutResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    orderId: z.string(),
    /** Absent for cash on delivery. `amount` is paise, as Razorpay counts it. */
    razorpayOrder: z.object({ id: z.string(), amount: z.number().int(), currency: z.literal('INR') }).optional(),
    /** The key the payment widget opens with; absent for cash on delivery. */
    razorpay_key: z.string().optional(),
    /** Which checkout the browser opens: Razorpay's widget, the local sandbox dialog, or none (COD). */
    provider: z.enum(['razorpay', 'sandbox', 'cod']),
    paymentMethod: z.enum(PAYMENT_METHOD_LABELS),
    /** True when the order came from the saved cart, which is emptied once it is paid (or placed, for COD). */
    clearUserCart: z.boolean(),
    /** The server's amounts, in rupees; `totalAmount` is what is charged. */
    amounts: orderAmountsSchema,
    totalAmount: z.number(),
    /** True when the client's totalAmount differed from the server's (the server's is charged). */
    totalChanged: z.boolean(),
    couponCode: z.string().nullable(),
    /** Until when an unpaid online order, or a COD order awaiting its confirmation, holds its stock (ISO time). */
    reservationExpiresAt: z.string().nullable(),
    /**
     * Always null: a cash-on-delivery order is confirmed from the account's proven phone, never
     * from an emailed link. Kept in the answer's shape, `{ email, until }` if ever set.
     */
    confirmByEmail: z.object({ email: z.string(), until: z.string() }).nullable(),
    /** What the payment widget pre-fills. */
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  }),
});
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

/**
 * GET /api/v1/payment/options: what each way of paying changes, shown before the shopper chooses
 * (decision 0140). Rupees. `codRefused`: this account has had too many cash-on-delivery parcels
 * refused at the door, so only online payment is offered (a delivery phone is judged at checkout).
 */
export const paymentOptionsQuerySchema = z.object({
  pin: z
    .string()
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code')
    .optional(),
});

export const paymentOptionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    codFee: z.number(),
    prepaidDiscount: z.number(),
    codRefused: z.boolean(),
    /** Asked with `?pin=`: whether cash on delivery is collected at that PIN (the dataset and the courier). */
    codAtPin: z.boolean().optional(),
  }),
});
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponseSchema>;
export type PaymentOptions = PaymentOptionsResponse['data'];

/** POST /api/v1/payment/payment-verification — the payment widget's success callback, as it gives it. */
export const paymentVerificationRequestSchema = z.object({
  razorpay_order_id: z
    .string({ error: CHECKOUT_MESSAGES.verification })
    .min(1, CHECKOUT_MESSAGES.verification)
    .max(100),
  razorpay_payment_id: z
    .string({ error: CHECKOUT_MESSAGES.verification })
    .min(1, CHECKOUT_MESSAGES.verification)
    .max(100, CHECKOUT_MESSAGES.verification),
  razorpay_signature: z
    .string({ error: CHECKOUT_MESSAGES.verification })
    .min(1, CHECKOUT_MESSAGES.verification)
    .max(200, CHECKOUT_MESSAGES.verification),
});
export type PaymentVerificationRequest = z.infer<typeof paymentVerificationRequestSchema>;

export const paymentVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  orderId: z.string(),
  clearUserCart: z.boolean(),
});
export type PaymentVerificationResponse = z.infer<typeof paymentVerificationResponseSchema>;

/** POST /api/v1/payment/sandbox/pay — the local checkout dialog's Pay or Fail button (sandbox only). */
export const sandboxPayRequestSchema = z.object({
  razorpay_order_id: z.string({ error: CHECKOUT_MESSAGES.verification }).min(1).max(100),
  outcome: z.enum(['success', 'failure']),
  method: z.enum(['card', 'upi']),
});
export type SandboxPayRequest = z.infer<typeof sandboxPayRequestSchema>;

/** Shaped like Razorpay's widget callbacks: a signed success, or a failure's error object. */
export const sandboxPayResponseSchema = z.discriminatedUnion('outcome', [
  z.object({
    success: z.literal(true),
    outcome: z.literal('success'),
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    razorpay_signature: z.string(),
  }),
  z.object({
    success: z.literal(true),
    outcome: z.literal('failure'),
    error: z.object({
      code: z.string(),
      description: z.string(),
      reason: z.string(),
      metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
    }),
  }),
]);
export type SandboxPayResponse = z.infer<typeof sandboxPayResponseSchema>;

/** POST /api/v1/payment/webhook — Razorpay wants a 2xx quickly; `duplicate` marks a repeated delivery. */
export const webhookResponseSchema = z.object({ success: z.literal(true), duplicate: z.boolean() });
