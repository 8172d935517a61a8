import { z } from 'zod';
import { normaliseIndianMobile } from './messages';

// Saved delivery addresses (spec sections 3 and 5). The same field rules apply to the
// shipping step of checkout, which may reuse `addressFieldsSchema`.

export const ADDRESS_MESSAGES = {
  fullName: 'Full name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  postalCodeRequired: 'Postal code is required',
  postalCode: 'Postal code must be 6 digits',
  phoneRequired: 'Phone number is required',
  phone: 'Phone number must be 10 digits',
} as const;

export const LANDMARK_MAX = 80;

function required(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
}

/**
 * A delivery phone as people write it (`+91 98765 43210`, `098765 43210`) kept as its ten digits,
 * through the same reading as phone sign-in; anything else is left for the ten-digit rule to refuse.
 */
export function deliveryPhoneDigits(input: string): string {
  return normaliseIndianMobile(input)?.slice(3) ?? input;
}

export const addressFieldsSchema = z.object({
  fullName: required(ADDRESS_MESSAGES.fullName, 100),
  address: required(ADDRESS_MESSAGES.address, 200),
  apartment: z.string().trim().max(100, 'Must be at most 100 characters').default(''),
  /** What a courier asks a passer-by for ("Near Hanuman Mandir"); optional. */
  landmark: z.string().trim().max(LANDMARK_MAX, `Must be at most ${LANDMARK_MAX} characters`).default(''),
  city: required(ADDRESS_MESSAGES.city, 100),
  state: required(ADDRESS_MESSAGES.state, 100),
  postalCode: z
    .string({ error: ADDRESS_MESSAGES.postalCodeRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.postalCodeRequired)
    .regex(/^\d{6}$/, ADDRESS_MESSAGES.postalCode),
  phone: z
    .string({ error: ADDRESS_MESSAGES.phoneRequired })
    .trim()
    .min(1, ADDRESS_MESSAGES.phoneRequired)
    .transform(deliveryPhoneDigits)
    .pipe(z.string().regex(/^\d{10}$/, ADDRESS_MESSAGES.phone)),
});
export type AddressFields = z.infer<typeof addressFieldsSchema>;

export const addressRequestSchema = addressFieldsSchema.extend({ isDefault: z.boolean().optional() });
export type AddressRequest = z.input<typeof addressRequestSchema>;

// An answer's phone is the stored ten digits: a response schema carries no transform to run.
export const addressSchema = addressFieldsSchema.extend({
  phone: z.string(),
  _id: z.string(),
  isDefault: z.boolean(),
  createdAt: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

/** Any text: an id that is not one of the user's addresses, however it looks, is simply not found. */
export const addressIdParamsSchema = z.object({ id: z.string().max(64) });

export const addressListResponseSchema = z.object({ success: z.literal(true), addresses: z.array(addressSchema) });
export type AddressListResponse = z.infer<typeof addressListResponseSchema>;

export const addressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  address: addressSchema,
});
export type AddressResponse = z.infer<typeof addressResponseSchema>;
