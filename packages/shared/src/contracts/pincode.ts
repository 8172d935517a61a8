import { z } from 'zod';
import { DELIVERY_ZONES } from '../delivery-estimate';

export const pincodeParamsSchema = z.object({
  pin: z.string().regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code'),
});

/**
 * What the courier aggregator (Shiprocket, when configured) answered for a PIN: whether any of its
 * couriers collects cash there, and the business days they quote (null when none serves it).
 */
export const courierCoverageSchema = z.object({
  cod: z.boolean(),
  days: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
});
export type CourierCoverage = z.infer<typeof courierCoverageSchema>;

export const pincodeDetailsSchema = z.object({
  pincode: z.string(),
  /** The district, which is what Indian addresses call the city. */
  city: z.string(),
  state: z.string(),
  /** Post offices serving the PIN, for a locality hint in address forms. */
  offices: z.array(z.string()),
  deliverable: z.boolean(),
  codAvailable: z.boolean(),
  /** Which delivery window applies (metro, rest of India, north-east, remote). */
  zone: z.enum(DELIVERY_ZONES),
  /**
   * The district and state to show, in the request's language; `city` and `state` above stay the
   * English an address keeps. In Hindi, `untranslated` names what is shown in English (`city`:
   * the dataset names districts in English only).
   */
  place: z.object({ city: z.string(), state: z.string(), untranslated: z.array(z.string()).optional() }),
  /**
   * The courier's answer, when one is asked: its days replace the zone's window, and cash on
   * delivery needs `cod` as well as `codAvailable` (the dataset's). Absent: the zone rule answers.
   */
  courier: courierCoverageSchema.optional(),
});
export type PincodeDetails = z.infer<typeof pincodeDetailsSchema>;

/** GET /api/v1/pincode/:pin */
export const pincodeResponseSchema = z.object({
  success: z.literal(true),
  data: pincodeDetailsSchema,
});
export type PincodeResponse = z.infer<typeof pincodeResponseSchema>;
