import {
  HINDI_SPECIFICATION_KEYS,
  type AdminProduct,
  type AdminProductData,
  type AdminProductHindi,
  type AdminProductHindiInput,
  type AdminProductImage,
  type AdminProductListResponse,
} from '@shop/shared/contracts/admin-products';
import { paiseToRupees, rupeesToPaise } from '@shop/shared/money';
import { pictureFiles } from '../../../storage/image-storage';
import { productDescription } from '../../catalogue/product-dto';
import type { AdminCatalogueQueries, AdminProductRecord } from './admin-catalogue-repository';
import { sanitizeDescription } from './description-html';

// The back office's product in the wire shape and back: paise and rupees cross here only.

type ImageRecord = AdminProductRecord['images'][number];
type ProductListRow = Awaited<ReturnType<AdminCatalogueQueries['listProducts']>>[number];

function imageDto(image: ImageRecord): AdminProductImage {
  const { widths, url: file, srcSet } = pictureFiles(image.path, image.widths);
  const src = widths.includes(640) ? 640 : (widths.at(-1) ?? 640);
  return {
    id: image.id,
    position: image.position,
    alt: image.alt,
    hi: { alt: image.altHi ?? '' },
    thumbnail: file(widths[0] ?? src),
    src: file(src),
    srcSet,
  };
}

export function toAdminProduct(row: AdminProductRecord, hasOrders: boolean): AdminProduct {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    ...productDescription(row),
    sku: row.sku,
    hsnCode: row.hsnCode,
    status: row.status,
    variants: [...row.variants]
      .sort((a, b) => a.position - b.position)
      .map((v) => ({
        id: v.id,
        size: v.size,
        sku: v.sku,
        price: paiseToRupees(v.pricePaise),
        originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
        stock: v.stock,
      })),
    images: [...row.images].sort((a, b) => a.position - b.position).map(imageDto),
    hi: hindiFields(row),
    hasOrders,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toAdminProductSummary(row: ProductListRow): AdminProductListResponse['products'][number] {
  const files = row.imagePath && row.imageWidths ? pictureFiles(row.imagePath, row.imageWidths) : undefined;
  const narrowest = files?.widths[0];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    sku: row.sku,
    category: row.categorySlug,
    deity: row.deitySlug,
    status: row.status,
    thumbnail: files && narrowest ? files.url(narrowest) : null,
    price: paiseToRupees(row.minPricePaise),
    totalStock: row.totalStock,
    lowStock: Boolean(row.lowStock),
    variantCount: row.variantCount,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The Hindi columns as the form shows them: empty where the shop has no Hindi. */
function hindiFields(row: AdminProductRecord): AdminProductHindi {
  const specifications = row.specificationsHi ?? {};
  return {
    name: row.nameHi ?? '',
    shortFeatures: row.shortFeaturesHi ?? [],
    description: row.descriptionHi ?? '',
    specifications: Object.fromEntries(
      HINDI_SPECIFICATION_KEYS.map((key) => [key, specifications[key] ?? '']),
    ) as AdminProductHindi['specifications'],
    highlights: row.highlightsHi ?? [],
    features: row.featuresHi ?? [],
    material: row.materialHi ?? '',
    subCategory: row.subCategoryHi ?? '',
    countryOfOrigin: row.countryOfOriginHi ?? '',
    packageContent: {
      itemsIncluded: row.packageContentHi?.itemsIncluded ?? '',
      packagingType: row.packageContentHi?.packagingType ?? '',
    },
  };
}

/** The Hindi columns from the form: an empty box is stored as no Hindi (null). */
function hindiColumns(hi: AdminProductHindiInput) {
  const specifications = Object.fromEntries(
    HINDI_SPECIFICATION_KEYS.filter((key) => hi.specifications[key] !== '').map((key) => [key, hi.specifications[key]]),
  );
  const description = sanitizeDescription(hi.description).trim();
  return {
    nameHi: hi.name || null,
    shortFeaturesHi: hi.shortFeatures.length > 0 ? hi.shortFeatures : null,
    descriptionHi: description || null,
    specificationsHi: Object.keys(specifications).length > 0 ? specifications : null,
    ...(hi.highlights && { highlightsHi: hi.highlights.length > 0 ? hi.highlights : null }),
    ...(hi.features && { featuresHi: hi.features.length > 0 ? hi.features : null }),
    ...(hi.material !== undefined && { materialHi: hi.material || null }),
    ...(hi.subCategory !== undefined && { subCategoryHi: hi.subCategory || null }),
    ...(hi.countryOfOrigin !== undefined && { countryOfOriginHi: hi.countryOfOrigin || null }),
    ...(hi.packageContent && { packageContentHi: packageContentHi(hi.packageContent) }),
  };
}

function packageContentHi(content: NonNullable<AdminProductHindiInput['packageContent']>) {
  const filled = Object.fromEntries(Object.entries(content).filter(([, value]) => value !== ''));
  return Object.keys(filled).length > 0 ? filled : null;
}

/** The product columns an admin sets, from the validated input. */
export function productColumns(input: AdminProductData, slug: string, sku: string) {
  return {
    ...(input.hi && hindiColumns(input.hi)),
    name: input.name,
    slug,
    sku,
    description: sanitizeDescription(input.description),
    shortFeatures: input.shortFeatures,
    highlights: input.highlights,
    features: input.features,
    categorySlug: input.category,
    subCategory: input.subCategory,
    deitySlug: input.deity,
    material: input.material,
    color: input.color,
    countryOfOrigin: input.countryOfOrigin,
    specifications: input.specifications,
    packageContent: input.packageContent,
    meta: input.meta,
    isFeatured: input.isFeatured,
    isBestseller: input.isBestseller,
    isNewArrival: input.isNewArrival,
    isDailyUse: input.isDailyUse,
    shippingWeightGrams: input.shippingDetails.weight,
    shippingDimensions: input.shippingDetails.dimensions,
    handlingTimeDays: input.shippingDetails.handlingTime,
    shippingChargePaise: rupeesToPaise(input.shippingDetails.shippingCharge),
    hsnCode: input.hsnCode,
    status: input.status,
  };
}

/** A size's columns from the form, at its place in the list. */
export function variantColumns(variant: AdminProductData['variants'][number], sku: string, position: number) {
  return {
    size: variant.size,
    sku,
    pricePaise: rupeesToPaise(variant.price),
    originalPricePaise: variant.originalPrice === null ? null : rupeesToPaise(variant.originalPrice),
    position,
  };
}
