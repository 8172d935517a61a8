import { z } from 'zod';
import { addressFieldsSchema } from './addresses';

// A failed delivery (the courier's NDR): the shopper's answer from the message's signed link, no
// login (`/delivery-attempt?attempt=&e=&s=`), and the owner's list of open ones under /admin.

/** Another try tomorrow; another try at a changed address or phone (same PIN); or back to the shop. */
export const DELIVERY_CHOICES = ['re_attempt', 'change_contact', 'return'] as const;
export type DeliveryChoice = (typeof DELIVERY_CHOICES)[number];

/** The link's own fields. */
export const deliveryLinkSchema = z.object({
  attempt: z.string().trim().min(1).max(64),
  e: z.coerce.number().int().positive(),
  s: z.string().trim().min(1).max(200),
});
export type DeliveryLink = z.infer<typeof deliveryLinkSchema>;

/** The address lines and phone a shopper may change; city, state and PIN stay the order's. */
export const deliveryContactSchema = addressFieldsSchema.pick({
  address: true,
  apartment: true,
  landmark: true,
  phone: true,
});
export type DeliveryContact = z.infer<typeof deliveryContactSchema>;

/** One choice; a changed address or phone is checked by checkout's own address rules. */
export const deliveryChoiceSchema = z.discriminatedUnion('choice', [
  z.object({ choice: z.literal('re_attempt') }),
  deliveryContactSchema.extend({ choice: z.literal('change_contact') }),
  z.object({ choice: z.literal('return') }),
]);
export type DeliveryChoiceRequest = z.input<typeof deliveryChoiceSchema>;
export type DeliveryChoiceBody = z.infer<typeof deliveryChoiceSchema>;

/** POST /delivery-attempt: the page's form, with the link's fields. */
export const deliveryLinkChoiceSchema = deliveryLinkSchema.and(deliveryChoiceSchema);
export type DeliveryLinkChoiceRequest = z.input<typeof deliveryLinkChoiceSchema>;

export const deliveryAttemptSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  courier: z.string().nullable(),
  awb: z.string().nullable(),
  /** The courier's own words for why the parcel was not delivered. */
  reason: z.string(),
  attemptNumber: z.number().int(),
  openedAt: z.string(),
  /** `open` until a choice is taken (or the parcel was delivered after all). */
  state: z.enum(['open', 'sending', 'closed']),
  choice: z.enum(DELIVERY_CHOICES).nullable(),
  chosenBy: z.enum(['shopper', 'owner']).nullable(),
  /** False when the shop's courier is arranged by hand: the owner passes the choice on. */
  passedToCourier: z.boolean(),
  /** Where the parcel goes now (the changed lines once changed); the PIN never changes. */
  contact: z.object({
    address: z.string(),
    apartment: z.string(),
    landmark: z.string(),
    city: z.string(),
    state: z.string(),
    postalCode: z.string(),
    phone: z.string(),
  }),
});
export type DeliveryAttemptDto = z.infer<typeof deliveryAttemptSchema>;

export const deliveryAttemptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  attempt: deliveryAttemptSchema,
});
export type DeliveryAttemptResponse = z.infer<typeof deliveryAttemptResponseSchema>;

export const adminDeliveryAttemptSchema = deliveryAttemptSchema.extend({
  orderId: z.string(),
  shopperName: z.string(),
});
export type AdminDeliveryAttemptDto = z.infer<typeof adminDeliveryAttemptSchema>;

export const adminDeliveryAttemptListSchema = z.object({
  success: z.literal(true),
  /** Whether choices reach the courier by themselves (false: the owner passes them on by hand). */
  carrierActs: z.boolean(),
  attempts: z.array(adminDeliveryAttemptSchema),
});
export type AdminDeliveryAttemptList = z.infer<typeof adminDeliveryAttemptListSchema>;

export const adminDeliveryAttemptResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  attempt: adminDeliveryAttemptSchema,
});
export type AdminDeliveryAttemptResponse = z.infer<typeof adminDeliveryAttemptResponseSchema>;
