import {
  HINDI_SPECIFICATION_KEYS,
  type AdminProduct,
  type AdminProductHindi,
  type AdminProductInput,
} from '@shop/shared/contracts/admin-products';
import { numberFromBox } from '../shared/number-box';

// The product form edits text boxes; the API speaks AdminProduct and AdminProductInput. These two
// functions map between them: lists as one line each, keywords comma separated, numbers (prices in
// rupees, as on the wire) as typed text.

export type VariantDraft = {
  id?: string;
  size: string;
  sku: string;
  price: string;
  originalPrice: string;
  stock: string;
};

/** The Hindi boxes beside the English: an empty one shows shoppers the English. */
export type HindiDraft = Omit<AdminProductHindi, 'shortFeatures' | 'highlights' | 'features'> & {
  shortFeatures: string;
  highlights: string;
  features: string;
};

export type ProductDraft = Omit<
  AdminProductInput,
  | 'variants'
  | 'shortFeatures'
  | 'highlights'
  | 'features'
  | 'shippingDetails'
  | 'meta'
  | 'deity'
  | 'slug'
  | 'sku'
  | 'hi'
> & {
  slug: string;
  sku: string;
  deity: string;
  shortFeatures: string;
  highlights: string;
  features: string;
  weight: string;
  dimensions: string;
  handlingTime: string;
  shippingCharge: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
  variants: VariantDraft[];
  hi: HindiDraft;
};

export const EMPTY_VARIANT: VariantDraft = { size: '', sku: '', price: '', originalPrice: '', stock: '0' };

/** The form's boxes for a product, or a new product's defaults. */
export function productDraftOf(product?: AdminProduct): ProductDraft {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    sku: product?.sku ?? '',
    description: product?.description ?? '',
    shortFeatures: product?.shortFeatures.join('\n') ?? '',
    highlights: product?.highlights.join('\n') ?? '',
    features: product?.features.join('\n') ?? '',
    category: product?.category ?? '',
    collections: product?.collections ?? [],
    subCategory: product?.subCategory ?? '',
    deity: product?.deity ?? '',
    material: product?.material ?? '',
    color: product?.color ?? '',
    countryOfOrigin: product?.countryOfOrigin ?? 'India',
    specifications: product?.specifications ?? {
      brand: '',
      color: '',
      occasion: '',
      dimensions: '',
      weight: '',
      careInstructions: '',
    },
    packageContent: product?.packageContent ?? { itemsIncluded: '', packagingType: '' },
    metaTitle: product?.meta.title ?? '',
    metaDescription: product?.meta.description ?? '',
    metaKeywords: product?.meta.keywords.join(', ') ?? '',
    isFeatured: product?.isFeatured ?? false,
    isBestseller: product?.isBestseller ?? false,
    isNewArrival: product?.isNewArrival ?? false,
    isDailyUse: product?.isDailyUse ?? false,
    weight: String(product?.shippingDetails.weight ?? 250),
    dimensions: product?.shippingDetails.dimensions ?? '',
    handlingTime: String(product?.shippingDetails.handlingTime ?? 2),
    shippingCharge: String(product?.shippingDetails.shippingCharge ?? 0),
    hsnCode: product?.hsnCode ?? '6209',
    status: product?.status ?? 'active',
    variants: product?.variants.map((v) => ({
      id: v.id,
      size: v.size,
      sku: v.sku,
      price: String(v.price),
      originalPrice: v.originalPrice === null ? '' : String(v.originalPrice),
      stock: String(v.stock),
    })) ?? [{ ...EMPTY_VARIANT }],
    hi: {
      name: product?.hi.name ?? '',
      shortFeatures: product?.hi.shortFeatures.join('\n') ?? '',
      description: product?.hi.description ?? '',
      specifications:
        product?.hi.specifications ??
        (Object.fromEntries(HINDI_SPECIFICATION_KEYS.map((key) => [key, ''])) as HindiDraft['specifications']),
      highlights: product?.hi.highlights.join('\n') ?? '',
      features: product?.hi.features.join('\n') ?? '',
      material: product?.hi.material ?? '',
      subCategory: product?.hi.subCategory ?? '',
      countryOfOrigin: product?.hi.countryOfOrigin ?? '',
      packageContent: product?.hi.packageContent ?? { itemsIncluded: '', packagingType: '' },
    },
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The body the API takes for the form's boxes; the server validates it. */
export function productInputOf(draft: ProductDraft): AdminProductInput {
  return {
    name: draft.name,
    slug: draft.slug,
    sku: draft.sku,
    description: draft.description,
    shortFeatures: lines(draft.shortFeatures),
    highlights: lines(draft.highlights),
    features: lines(draft.features),
    category: draft.category,
    collections: draft.collections,
    subCategory: draft.subCategory,
    deity: draft.deity || null,
    material: draft.material,
    color: draft.color,
    countryOfOrigin: draft.countryOfOrigin,
    specifications: draft.specifications,
    packageContent: draft.packageContent,
    meta: {
      title: draft.metaTitle,
      description: draft.metaDescription,
      keywords: draft.metaKeywords
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean),
    },
    isFeatured: draft.isFeatured,
    isBestseller: draft.isBestseller,
    isNewArrival: draft.isNewArrival,
    isDailyUse: draft.isDailyUse,
    shippingDetails: {
      weight: numberFromBox(draft.weight),
      dimensions: draft.dimensions,
      handlingTime: numberFromBox(draft.handlingTime),
      shippingCharge: numberFromBox(draft.shippingCharge),
    },
    hsnCode: draft.hsnCode,
    status: draft.status,
    variants: draft.variants.map((v) => ({
      id: v.id,
      size: v.size,
      sku: v.sku,
      price: numberFromBox(v.price),
      originalPrice: v.originalPrice.trim() === '' ? null : numberFromBox(v.originalPrice),
      stock: numberFromBox(v.stock),
    })),
    hi: {
      ...draft.hi,
      shortFeatures: lines(draft.hi.shortFeatures),
      highlights: lines(draft.hi.highlights),
      features: lines(draft.hi.features),
    },
  };
}
