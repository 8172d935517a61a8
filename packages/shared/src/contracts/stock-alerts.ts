import { z } from 'zod';
import { optionalEmailFieldSchema } from './email-field';
import { phoneField } from './messages';

// "Notify me" on a sold-out size (decision 0150).

/** Empty form fields count as not given. */
const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * POST /api/v1/stock-alerts. A guest gives a phone or an email (proved by a link sent to it before
 * anything else is); a signed-in shopper may give neither, and the account's proven phone (else
 * email) is used.
 */
export const stockAlertRequestSchema = z.object({
  productId: z.string().uuid('Product not found'),
  variantId: z.string().uuid('Please choose a size'),
  email: z.preprocess(blankAsAbsent, optionalEmailFieldSchema.optional()),
  phone: z.preprocess(blankAsAbsent, phoneField.optional()),
});
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

/** `waiting`: the shopper is on the size's list; `confirm-sent`: a link went to the contact first. */
export const STOCK_ALERT_STATES = ['waiting', 'confirm-sent'] as const;

export const stockAlertResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ state: z.enum(STOCK_ALERT_STATES), channel: z.enum(['phone', 'email']) }),
});
export type StockAlertResponse = z.infer<typeof stockAlertResponseSchema>;

/** POST /api/v1/stock-alerts/confirm: the token of the link sent to a guest's phone or email. */
export const stockAlertConfirmSchema = z.object({ token: z.string().min(16).max(200) });
export const stockAlertConfirmResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ productSlug: z.string(), size: z.string() }),
});
export type StockAlertConfirmResponse = z.infer<typeof stockAlertConfirmResponseSchema>;
