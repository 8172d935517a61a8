import { LRUCache } from 'lru-cache';
import type { ListingFilters } from '@shop/shared/contracts/listing';
import { rupeesToPaise } from '@shop/shared/money';
import { IDOL_SIZES } from '@shop/shared/constants';
import { sizesAsked } from '../catalogue/catalogue-fits';
import { hinglishKey, searchWords } from '../search/hinglish';
import { LINKING_KEYS } from '../search/search-vocabulary';
import type { PricedSet } from './set-service';

/** Sets shown above a listing's products at most: a strip, not a second grid. */
export const LISTED_SETS_MAX = 12;

/** Where a strip of sets is asked for: some collections' (or deities', categories') page, a search, or both. */
export type SetListingBase = { collections?: readonly string[]; q?: string };

const IDOL_SIZE_SET = new Set<string>(IDOL_SIZES);

/** A part's product belongs to a group when the group is its deity, its category or one of its collections. */
function inGroups(part: PricedSet['parts'][number], slugs: readonly string[]): boolean {
  return slugs.some((slug) => part.deitySlug === slug || part.categorySlug === slug || part.collections.includes(slug));
}

// A set's words as search keys, by set and edit: transliterating a long Hindi description at each
// search would cost more than the search.
const wordsOfSets = new LRUCache<string, string[]>({ max: 2_000 });

function keysOf({ id, updatedAt, name, nameHi, description, descriptionHi }: PricedSet['row']): string[] {
  const key = `${id} ${updatedAt.getTime()}`;
  let keys = wordsOfSets.get(key);
  if (!keys) {
    keys = [...new Set(searchWords(`${name} ${nameHi} ${description} ${descriptionHi}`, Infinity).map(hinglishKey))];
    wordsOfSets.set(key, keys);
  }
  return keys;
}

/** Every word searched (linking words such as 'ji' left out) begins a word of the set's names or descriptions. */
function matchesSearch(set: PricedSet, q: string): boolean {
  const asked = searchWords(q)
    .map(hinglishKey)
    .filter((key) => key !== '' && !LINKING_KEYS.has(key));
  if (asked.length === 0) return false;
  const own = keysOf(set.row);
  return asked.every((key) => own.some((word) => word.startsWith(key)));
}

/**
 * The sets a listing shows above its products (decision 0160): each a set shoppers may see, with
 * a part in the listing's collections and in the deities and categories filtered, whose names
 * match its search; priced, sized and stocked as the filters ask of a product's one size (the set
 * price, its parts' idol sizes, its stock from its parts). Material and colour describe a piece,
 * not a set: a listing filtered by them shows none.
 */
export function setsInListing(sets: readonly PricedSet[], base: SetListingBase, filters: ListingFilters): PricedSet[] {
  if (filters.material.length > 0 || filters.color.length > 0) return [];
  const sizes = sizesAsked(filters);
  const min = filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice);
  const max = filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice);
  const inStock = filters.inStock || sizes !== null;
  const shown = sets.filter((set) => {
    if (!set.onSale) return false;
    const parts = set.parts;
    if (base.collections && base.collections.length > 0 && !parts.some((p) => inGroups(p, base.collections!))) {
      return false;
    }
    if (filters.deity.length > 0 && !parts.some((p) => p.deitySlug !== null && filters.deity.includes(p.deitySlug))) {
      return false;
    }
    if (filters.category.length > 0 && !parts.some((p) => filters.category.includes(p.categorySlug))) return false;
    if (base.q !== undefined && !matchesSearch(set, base.q)) return false;
    if (min !== undefined && set.pricePaise < min) return false;
    if (max !== undefined && set.pricePaise > max) return false;
    if (inStock && set.stock === 0) return false;
    // Sized parts must all be of a size asked; a free-size piece (a bansuri) fits every idol.
    if (sizes !== null) {
      const sized = parts.filter((p) => IDOL_SIZE_SET.has(p.size));
      if (sized.length === 0 || !sized.every((p) => sizes.includes(p.size))) return false;
    }
    return true;
  });
  const byName = (a: PricedSet, b: PricedSet) => a.row.name.localeCompare(b.row.name);
  const order: Record<string, (a: PricedSet, b: PricedSet) => number> = {
    'price-asc': (a, b) => a.pricePaise - b.pricePaise || byName(a, b),
    'price-desc': (a, b) => b.pricePaise - a.pricePaise || byName(a, b),
    newest: (a, b) => b.row.createdAt.getTime() - a.row.createdAt.getTime() || byName(a, b),
  };
  return shown.sort(order[filters.sort ?? ''] ?? byName).slice(0, LISTED_SETS_MAX);
}
