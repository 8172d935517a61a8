import { stockStatus } from '@shop/shared/catalogue-rules';
import type { Product, ProductImage } from '@shop/shared/contracts/catalogue';
import type { ProductCard } from '@shop/shared/contracts/listing';
import type { RatingSummary } from '@shop/shared/contracts/reviews';
import { discountPercent, paiseToRupees } from '@shop/shared/money';
import { codCoversItem } from '@shop/shared/pricing-rules';
import { pictureFiles } from '../../storage/image-storage';
import type { ListedVariant } from './catalogue-records';
import type { ProductRow } from './catalogue-repository';

const DEFAULT_IMAGE_WIDTH = 640;

function toImage(image: ProductRow['images'][number]): ProductImage {
  const { widths, url, srcSet } = pictureFiles(image.path, image.widths);
  const width = widths.includes(DEFAULT_IMAGE_WIDTH) ? DEFAULT_IMAGE_WIDTH : (widths.at(-1) ?? DEFAULT_IMAGE_WIDTH);
  return { src: url(width), srcSet, alt: image.alt, width, height: width, hi: { alt: image.altHi } };
}

/** A product nobody has reviewed yet (or whose reviews are all waiting or hidden): no stars at all. */
export const NO_RATINGS: RatingSummary = { average: 0, count: 0 };

/** The columns of a product row that `productDescription` shows. */
type DescribedRow = Pick<
  ProductRow,
  | 'description'
  | 'shortFeatures'
  | 'categorySlug'
  | 'subCategory'
  | 'deitySlug'
  | 'material'
  | 'countryOfOrigin'
  | 'color'
  | 'highlights'
  | 'features'
  | 'specifications'
  | 'packageContent'
  | 'meta'
  | 'isFeatured'
  | 'isBestseller'
  | 'isNewArrival'
  | 'isDailyUse'
  | 'shippingWeightGrams'
  | 'shippingDimensions'
  | 'handlingTimeDays'
  | 'shippingChargePaise'
> & { collections: readonly { collectionSlug: string }[] };

/**
 * What a product says about itself, in the wire shape both the shop and its owner's back office
 * show (admin-product-dto.ts): words, where it belongs, its flags and how it ships.
 */
export function productDescription(row: DescribedRow) {
  return {
    description: row.description,
    shortFeatures: row.shortFeatures,
    category: row.categorySlug,
    collections: row.collections.map((c) => c.collectionSlug).sort(),
    subCategory: row.subCategory,
    deity: row.deitySlug,
    material: row.material,
    countryOfOrigin: row.countryOfOrigin,
    color: row.color,
    highlights: row.highlights,
    features: row.features,
    specifications: row.specifications,
    packageContent: row.packageContent,
    meta: row.meta,
    isFeatured: row.isFeatured,
    isBestseller: row.isBestseller,
    isNewArrival: row.isNewArrival,
    isDailyUse: row.isDailyUse,
    shippingDetails: {
      weight: row.shippingWeightGrams,
      dimensions: row.shippingDimensions,
      handlingTime: row.handlingTimeDays,
      shippingCharge: paiseToRupees(row.shippingChargePaise),
    },
  };
}

/**
 * The database row in the spec's wire shape: paise become rupees here and nowhere else. `ratings`
 * is computed from approved reviews (reviews/review-repository.ts), never stored on the product;
 * `codMaxOrderPaise` is the shop's cash-on-delivery limit (COD_MAX_ORDER_PAISE).
 */
export function toProductDto(
  row: ProductRow,
  { ratings = NO_RATINGS, codMaxOrderPaise }: { ratings?: RatingSummary; codMaxOrderPaise: number },
): Product {
  const variants = [...row.variants].sort((a, b) => a.position - b.position);
  const cheapest = variants.reduce<(typeof variants)[number] | undefined>(
    (best, v) => (best === undefined || v.pricePaise < best.pricePaise ? v : best),
    undefined,
  );
  const imageSet = [...row.images].sort((a, b) => a.position - b.position).map(toImage);
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    ...productDescription(row),
    images: imageSet.map((image) => image.src),
    imageSet,
    sku: row.sku,
    ratings,
    ...stockFields(variants),
    price: cheapest ? paiseToRupees(cheapest.pricePaise) : 0,
    originalPrice: cheapest?.originalPricePaise ? paiseToRupees(cheapest.originalPricePaise) : null,
    variants: variants.map((v) => ({
      _id: v.id,
      size: v.size,
      price: paiseToRupees(v.pricePaise),
      originalPrice: v.originalPricePaise === null ? null : paiseToRupees(v.originalPricePaise),
      discount: discountPercent(v.pricePaise, v.originalPricePaise),
      stock: v.stock,
    })),
    codAvailable: variants.length > 0 && variants.every((v) => codCoversItem(v.pricePaise, codMaxOrderPaise)),
    createdAt: row.createdAt.toISOString(),
    hi: {
      name: row.nameHi,
      shortFeatures: row.shortFeaturesHi,
      description: row.descriptionHi,
      specifications: row.specificationsHi,
      highlights: row.highlightsHi,
      features: row.featuresHi,
      material: row.materialHi,
      subCategory: row.subCategoryHi,
      countryOfOrigin: row.countryOfOriginHi,
      packageContent: row.packageContentHi,
    },
  };
}

function stockFields(variants: readonly { stock: number }[]): Pick<Product, 'stockStatus' | 'inStock'> {
  const totalStock = variants.reduce((sum, v) => sum + v.stock, 0);
  return { stockStatus: stockStatus(totalStock), inStock: totalStock > 0 };
}

/** A listing's card, as the product's own answer and its sizes (in their order) make it. */
export function cardOf(product: Product, variants: readonly ListedVariant[]): ProductCard {
  const cheapest = cheapestOf(variants);
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    priceVaries: new Set(variants.map((v) => v.pricePaise)).size > 1,
    originalPrice: product.originalPrice,
    discount: cheapest ? discountPercent(cheapest.pricePaise, cheapest.originalPricePaise) : 0,
    image: product.imageSet[0] ?? null,
    inStock: product.inStock,
    stockStatus: product.stockStatus,
    deity: product.deity,
    category: product.category,
    color: product.color,
    ratings: product.ratings,
    sizes: variants.filter((v) => v.stock > 0).map((v) => v.size),
    isBestseller: product.isBestseller,
    isNewArrival: product.isNewArrival,
    codAvailable: product.codAvailable,
    hi: { name: product.hi?.name },
  };
}

export function cheapestOf(variants: readonly ListedVariant[]): ListedVariant | undefined {
  return variants.reduce<ListedVariant | undefined>(
    (best, v) => (best === undefined || v.pricePaise < best.pricePaise ? v : best),
    undefined,
  );
}

/**
 * A listing card priced at the size the shopper's filters picked rather than the cheapest one: "From"
 * only when the sizes they let through differ in price, and opening at the size a size filter chose.
 */
export function cardAtSizePrice(
  card: ProductCard,
  {
    variant,
    priceVaries = card.priceVaries,
    chosenSize,
  }: {
    variant: { pricePaise: number; originalPricePaise: number | null };
    priceVaries?: boolean;
    chosenSize?: string;
  },
): ProductCard {
  return {
    ...card,
    price: paiseToRupees(variant.pricePaise),
    priceVaries,
    originalPrice: variant.originalPricePaise === null ? null : paiseToRupees(variant.originalPricePaise),
    discount: discountPercent(variant.pricePaise, variant.originalPricePaise),
    ...(chosenSize !== undefined && { size: chosenSize }),
  };
}
