import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '../constants';

// Form fields the back office's contracts share: what an empty box, a rupee amount, a line of text
// or a page number in a URL mean, said once.

export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A product URL's slug: lower-case words joined by hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A rupee amount with at most two decimals (whole paise). */
export const rupees = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .finite(`${label} must be a number`)
    .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, `${label} can have at most 2 decimals`);

export const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`);

export const lines = (label: string, maxItems = 20) =>
  z
    .array(text(label, 300))
    .max(maxItems, `${label}: at most ${maxItems} lines`)
    .transform((items) => items.filter((item) => item.length > 0));

export const page = z.preprocess(
  emptyToUndefined,
  z.coerce.number({ error: 'Page must be a whole number' }).int().min(1).max(10_000).default(1),
);
export const flag = z.preprocess(
  (value) => (value === '' || value === undefined ? undefined : value === 'true' || value === '1' || value === true),
  z.boolean().optional(),
);

/** Who took an order's money; `testOrder` when no money moved (the sandbox: order-rules isTestOrder). */
export const orderProviderFields = {
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  testOrder: z.boolean(),
};
