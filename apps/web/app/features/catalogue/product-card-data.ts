import type { Product } from '@shop/shared/contracts/catalogue';
import type { ProductCard } from '@shop/shared/contracts/listing';

/**
 * A full product reduced to the listing's card shape (contracts/listing.ts). Pages that show
 * many products from full-product responses (the home sections) keep only this in their cache,
 * so the server-rendered page does not carry every product's description, specifications and
 * variants in its hydration data.
 */
export function toProductCard(product: Product): ProductCard {
  const cheapest = product.variants.find((v) => v.price === product.price);
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    price: product.price,
    priceVaries: priceVaries(product),
    originalPrice: product.originalPrice,
    discount: cheapest?.discount ?? 0,
    image: product.imageSet[0] ?? null,
    inStock: product.inStock,
    stockStatus: product.stockStatus,
    deity: product.deity,
    category: product.category,
    color: product.color,
    ratings: product.ratings,
    sizes: product.variants.filter((v) => v.stock > 0).map((v) => v.size),
    isBestseller: product.isBestseller,
    isNewArrival: product.isNewArrival,
    codAvailable: product.codAvailable,
  };
}

/** What the card component draws: the listing's card, or a full product where a page has one. */
export type ProductCardInput = ProductCard | Product;

export function cardImage(product: ProductCardInput) {
  return 'imageSet' in product ? product.imageSet[0] : (product.image ?? undefined);
}

/** Whether the card's price is the lowest of several ("From ₹429"). */
export function priceVaries(product: ProductCardInput): boolean {
  return 'variants' in product ? new Set(product.variants.map((v) => v.price)).size > 1 : product.priceVaries;
}

/** The product's page; a card listed under a size filter opens it with that size chosen (`?size=3`). */
export function cardHref(product: ProductCardInput): string {
  const size = 'size' in product ? product.size : undefined;
  return size ? `/products/${product.slug}?size=${encodeURIComponent(size)}` : `/products/${product.slug}`;
}
