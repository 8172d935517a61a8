import { z } from 'zod';
import { emptyToUndefined, flag, lines, page, rupees, SLUG, text } from './admin-fields';

// The back office's products: their variants (sizes) and pictures, the list and its filters. Money
// is rupees on the wire (at most two decimals), paise inside; times are ISO strings.

export const ADMIN_CATALOGUE_PAGE_SIZE = 25;
/** Largest picture the owner may upload, before it is resized. */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const adminVariantInputSchema = z
  .object({
    /** Present for a size that already exists; absent for a new one. */
    id: z.string().uuid().optional(),
    size: text('Size', 40).min(1, 'Size is required'),
    /** Generated from the product SKU and size when left empty. */
    sku: z.preprocess(emptyToUndefined, text('Variant SKU', 64).optional()),
    price: rupees('Price').positive('Price must be more than ₹0').max(10_00_000, 'Price is too large'),
    originalPrice: rupees('Original price').positive('Original price must be more than ₹0').nullable(),
    stock: z
      .number({ error: 'Stock must be a whole number' })
      .int('Stock must be a whole number')
      .min(0, 'Stock cannot be negative')
      .max(1_000_000, 'Stock is too large'),
  })
  .superRefine((variant, ctx) => {
    if (variant.originalPrice !== null && variant.originalPrice < variant.price) {
      ctx.addIssue({
        code: 'custom',
        path: ['originalPrice'],
        message: 'Original price must be at least the price (or left empty)',
      });
    }
  });
export type AdminVariantInput = z.infer<typeof adminVariantInputSchema>;

/** The specifications a shopper reads in Hindi; the brand is a name and stays English. */
export const HINDI_SPECIFICATION_KEYS = ['color', 'occasion', 'dimensions', 'weight', 'careInstructions'] as const;

/**
 * The product's Hindi, beside the English in the same form (decision 0065). An empty box means
 * "no Hindi": the shop shows the English there and marks it so.
 */
const adminProductHindiInputSchema = z.object({
  name: text('Hindi name', 200),
  shortFeatures: lines('Hindi short features'),
  /** Simple HTML, kept as safe as the English description. */
  description: z.string().max(20_000, 'Hindi description must be at most 20000 characters'),
  specifications: z.object({
    color: text('Hindi colour', 80),
    occasion: text('Hindi occasion', 120),
    dimensions: text('Hindi dimensions', 120),
    weight: text('Hindi weight', 80),
    careInstructions: text('Hindi care instructions', 500),
  }),
  // The rest of what a shopper reads. Left out (by a client older than these boxes), the Hindi
  // already saved stays as it is.
  highlights: lines('Hindi highlights').optional(),
  features: lines('Hindi features').optional(),
  material: text('Hindi material', 120).optional(),
  subCategory: text('Hindi sub-category', 80).optional(),
  countryOfOrigin: text('Hindi country of origin', 80).optional(),
  packageContent: z
    .object({
      itemsIncluded: text('Hindi items included', 500),
      packagingType: text('Hindi packaging type', 120),
    })
    .optional(),
});
export type AdminProductHindiInput = z.output<typeof adminProductHindiInputSchema>;

export const adminProductInputSchema = z
  .object({
    name: text('Name', 200).min(1, 'Name is required'),
    /** Generated from the name when left empty. */
    slug: z.preprocess(
      emptyToUndefined,
      text('Slug', 120).regex(SLUG, 'Slug may hold only lower-case letters, digits and hyphens').optional(),
    ),
    /** Generated from the slug when left empty. */
    sku: z.preprocess(emptyToUndefined, text('SKU', 64).optional()),
    /** Simple HTML; the server keeps only safe formatting (paragraphs, lists, bold, links…). */
    description: z.string().max(20_000, 'Description must be at most 20000 characters'),
    shortFeatures: lines('Short features'),
    highlights: lines('Highlights'),
    features: lines('Features'),
    category: text('Category', 80).min(1, 'Category is required'),
    collections: z.array(text('Collection', 80)).max(30),
    subCategory: text('Sub-category', 80),
    deity: z.preprocess((value) => (value === '' ? null : value), text('Deity', 80).nullable()),
    material: text('Material', 120),
    color: text('Colour', 80),
    countryOfOrigin: text('Country of origin', 80).min(1, 'Country of origin is required'),
    specifications: z.object({
      brand: text('Brand', 120),
      color: text('Colour', 80),
      occasion: text('Occasion', 120),
      dimensions: text('Dimensions', 120),
      weight: text('Weight', 80),
      careInstructions: text('Care instructions', 500),
    }),
    packageContent: z.object({
      itemsIncluded: text('Items included', 500),
      packagingType: text('Packaging type', 120),
    }),
    meta: z.object({
      title: text('Meta title', 200),
      description: text('Meta description', 400),
      keywords: z.array(text('Keyword', 60)).max(20),
    }),
    isFeatured: z.boolean(),
    isBestseller: z.boolean(),
    isNewArrival: z.boolean(),
    isDailyUse: z.boolean(),
    shippingDetails: z.object({
      /** Grams. */
      weight: z.number().int('Weight must be whole grams').min(1, 'Weight must be at least 1 gram').max(100_000),
      dimensions: text('Package dimensions', 120),
      handlingTime: z
        .number()
        .int('Handling time must be whole days')
        .min(0)
        .max(60, 'Handling time is at most 60 days'),
      shippingCharge: rupees('Shipping charge').min(0, 'Shipping charge cannot be negative').max(10_000),
    }),
    hsnCode: z
      .string()
      .trim()
      .regex(/^\d{4,8}$/, 'HSN code must be 4 to 8 digits'),
    status: z.enum(PRODUCT_STATUSES),
    variants: z.array(adminVariantInputSchema).min(1, 'Add at least one size').max(30),
    /** Left out, the Hindi already saved stays as it is. */
    hi: adminProductHindiInputSchema.optional(),
  })
  .superRefine((product, ctx) => {
    const seen = new Set<string>();
    product.variants.forEach((variant, index) => {
      const key = variant.size.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', path: ['variants', index, 'size'], message: 'Sizes must differ' });
      seen.add(key);
    });
  });
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductData = z.output<typeof adminProductInputSchema>;

export const adminProductImageSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  alt: z.string(),
  /** Empty where the shop has no Hindi alt text. */
  hi: z.object({ alt: z.string() }),
  /** Narrowest file, for thumbnails. */
  thumbnail: z.string(),
  src: z.string(),
  srcSet: z.string(),
});
export type AdminProductImage = z.infer<typeof adminProductImageSchema>;

export const adminVariantSchema = z.object({
  id: z.string(),
  size: z.string(),
  sku: z.string(),
  price: z.number(),
  originalPrice: z.number().nullable(),
  stock: z.number().int(),
});

/** One product as the edit form shows it. */
export const adminProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  description: z.string(),
  shortFeatures: z.array(z.string()),
  highlights: z.array(z.string()),
  features: z.array(z.string()),
  category: z.string(),
  collections: z.array(z.string()),
  subCategory: z.string(),
  deity: z.string().nullable(),
  material: z.string(),
  color: z.string(),
  countryOfOrigin: z.string(),
  specifications: adminProductInputSchema.shape.specifications,
  packageContent: adminProductInputSchema.shape.packageContent,
  meta: z.object({ title: z.string(), description: z.string(), keywords: z.array(z.string()) }),
  isFeatured: z.boolean(),
  isBestseller: z.boolean(),
  isNewArrival: z.boolean(),
  isDailyUse: z.boolean(),
  shippingDetails: z.object({
    weight: z.number(),
    dimensions: z.string(),
    handlingTime: z.number(),
    shippingCharge: z.number(),
  }),
  hsnCode: z.string(),
  status: z.enum(PRODUCT_STATUSES),
  variants: z.array(adminVariantSchema),
  images: z.array(adminProductImageSchema),
  /** Empty text where the shop has no Hindi. */
  hi: z.object({
    name: z.string(),
    shortFeatures: z.array(z.string()),
    description: z.string(),
    specifications: adminProductInputSchema.shape.hi.unwrap().shape.specifications,
    highlights: z.array(z.string()),
    features: z.array(z.string()),
    material: z.string(),
    subCategory: z.string(),
    countryOfOrigin: z.string(),
    packageContent: z.object({ itemsIncluded: z.string(), packagingType: z.string() }),
  }),
  /** Products with orders can be archived but not deleted. */
  hasOrders: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;
/** The product's Hindi as the edit form shows it, every box present. */
export type AdminProductHindi = AdminProduct['hi'];
export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

/** GET /admin/products */
export const adminProductListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  collection: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  deity: z.preprocess(emptyToUndefined, z.string().trim().max(80).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(PRODUCT_STATUSES).optional()),
  lowStock: flag,
  page,
});
/** The list's filters as the web sends them (the schema above also accepts them as URL text). */
export type AdminProductListQuery = {
  q?: string;
  collection?: string;
  deity?: string;
  status?: ProductStatus;
  lowStock?: boolean;
  page?: number;
};

export const adminProductRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  sku: z.string(),
  category: z.string(),
  deity: z.string().nullable(),
  status: z.enum(PRODUCT_STATUSES),
  thumbnail: z.string().nullable(),
  /** Lowest variant price. */
  price: z.number(),
  totalStock: z.number().int(),
  /** Whether any size is at or below the low-stock threshold. */
  lowStock: z.boolean(),
  variantCount: z.number().int(),
  updatedAt: z.string(),
});
export type AdminProductRow = z.infer<typeof adminProductRowSchema>;

const option = z.object({ slug: z.string(), name: z.string() });
export const adminProductListResponseSchema = z.object({
  products: z.array(adminProductRowSchema),
  page: z.number().int(),
  totalPages: z.number().int(),
  total: z.number().int(),
  lowStockThreshold: z.number().int(),
});
export type AdminProductListResponse = z.infer<typeof adminProductListResponseSchema>;

/** Categories, collections and deities the form and the filters offer. */
export const adminCatalogueOptionsSchema = z.object({
  categories: z.array(option),
  collections: z.array(option),
  deities: z.array(option),
});
export type AdminCatalogueOptions = z.infer<typeof adminCatalogueOptionsSchema>;

export const productIdParamsSchema = z.object({ productId: z.string().uuid('Product not found') });
export const productImageParamsSchema = z.object({
  productId: z.string().uuid('Product not found'),
  imageId: z.string().uuid('Image not found'),
});

export const adminImageAltSchema = z.object({
  alt: text('Alt text', 200),
  /** Left out, the Hindi alt text stays as it is; empty means "no Hindi" (the English is shown). */
  hi: z.object({ alt: text('Hindi alt text', 200) }).optional(),
});
export type AdminImageAlt = z.infer<typeof adminImageAltSchema>;
export const adminImageOrderSchema = z.object({
  imageIds: z.array(z.string().uuid()).min(1).max(50),
});

export const adminDeleteProductResponseSchema = z.object({
  outcome: z.enum(['deleted', 'archived']),
  message: z.string(),
});
