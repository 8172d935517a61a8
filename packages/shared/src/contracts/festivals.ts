import { z } from 'zod';
import { text } from './admin-fields';
import { pincodeParamsSchema } from './pincode';

// The shop's calendar of festivals (decision 0155): the owner corrects each year's dates; the
// product page asks whether a parcel ordered today arrives before the next one.

const day = z.iso.date({ error: 'Enter a valid date' });

export const adminFestivalInputSchema = z.object({
  name: text('Name', 60).min(1, 'Enter the festival’s name'),
  nameHi: text('Hindi name', 60).min(1, 'Enter the festival’s name in Hindi'),
  /** The day it is celebrated in India, `2027-08-25`. */
  date: day,
  /** Whether the product page may ask about it. */
  shown: z.boolean(),
});
export type AdminFestivalInput = z.infer<typeof adminFestivalInputSchema>;

export const adminFestivalSchema = adminFestivalInputSchema.extend({ id: z.string() });
export type AdminFestival = z.infer<typeof adminFestivalSchema>;
export const adminFestivalListResponseSchema = z.object({ festivals: z.array(adminFestivalSchema) });
export const adminFestivalResponseSchema = z.object({ festival: adminFestivalSchema });
export const festivalIdParamsSchema = z.object({ festivalId: z.string().uuid('Festival not found') });

/** GET /api/v1/festivals/next?pin=281121 */
export const nextFestivalQuerySchema = z.object({ pin: pincodeParamsSchema.shape.pin });

export const festivalAnswerSchema = z.object({
  festival: z.object({ name: z.string(), nameHi: z.string(), date: z.string() }),
  /** `arrives`: yes, by `arrivesBy`; `order_by`: order by `orderBy`; `too_late`: it arrives after. */
  verdict: z.enum(['arrives', 'order_by', 'too_late']),
  arrivesBy: z.string(),
  orderBy: z.string().nullable(),
});
export type FestivalAnswerData = z.infer<typeof festivalAnswerSchema>;

/** Null when no festival is within the horizon or the estimate is unknown: the page says nothing. */
export const nextFestivalResponseSchema = z.object({
  success: z.literal(true),
  data: festivalAnswerSchema.nullable(),
});
export type NextFestivalResponse = z.infer<typeof nextFestivalResponseSchema>;
