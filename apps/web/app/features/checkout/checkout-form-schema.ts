import { addressFieldsSchema } from '@shop/shared/contracts/addresses';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_LABELS, withPickupAddress } from '@shop/shared/contracts/checkout';
import { EMAIL_SHAPE } from '@shop/shared/contracts/email-field';
import { SHIPPING_METHODS } from '@shop/shared/constants';
import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';

/**
 * The email is optional (DESIGN 4.12); one typed is checked: on Continue the contact step says what
 * is wrong, on leaving the field it asks gently (spec section 5).
 */
export const EMAIL_MESSAGES = {
  format: 'Invalid email format',
  onBlur: CHECKOUT_MESSAGES.email,
} as const;

export function isEmailShaped(value: string): boolean {
  return EMAIL_SHAPE.test(value.trim());
}

/**
 * The shared address rules plus contact, delivery and payment; the server checks them all again.
 * Store pickup asks for no address, as on the server. `addressChoice` is a saved address's id,
 * `new` for one typed here, or empty until the saved addresses have loaded.
 */
export const checkoutFormSchema = withPickupAddress(
  addressFieldsSchema.extend({
    contact: z
      .string()
      .trim()
      .max(254, EMAIL_MESSAGES.format)
      .refine((value) => value === '' || EMAIL_SHAPE.test(value), EMAIL_MESSAGES.format),
    emailOffers: z.boolean(),
    whatsappUpdates: z.boolean(),
    shippingMethod: z.enum(SHIPPING_METHODS, { error: CHECKOUT_MESSAGES.shippingMethod }),
    paymentMethod: z.enum(PAYMENT_METHOD_LABELS, { error: CHECKOUT_MESSAGES.paymentMethod }),
    addressChoice: z.string(),
    saveAddress: z.boolean(),
    /** Cash on delivery from an account with no proven phone: the code sent to the delivery phone. */
    phoneCode: z.string(),
  }),
);
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;
export type CheckoutFormValues = z.output<typeof checkoutFormSchema>;
export type CheckoutForm = UseFormReturn<CheckoutFormInput, unknown, CheckoutFormValues>;

export const STEP_FIELDS = {
  1: ['contact', 'emailOffers'],
  2: [
    'shippingMethod',
    'addressChoice',
    'fullName',
    'address',
    'apartment',
    'landmark',
    'city',
    'state',
    'postalCode',
    'phone',
    'whatsappUpdates',
    'saveAddress',
  ],
  3: ['paymentMethod', 'phoneCode'],
} as const satisfies Record<1 | 2 | 3, readonly (keyof CheckoutFormInput)[]>;

export type CheckoutStep = keyof typeof STEP_FIELDS;

/** The step holding a field the server or the form refused. */
export function stepOfField(field: string): CheckoutStep | undefined {
  for (const step of [1, 2, 3] as const) {
    if ((STEP_FIELDS[step] as readonly string[]).includes(field)) return step;
  }
  return undefined;
}
