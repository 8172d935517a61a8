import type { WishlistEntry } from '@shop/shared/contracts/wishlist';
import { isUuid } from '@shop/shared/uuid';
import { AppError } from '../../app-error';
import { toProductDto } from '../catalogue/product-dto';
import type { WishlistRepository, WishlistRow } from './wishlist-repository';

function toWishlistEntry(row: WishlistRow, codMaxOrderPaise: number): WishlistEntry {
  const product = toProductDto(row.product, { codMaxOrderPaise });
  const cheapest = product.variants.find((v) => v.price === product.price);
  const cover = product.imageSet[0];
  return {
    _id: product._id,
    name: product.name,
    slug: product.slug,
    sku: product.sku,
    price: product.price,
    originalPrice: product.originalPrice,
    discount: cheapest?.discount ?? 0,
    image: cover?.src ?? null,
    imageSrcSet: cover?.srcSet ?? null,
    color: product.color,
    stock: product.variants.reduce((sum, v) => sum + v.stock, 0),
    inStock: product.inStock,
    stockStatus: product.stockStatus,
    variants: product.variants,
    addedAt: row.createdAt.toISOString(),
  };
}

/** Prices and stock are read fresh from the database, so the wishlist never shows a stale number. */
/** `codMaxOrderPaise`: the cash-on-delivery limit products are read with. */
export function wishlistService(repository: WishlistRepository, codMaxOrderPaise: number) {
  async function requireProduct(productId: string): Promise<string> {
    if (!isUuid(productId)) throw new AppError('INVALID_PRODUCT');
    const [found] = await repository.activeProductIds([productId]);
    if (!found) throw new AppError('PRODUCT_NOT_FOUND');
    return found;
  }

  return {
    async list(userId: string): Promise<WishlistEntry[]> {
      return (await repository.listWithProducts(userId)).map((row) => toWishlistEntry(row, codMaxOrderPaise));
    },

    /** The spec's update-wishlist: flips the product in or out; true when it is now in. */
    async toggle(userId: string, productId: string): Promise<{ status: boolean; wishlistCount: number }> {
      if (isUuid(productId) && (await repository.remove(userId, productId))) {
        return { status: false, wishlistCount: await repository.count(userId) };
      }
      await repository.add(userId, [await requireProduct(productId)]);
      return { status: true, wishlistCount: await repository.count(userId) };
    },

    async add(userId: string, productId: string): Promise<number> {
      const added = await repository.add(userId, [await requireProduct(productId)]);
      if (added.length === 0) throw new AppError('WISHLIST_DUPLICATE');
      return repository.count(userId);
    },

    async remove(userId: string, productId: string): Promise<number> {
      if (isUuid(productId)) await repository.remove(userId, productId);
      return repository.count(userId);
    },

    async clear(userId: string): Promise<void> {
      await repository.clear(userId);
    },

    /** A guest's saved products join the account's; duplicates and unknown products are skipped. */
    async merge(userId: string, productIds: string[]): Promise<{ added: string[]; wishlistCount: number }> {
      const candidates = [...new Set(productIds.filter((id) => isUuid(id)).map((id) => id.toLowerCase()))];
      const added = await repository.add(userId, await repository.activeProductIds(candidates));
      return { added, wishlistCount: await repository.count(userId) };
    },
  };
}
