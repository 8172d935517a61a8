import { RELATED_PRODUCTS_MAX } from '@shop/shared/constants';
import type { ProductCard } from '@shop/shared/contracts/listing';
import { ApiError, type ApiClient } from '../../../lib/api-client';
import { getListing, type ListingSource } from '../../catalogue/api/get-listing';

/** The words of a product address worth searching for: `red-velvet-poshak-size-3` → red, velvet, poshak, size. */
export function slugWords(slug: string): string[] {
  const words = slug
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 3);
  return [...new Set(words)].slice(0, 6);
}

/**
 * Up to four real products for the page of a product that is gone: those matching all the words
 * of its address, then any one of them (longest word first), then the bestsellers. A search that
 * fails is skipped, so the shopper still gets the not-found page and whatever else was found.
 */
export async function getSimilarProducts(slug: string, api: ApiClient): Promise<ProductCard[]> {
  const words = slugWords(slug);
  const searches: { source: ListingSource; q?: string }[] = [
    ...(words.length > 0 ? [{ source: { kind: 'search' } as const, q: words.join(' ') }] : []),
    ...(words.length > 1
      ? [...words].sort((a, b) => b.length - a.length).map((q) => ({ source: { kind: 'search' } as const, q }))
      : []),
    { source: { kind: 'all' } },
  ];
  const found = new Map<string, ProductCard>();
  for (const { source, q } of searches) {
    if (found.size >= RELATED_PRODUCTS_MAX) break;
    try {
      const listing = await getListing(
        source,
        { q, sort: q ? undefined : 'bestselling', limit: RELATED_PRODUCTS_MAX },
        api,
      );
      for (const card of listing.data) if (found.size < RELATED_PRODUCTS_MAX) found.set(card._id, card);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  return [...found.values()];
}
