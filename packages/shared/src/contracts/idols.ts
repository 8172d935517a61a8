import { z } from 'zod';
import { IDOL_SIZES, SIZE_CHART } from '../constants';
import {
  IDOL_DEITIES,
  IDOL_HEIGHT_MAX_IN,
  IDOL_HEIGHT_MIN_IN,
  IDOL_NAME_MAX,
  IDOLS_PER_ACCOUNT_MAX,
  sizeForHeight,
} from '../idol-rules';

// "My Thakur Ji" (decision 0147): the idols a shopper saves, each with its deity and its size, so
// listings can show what fits it and product pages can choose its size. Guests keep theirs in
// the browser; an account's are sent once at sign-in to join it (`merge`).

export const IDOL_MESSAGES = {
  nameRequired: 'Please give your idol a name',
  nameTooLong: `Name must be at most ${IDOL_NAME_MAX} characters`,
  deityRequired: 'Please choose the deity',
  sizeOrHeight: "Choose the size or enter your idol's height in inches",
  sizeInvalid: 'Size must be an idol size from 0 to 6',
  heightInvalid: 'Height must be a number of inches',
  tooSmall: `Measure your idol again: our sizes fit idols from ${IDOL_HEIGHT_MIN_IN} inch tall`,
  tooTall: `Our largest size (6) fits idols up to ${SIZE_CHART[SIZE_CHART.length - 1]!.idolHeightIn} inches tall`,
  nothingToChange: 'Nothing to change',
} as const;

const emptyToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const nameField = z
  .string({ error: IDOL_MESSAGES.nameRequired })
  .trim()
  .min(1, IDOL_MESSAGES.nameRequired)
  .max(IDOL_NAME_MAX, IDOL_MESSAGES.nameTooLong);
const deityField = z.enum(IDOL_DEITIES, { error: IDOL_MESSAGES.deityRequired });
const sizeField = z.enum(IDOL_SIZES as [string, ...string[]], { error: IDOL_MESSAGES.sizeInvalid });
const heightField = z.coerce
  .number({ error: IDOL_MESSAGES.heightInvalid })
  .refine(Number.isFinite, IDOL_MESSAGES.heightInvalid)
  .refine((inches) => inches >= IDOL_HEIGHT_MIN_IN, IDOL_MESSAGES.tooSmall)
  .refine((inches) => inches <= IDOL_HEIGHT_MAX_IN, IDOL_MESSAGES.tooTall);

/** Size by number, or height in inches (the size guide's number for it); the number wins when both come. */
const sizing = {
  size: z.preprocess(emptyToUndefined, sizeField.optional()),
  heightIn: z.preprocess(emptyToUndefined, heightField.optional()),
};

function withSize<T extends { size?: string; heightIn?: number }>(value: T) {
  const size = value.size ?? (value.heightIn === undefined ? undefined : sizeForHeight(value.heightIn));
  return { ...value, size: size ?? undefined, heightIn: value.size === undefined ? (value.heightIn ?? null) : null };
}

/** POST /user/idols (and each of a guest's idols at merge). */
export const idolInputSchema = z
  .object({ name: nameField, deity: deityField, ...sizing })
  .refine((value) => value.size !== undefined || value.heightIn !== undefined, {
    message: IDOL_MESSAGES.sizeOrHeight,
    path: ['size'],
  })
  .transform((value) => {
    const sized = withSize(value);
    return { name: sized.name, deity: sized.deity, size: sized.size!, heightIn: sized.heightIn };
  });
export type IdolInput = z.input<typeof idolInputSchema>;
export type IdolFields = z.output<typeof idolInputSchema>;

/** PATCH /user/idols/:id: any of the fields; a new size or height replaces the old one. */
export const idolUpdateSchema = z
  .object({ name: nameField.optional(), deity: deityField.optional(), ...sizing })
  .refine((value) => Object.values(value).some((field) => field !== undefined), {
    message: IDOL_MESSAGES.nothingToChange,
  })
  .transform((value) => {
    if (value.size === undefined && value.heightIn === undefined) {
      return { name: value.name, deity: value.deity };
    }
    const sized = withSize(value);
    return { name: sized.name, deity: sized.deity, size: sized.size!, heightIn: sized.heightIn };
  });
export type IdolChanges = z.output<typeof idolUpdateSchema>;

export const idolParamsSchema = z.object({ id: z.string().max(64) });

export const idolSchema = z.object({
  _id: z.string(),
  name: z.string(),
  deity: z.enum(IDOL_DEITIES),
  size: z.string(),
  /** The height the shopper measured, when they gave one (null: they chose the size). */
  heightIn: z.number().nullable(),
  createdAt: z.string(),
});
export type Idol = z.infer<typeof idolSchema>;

export const idolsResponseSchema = z.object({ success: z.literal(true), idols: z.array(idolSchema) });
export type IdolsResponse = z.infer<typeof idolsResponseSchema>;

export const idolResponseSchema = z.object({ success: z.literal(true), message: z.string(), idol: idolSchema });
export type IdolResponse = z.infer<typeof idolResponseSchema>;

export const idolRemovedResponseSchema = z.object({ success: z.literal(true), message: z.string() });

/**
 * A guest's idols, sent once at sign-in: unreadable ones and ones the account already has (same
 * name, deity and size) are skipped, and none beyond the account's cap join it.
 */
export const mergeIdolsRequestSchema = z.object({
  idols: z.array(z.unknown()).max(IDOLS_PER_ACCOUNT_MAX * 2, 'Too many items'),
});

export const mergeIdolsResponseSchema = z.object({
  success: z.literal(true),
  idols: z.array(idolSchema),
  /** How many of the guest's idols joined the account. */
  added: z.number().int(),
});
export type MergeIdolsResponse = z.infer<typeof mergeIdolsResponseSchema>;
