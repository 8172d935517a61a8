import { IDOL_SIZES } from '@shop/shared/constants';
import type { ListingFilters } from '@shop/shared/contracts/listing';
import { isIdolSize } from '@shop/shared/idol-rules';
import { rupeesToPaise } from '@shop/shared/money';
import type { IndexColumns } from './catalogue-columns';
import { facetCodeCount, knownCode, type IndexRecord, type ListedVariant } from './catalogue-records';

// A listing's size filter: the sizes, price and stock one size of a product must pass together,
// and "Fits my Thakur Ji" (`fits=<size>`, decision 0148), the size filter for one idol. A product
// made in idol sizes fits when it has that size (with stock, as a size asked for must); a product
// with no idol size at all (a jhula, a free-size accessory) fits every idol and is listed too.

/** The sizes a listing holds sized products to (null: none asked); `fits` and `size` both: sizes in both. */
export function sizesAsked(filters: Pick<ListingFilters, 'size' | 'fits'>): readonly string[] | null {
  if (filters.fits === undefined) return filters.size.length > 0 ? filters.size : null;
  return filters.size.length === 0 || filters.size.includes(filters.fits) ? [filters.fits] : [];
}

/**
 * A listing's size, price and stock filters, as one size of a product must pass them all: the
 * sizes asked for (null: none), the price range in paise, and whether the size must have stock. A
 * size asked for is a size that can be bought: only its stock counts (decision 0109).
 */
export type SizeFilter = {
  sizes: readonly string[] | null;
  minPaise: number | undefined;
  maxPaise: number | undefined;
  inStock: boolean;
};

export function sizeFilterOf(filters: ListingFilters): SizeFilter {
  const sizes = sizesAsked(filters);
  return {
    sizes,
    minPaise: filters.minPrice === undefined ? undefined : rupeesToPaise(filters.minPrice),
    maxPaise: filters.maxPrice === undefined ? undefined : rupeesToPaise(filters.maxPrice),
    inStock: filters.inStock || sizes !== null,
  };
}

/**
 * The filter as a test of one size (null: it asks nothing, so every size passes); `sizes` in place
 * of the sizes asked for (null: a record that fits every idol, held to price and stock alone).
 */
export function sizeTest(
  { minPaise: min, maxPaise: max, inStock }: SizeFilter,
  sizes: readonly string[] | null,
): ((v: ListedVariant) => boolean) | null {
  if (sizes === null && min === undefined && max === undefined && !inStock) return null;
  return (v) =>
    (sizes === null || sizes.includes(v.size)) &&
    (min === undefined || v.pricePaise >= min) &&
    (max === undefined || v.pricePaise <= max) &&
    (!inStock || v.stock > 0);
}

/** Flags by facet code: 1 for the idol sizes (null: no `fits` asked, so nothing fits every idol). */
export function idolSizeCodes(filters: Pick<ListingFilters, 'fits'>): Uint8Array | null {
  if (filters.fits === undefined) return null;
  const codes = new Uint8Array(facetCodeCount());
  for (const size of IDOL_SIZES) {
    const code = knownCode(size);
    if (code !== undefined) codes[code] = 1;
  }
  return codes;
}

/** Whether the record at position `p` has no idol size, and so fits every idol. */
export function fitsEveryIdolAt(columns: IndexColumns, p: number, idolCodes: Uint8Array): boolean {
  for (let i = columns.distinctSizesFrom[p]!; i < columns.distinctSizesFrom[p + 1]!; i++) {
    if (idolCodes[columns.distinctSizes[i]!] === 1) return false;
  }
  return true;
}

export function fitsEveryIdol(record: IndexRecord): boolean {
  return !record.variants.some((v) => isIdolSize(v.size));
}
