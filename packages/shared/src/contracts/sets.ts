import { z } from 'zod';
import { SLUG, rupees, text } from './admin-fields';
import { stockStatusSchema, untranslatedSchema } from './catalogue';

// Complete shringar sets: sizes of existing products sold together as one item, at a set price
// (decision 0152). Money is rupees on the wire, paise inside.

export const SET_STATUSES = ['active', 'hidden'] as const;
export type SetStatus = (typeof SET_STATUSES)[number];

/** The most parts one set may hold, and the most units of one part. */
export const SET_MAX_PARTS = 10;
export const SET_MAX_PART_QUANTITY = 10;

export const SET_MESSAGES = {
  parts: 'A set needs at least 2 parts',
  tooManyParts: `A set can have at most ${SET_MAX_PARTS} parts`,
  partTwice: 'Each size can be in a set only once',
  priceOrDiscount: 'Give either a set price or a percentage off, not both',
  discount: 'Percentage off must be a whole number from 1 to 90',
  slug: 'URL may hold only lower-case letters, digits and hyphens',
  name: 'Name is required',
} as const;

const partInputSchema = z.object({
  variantId: z.uuid('Choose a size for each part'),
  quantity: z
    .number()
    .int('Part quantity must be a whole number')
    .min(1, 'Part quantity must be at least 1')
    .max(SET_MAX_PART_QUANTITY, `Part quantity must be at most ${SET_MAX_PART_QUANTITY}`),
});

/** POST /admin/sets and PUT /admin/sets/:setId: the whole set as the owner edits it. */
export const adminSetInputSchema = z
  .object({
    name: text('Name', 200).min(1, SET_MESSAGES.name),
    nameHi: text('Hindi name', 200).min(1, 'Hindi name is required'),
    slug: z.string().trim().min(1, 'URL is required').max(200).regex(SLUG, SET_MESSAGES.slug),
    description: text('Description', 4000).default(''),
    descriptionHi: text('Hindi description', 4000).default(''),
    parts: z.array(partInputSchema).min(2, SET_MESSAGES.parts).max(SET_MAX_PARTS, SET_MESSAGES.tooManyParts),
    /** Whole percent off the parts' prices; or `price`, the set's own price in rupees. */
    discountPercent: z
      .number()
      .int(SET_MESSAGES.discount)
      .min(1, SET_MESSAGES.discount)
      .max(90, SET_MESSAGES.discount)
      .optional(),
    price: rupees('Set price').positive('Set price must be more than ₹0').optional(),
  })
  .superRefine((set, ctx) => {
    if ((set.discountPercent === undefined) === (set.price === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['price'], message: SET_MESSAGES.priceOrDiscount });
    }
    const seen = new Set<string>();
    set.parts.forEach((part, i) => {
      if (seen.has(part.variantId))
        ctx.addIssue({ code: 'custom', path: ['parts', i], message: SET_MESSAGES.partTwice });
      seen.add(part.variantId);
    });
  });
export type AdminSetInput = z.input<typeof adminSetInputSchema>;
export type AdminSetData = z.output<typeof adminSetInputSchema>;

export const setIdParamsSchema = z.object({ setId: z.uuid('Set not found') });
export const adminSetStatusSchema = z.object({ status: z.enum(SET_STATUSES) });

const adminSetPartSchema = z.object({
  variantId: z.string(),
  productId: z.string(),
  productName: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** The part's own price and stock now, rupees. */
  price: z.number(),
  stock: z.number().int(),
});

export const adminSetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  nameHi: z.string(),
  description: z.string(),
  descriptionHi: z.string(),
  status: z.enum(SET_STATUSES),
  parts: z.array(adminSetPartSchema),
  discountPercent: z.number().int().nullable(),
  /** The fixed price the owner set, or null when the set is priced by `discountPercent`. */
  fixedPrice: z.number().nullable(),
  /** What a shopper pays for it now, and its MRP (the parts' struck-through prices). */
  price: z.number(),
  mrp: z.number(),
  stock: z.number().int(),
  updatedAt: z.string(),
});
export type AdminSet = z.infer<typeof adminSetSchema>;

export const adminSetResponseSchema = z.object({ set: adminSetSchema });
export const adminSetListResponseSchema = z.object({ sets: z.array(adminSetSchema) });
export type AdminSetListResponse = z.infer<typeof adminSetListResponseSchema>;

const setImageSchema = z.object({ src: z.string(), srcSet: z.string(), alt: z.string() }).nullable();

export const setPartSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  slug: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  /** One unit's own price alone, and its share of the set's price for all its units. */
  price: z.number(),
  share: z.number(),
  hsnCode: z.string(),
  stock: z.number().int(),
  image: setImageSchema,
});
export type SetPart = z.infer<typeof setPartSchema>;

/** GET /sets/:slug: a set in the request's language. */
export const productSetSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  parts: z.array(setPartSchema),
  price: z.number(),
  /** The parts' struck-through prices added up. */
  mrp: z.number(),
  /** Whole percent off the MRP. */
  discount: z.number().int(),
  /** Sets its parts' stock allows. */
  stock: z.number().int(),
  stockStatus: stockStatusSchema,
  image: setImageSchema,
  untranslated: untranslatedSchema,
});
export type ProductSet = z.infer<typeof productSetSchema>;

export const setResponseSchema = z.object({ success: z.literal(true), data: productSetSchema });
export type SetResponse = z.infer<typeof setResponseSchema>;

/** The sets a product is part of ("Complete the shringar" on its page). */
export const productSetsResponseSchema = z.object({ success: z.literal(true), data: z.array(productSetSchema) });
export type ProductSetsResponse = z.infer<typeof productSetsResponseSchema>;

export const setSlugParamsSchema = z.object({
  slug: z.string().min(1).max(200).regex(SLUG, 'Set URL is invalid'),
});
