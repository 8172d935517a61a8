import type { ProductImage } from '@shop/shared/contracts/catalogue';
import { SUGGESTIONS_MAX, type SearchSuggestion } from '@shop/shared/contracts/listing';
import type { CatalogueService } from '../catalogue/catalogue-service';
import type { SearchRepository } from './search-repository';

/** Distinct searches remembered; typing a query asks for each of its prefixes. */
const CACHE_ENTRIES_MAX = 2000;
/** Suggestions asked of the database before those without products are dropped. */
const SUGGESTION_ROWS = SUGGESTIONS_MAX * 3;
const COLLECTIONS_IN_SUGGESTIONS_MAX = 3;

/** Results remembered per catalogue snapshot: a new snapshot (an edit, or the TTL) forgets them. */
class StampedCache<T> {
  private entries = new Map<string, { stamp: number; value: Promise<T> }>();

  async get(key: string, stamp: number, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    if (hit && hit.stamp === stamp) return hit.value;
    const value = compute();
    this.entries.delete(key);
    this.entries.set(key, { stamp, value });
    // A failed lookup is not remembered: the next request tries again.
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    if (this.entries.size > CACHE_ENTRIES_MAX) {
      const [oldest] = this.entries.keys();
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return value;
  }
}

/** The first (narrowest) picture of a srcset: suggestions show a thumbnail. */
function smallest(image: ProductImage | null): string | null {
  if (!image) return null;
  return image.srcSet.split(',')[0]?.trim().split(' ')[0] || image.src;
}

/** Case and spacing do not change what a search finds. */
function normaliseQuery(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function searchService(repository: SearchRepository, catalogue: CatalogueService) {
  const hits = new StampedCache<string[]>();
  const suggestions = new StampedCache<SearchSuggestion[]>();

  async function stamp(): Promise<number> {
    await catalogue.ready();
    return catalogue.stamp();
  }

  return {
    /** Ids of the active products matching the text, best first. */
    async productIds(text: string): Promise<string[]> {
      const query = normaliseQuery(text);
      return hits.get(query, await stamp(), () => repository.search(query));
    },

    /** At most eight: collections and deities with products first, then products. */
    async suggest(text: string): Promise<SearchSuggestion[]> {
      const query = normaliseQuery(text);
      return suggestions.get(query, await stamp(), async () => {
        const [rows, lookup] = await Promise.all([repository.suggestions(query, SUGGESTION_ROWS), catalogue.lookup()]);
        const collections: SearchSuggestion[] = rows
          .filter((row) => row.kind === 'collection' && lookup.hasProducts(row.slug))
          .slice(0, COLLECTIONS_IN_SUGGESTIONS_MAX)
          .map((row) => ({
            kind: 'collection',
            label: row.label,
            href: `/search?q=${encodeURIComponent(row.label)}`,
            thumbnail: null,
          }));
        const products: SearchSuggestion[] = rows.flatMap((row) => {
          const card = row.kind === 'product' ? lookup.card(row.slug) : undefined;
          if (!card) return [];
          return [
            { kind: 'product', label: card.name, href: `/products/${card.slug}`, thumbnail: smallest(card.image) },
          ];
        });
        return [...collections, ...products].slice(0, SUGGESTIONS_MAX);
      });
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
