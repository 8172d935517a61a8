import { z } from 'zod';
import { ERRORS } from '../errors';

// Wire shapes of phone sign-in, the outbox by channel and cash-on-delivery confirmation.

export const MESSAGE_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** Channels a sign-in code may be sent by; SMS unless the shopper picks WhatsApp. */
export const OTP_CHANNELS = ['sms', 'whatsapp'] as const;

export const COD_CONFIRMATIONS = ['awaiting', 'confirmed', 'cancelled'] as const;
export type CodConfirmation = (typeof COD_CONFIRMATIONS)[number];

/**
 * An Indian mobile number in E.164 (`+919876543210`) from what people type: spaces, dashes and
 * brackets, a leading 0, 91 or +91; ten digits starting 6 to 9. Null for anything else.
 */
export function normaliseIndianMobile(input: string): string | null {
  const compact = input.replace(/[\s\-().]/g, '');
  const match = /^(?:\+91|0091|91|0)?([6-9]\d{9})$/.exec(compact);
  return match ? `+91${match[1]}` : null;
}

/** `+919876543210` shown as people write it: `+91 98765 43210`. */
export function formatIndianMobile(e164: string): string {
  return `${e164.slice(0, 3)} ${e164.slice(3, 8)} ${e164.slice(8)}`;
}

export const phoneField = z
  .string({ error: ERRORS.PHONE_INVALID.message })
  .max(20, ERRORS.PHONE_INVALID.message)
  .transform((value, ctx) => {
    const phone = normaliseIndianMobile(value);
    if (!phone) {
      ctx.addIssue({ code: 'custom', message: ERRORS.PHONE_INVALID.message });
      return z.NEVER;
    }
    return phone;
  });

export const OTP_CODE_LENGTH = 6;

/** A one-time code as the shopper types it. */
export const otpCodeSchema = z
  .string({ error: 'Please enter the 6-digit code' })
  .trim()
  .regex(/^\d{6}$/, 'Please enter the 6-digit code');

/** POST /auth/otp/request */
export const otpRequestSchema = z.object({
  phone: phoneField,
  channel: z.enum(OTP_CHANNELS).default('sms'),
});
export type OtpRequest = z.input<typeof otpRequestSchema>;

export const otpRequestResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The number the code went to, as people write it. */
  phone: z.string(),
  /** Seconds until another code may be asked for. */
  resendAfterSeconds: z.number().int(),
});
export type OtpRequestResponse = z.infer<typeof otpRequestResponseSchema>;

/** POST /auth/otp/verify, and POST /account/phone/verify for a signed-in account adding its phone. */
export const otpVerifySchema = z.object({
  phone: phoneField,
  code: otpCodeSchema,
});
export type OtpVerify = z.input<typeof otpVerifySchema>;

export const OTP_SENT = 'We have sent a 6-digit code to your phone.';
export const PHONE_VERIFIED = 'Your phone number is verified.';

// ---------------------------------------------------------------- admin outbox

/** GET /admin/outbox?channel=&to= — the newest 100 messages, for the shop's owner. */
export const adminOutboxQuerySchema = z.object({
  channel: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(MESSAGE_CHANNELS, { error: 'Channel must be email, sms or whatsapp' }).optional(),
  ),
  to: z.preprocess((value) => (value === '' ? undefined : value), z.string().trim().max(200).optional()),
});
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuerySchema>;

export const adminOutboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(MESSAGE_CHANNELS),
  to: z.string(),
  template: z.string(),
  language: z.string(),
  subject: z.string(),
  /** What the shopper reads; null outside the sandbox for a sign-in code, which only its owner may see. */
  text: z.string().nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  deliveryStatus: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessageSchema>;

export const adminOutboxResponseSchema = z.object({
  success: z.literal(true),
  /** True when SMS and WhatsApp are kept in the outbox rather than sent (the demo's sandbox). */
  sandbox: z.boolean(),
  messages: z.array(adminOutboxMessageSchema),
});
export type AdminOutboxResponse = z.infer<typeof adminOutboxResponseSchema>;

// ---------------------------------------------------------------- cash-on-delivery confirmation

export const COD_DECISIONS = ['confirm', 'cancel'] as const;
export type CodDecision = (typeof COD_DECISIONS)[number];

/** The link's own fields: `/cod-confirm?order=&e=&s=&do=`. */
export const codLinkSchema = z.object({
  order: z.string().trim().min(1).max(64),
  e: z.coerce.number().int().positive(),
  s: z.string().trim().min(1).max(200),
});
export type CodLink = z.infer<typeof codLinkSchema>;

/** POST /cod-confirmation: the page's button, with the link's fields. */
export const codDecisionRequestSchema = codLinkSchema.extend({ decision: z.enum(COD_DECISIONS) });
export type CodDecisionRequest = z.input<typeof codDecisionRequestSchema>;

/** POST /admin/orders/:orderId/cod-confirmation: the owner's call on an unconfirmed order. */
export const adminCodDecisionSchema = z.object({ decision: z.enum(COD_DECISIONS) });

export const codOrderSchema = z.object({
  orderNumber: z.string(),
  totalAmount: z.number(),
  itemCount: z.number().int(),
  codConfirmation: z.enum(COD_CONFIRMATIONS),
});
export type CodOrder = z.infer<typeof codOrderSchema>;

export const codOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  order: codOrderSchema,
});
export type CodOrderResponse = z.infer<typeof codOrderResponseSchema>;

export const COD_CONFIRMED = 'Thank you! Your order is confirmed and will be packed for delivery.';
export const COD_CANCELLED = 'Your order is cancelled. Nothing is owed.';
