import { z } from 'zod';

// Wire shapes of the catalogue, in the spec's field names (section 3). Prices are rupees.

export const stockStatusSchema = z.enum(['in_stock', 'low_stock', 'out_of_stock']);
export type StockStatus = z.infer<typeof stockStatusSchema>;

export const variantSchema = z.object({
  _id: z.string(),
  size: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  /** Whole percent off the original price, 0 when there is none. */
  discount: z.number().int(),
  stock: z.number().int(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productImageSchema = z.object({
  /** Default-width URL, also listed in `images`. */
  src: z.string(),
  srcSet: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** The alt text in Hindi; answers never carry it (localizeProduct and localizeCard put it in place). */
  hi: z.object({ alt: z.string().nullish() }).optional(),
  /** On an answer in Hindi: `['alt']` when the alt text is the English one. */
  untranslated: z.array(z.string()).optional(),
});
export type ProductImage = z.infer<typeof productImageSchema>;

const specificationsSchema = z.object({
  brand: z.string(),
  color: z.string(),
  occasion: z.string(),
  dimensions: z.string(),
  weight: z.string(),
  careInstructions: z.string(),
});

/**
 * The product's text a shopper reads, as the shop holds it in Hindi (decision 0065); each missing
 * field (or specification) shows the English one.
 */
const packageContentSchema = z.object({ itemsIncluded: z.string(), packagingType: z.string() });

const productHindiSchema = z.object({
  name: z.string().nullish(),
  shortFeatures: z.array(z.string()).nullish(),
  description: z.string().nullish(),
  specifications: specificationsSchema.partial().nullish(),
  highlights: z.array(z.string()).nullish(),
  features: z.array(z.string()).nullish(),
  material: z.string().nullish(),
  subCategory: z.string().nullish(),
  countryOfOrigin: z.string().nullish(),
  packageContent: packageContentSchema.partial().nullish(),
});

/**
 * On an answer in Hindi (`Accept-Language: hi`): the fields shown in English because the shop has
 * no Hindi for them, to be marked `lang="en"` — `name`, `description`, `shortFeatures`,
 * `highlights`, `features`, `material`, `subCategory`, `countryOfOrigin`, `specifications.<key>`
 * per specification and `packageContent.<key>`. Absent on English answers.
 */
export const untranslatedSchema = z.array(z.string()).optional();

export const productSchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  shortFeatures: z.array(z.string()),
  images: z.array(z.string()),
  imageSet: z.array(productImageSchema),
  category: z.string(),
  collections: z.array(z.string()),
  subCategory: z.string(),
  deity: z.string().nullable(),
  material: z.string(),
  sku: z.string(),
  countryOfOrigin: z.string(),
  color: z.string(),
  highlights: z.array(z.string()),
  features: z.array(z.string()),
  specifications: specificationsSchema,
  packageContent: packageContentSchema,
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  ratings: z.object({ average: z.number(), count: z.number().int() }),
  isFeatured: z.boolean(),
  isBestseller: z.boolean(),
  isNewArrival: z.boolean(),
  isDailyUse: z.boolean(),
  shippingDetails: z.object({
    weight: z.number(),
    dimensions: z.string(),
    handlingTime: z.number().int(),
    shippingCharge: z.number(),
  }),
  stockStatus: stockStatusSchema,
  inStock: z.boolean(),
  /** Lowest variant price and its struck-through price, for cards and listings. */
  price: z.number(),
  originalPrice: z.number().nullable(),
  variants: z.array(variantSchema),
  /** Every size, ordered alone with standard delivery, is within the cash-on-delivery limit. */
  codAvailable: z.boolean(),
  /**
   * The festival sale pricing it now (decision 0145): `price` is then the sale price and
   * `originalPrice` the MRP. Both languages' words, the page picks its own.
   */
  campaign: z
    .object({
      name: z.string(),
      nameHi: z.string(),
      bannerText: z.string(),
      bannerTextHi: z.string(),
      endsAt: z.string(),
    })
    .nullable()
    .optional(),
  createdAt: z.string(),
  /** The Hindi the catalogue holds; answers never carry it (localizeProduct puts it in place). */
  hi: productHindiSchema.optional(),
  untranslated: untranslatedSchema,
});
export type Product = z.infer<typeof productSchema>;

export const homeSectionSchema = z.object({
  key: z.string(),
  title: z.string(),
  href: z.string(),
  productIds: z.array(z.string()),
  /** The lowest price (rupees) in the whole section, not only the products shown: banners quote it. */
  fromPrice: z.number(),
});
export type HomeSection = z.infer<typeof homeSectionSchema>;

/** A sale banner's picture: WebP files 3 : 1 at several widths, with its words in both languages. */
export const bannerImageSchema = z.object({
  src: z.string(),
  srcSet: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
  altHi: z.string(),
});
export type BannerImage = z.infer<typeof bannerImageSchema>;

/** The running festival sale the home page's banner shows (decision 0155); both languages' words. */
export const saleBannerSchema = z.object({
  name: z.string(),
  nameHi: z.string(),
  bannerText: z.string(),
  bannerTextHi: z.string(),
  endsAt: z.string(),
  image: bannerImageSchema.nullable(),
  /**
   * The listing of what the sale prices, without the language's prefix: its collection's,
   * category's or deity's page, or `/products?sale=<id>` for a sale on a list of products.
   */
  href: z.string(),
});
export type SaleBanner = z.infer<typeof saleBannerSchema>;

/** GET /api/v1/sale-banner: null when no sale with a banner is running. */
export const saleBannerResponseSchema = z.object({ success: z.literal(true), data: saleBannerSchema.nullable() });
export type SaleBannerResponse = z.infer<typeof saleBannerResponseSchema>;

/** GET /api/v1/product/homepage-products — spec section 7: success, data, message. */
export const homepageProductsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.array(productSchema),
  sections: z.array(homeSectionSchema),
});
export type HomepageProductsResponse = z.infer<typeof homepageProductsResponseSchema>;

export const productResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: productSchema,
});
export type ProductResponse = z.infer<typeof productResponseSchema>;

export const productSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Product URL is invalid'),
});

/** A name and description the shop may hold in Hindi too: deities, collections and categories. */
const namedHindiSchema = z.object({ name: z.string().nullish(), description: z.string().nullish() });

export const collectionSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** The Hindi the catalogue holds; answers never carry it (localizeCollection puts it in place). */
  hi: namedHindiSchema.optional(),
  /** As the product's: `name`, `description`. */
  untranslated: untranslatedSchema,
});
export type CollectionSummary = z.infer<typeof collectionSummarySchema>;

export const collectionSlugParamsSchema = z.object({
  slug: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/i, 'Collection not found')
    .transform((slug) => slug.toLowerCase()),
});
