import { z } from 'zod';
import { ERRORS } from '../errors';

// Proving an account's email is the shopper's: the emailed link's page posts its token here
// (spec section 7's account pages; order emails go only to a verified address).

/** POST /api/v1/auth/verify-email — the token from the emailed link. */
export const verifyEmailRequestSchema = z.object({
  token: z
    .string({ error: ERRORS.VERIFY_LINK_INVALID.message })
    .trim()
    .min(16, ERRORS.VERIFY_LINK_INVALID.message)
    .max(200, ERRORS.VERIFY_LINK_INVALID.message),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

const orderReferenceSchema = z.object({ orderId: z.string(), orderNumber: z.string() });

export const verifyEmailResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    email: z.string(),
    /** Cash-on-delivery orders the link confirmed: they are placed now. */
    confirmedOrders: z.array(orderReferenceSchema),
    /** Orders that waited for this link too long: their items went back on sale. */
    expiredOrders: z.array(orderReferenceSchema),
  }),
});
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/v1/user/verify-email/send — a fresh link to the signed-in account's email. */
export const sendVerificationResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  email: z.string(),
});
export type SendVerificationResponse = z.infer<typeof sendVerificationResponseSchema>;
