import type { ListingFacets, ListingFilters, ListingSort } from '@shop/shared/contracts/listing';
import { defaultSort } from '@shop/shared/contracts/listing';
import { smallest } from '../../lib/smallest';
import {
  codesOf,
  facetCodeCount,
  POSITIONS,
  RECORD_ORDER,
  type IndexRecord,
  type ListedVariant,
} from './catalogue-records';
import type { IndexColumns } from './catalogue-columns';
import type { CatalogueIndex } from './catalogue-index';
import { facetsOf, tally, type GroupLabel, type PassCounts } from './catalogue-facets';
import {
  fitsEveryIdol,
  fitsEveryIdolAt,
  idolSizeCodes,
  sizeFilterOf,
  sizeTest,
  type SizeFilter,
} from './catalogue-fits';
import { cheapestOf } from './product-dto';

// Listing pages are answered from the in-process listing index (decisions 3 and 0063): one pass over
// its records in the shop's order filters and counts them, and the sorts the index keeps in order
// need no sorting, so a page deep into 100,000 products costs a few milliseconds; only the page's
// cards are read from the database (catalogue-service.ts).

// The attribute filter a record fails, when it fails just one (it then counts under that facet alone).
const PASSES = 0;
const DEITY = 1;
const CATEGORY = 2;
const COLOR = 3;
const MATERIAL = 4;

/**
 * The pass's output (listed prices or sort keys), grown only: one listing's pass runs at a time
 * (catalogue-service.ts), and nothing keeps it after the pass's page is cut.
 */
let scratch = new Float64Array(0);
function scratchOf(length: number): Float64Array {
  if (scratch.length < length) scratch = new Float64Array(length);
  return scratch.subarray(0, length);
}

/**
 * Counts each facet over the records that pass every filter but that facet's own, in one pass over
 * the base (`inBase`, 1 by shop position; undefined: every record): a record failing two or more
 * filters counts nowhere, one failing just one counts only there. A size counts only where it has
 * stock, so its count is what choosing it lists. Each record passing every filter
 * is listed at a price: its cheapest size passing them (its cheapest size when none is asked for).
 * With `sign` 0, `out` takes that price by shop position (-1: not listed); with 1 or -1, it takes
 * the records' sort keys by price (sign × price, then position: see POSITIONS) one after another.
 *
 * It runs once per record, 100,000 times for a whole catalogue: one loop over typed arrays in one
 * function, no calls and no objects per record.
 */
function countPass(
  filters: ListingFilters,
  sizeFilter: SizeFilter,
  columns: IndexColumns,
  inBase: Uint8Array | undefined,
  out: Float64Array,
  sign: number,
): PassCounts {
  // Size, price and stock filters: whether a size passes each is worked out once per size.
  const { sizes: asked, inStock: stockAsked } = sizeFilter;
  const sizeCodes = asked !== null ? codesOf(asked) : null;
  // With `fits`, a record without idol sizes fits every idol: the size filter passes it by.
  const idolCodes = idolSizeCodes(filters);
  const min = sizeFilter.minPaise ?? Number.NEGATIVE_INFINITY;
  const max = sizeFilter.maxPaise ?? Number.POSITIVE_INFINITY;
  const bySize =
    sizeCodes !== null || sizeFilter.minPaise !== undefined || sizeFilter.maxPaise !== undefined || stockAsked;
  // One flag array per attribute filter asked for (null: not asked).
  const deityCodes = filters.deity.length > 0 ? codesOf(filters.deity) : null;
  const categoryCodes = filters.category.length > 0 ? codesOf(filters.category) : null;
  const colorCodes = filters.color.length > 0 ? codesOf(filters.color) : null;
  const materialCodes = filters.material.length > 0 ? codesOf(filters.material) : null;
  const {
    deity,
    category,
    color,
    materialsFrom,
    materials,
    sizesFrom,
    sizes,
    distinctSizesFrom,
    distinctSizes,
    distinctSizesStocked,
    pricePaise,
    highestPaise,
    stockedLowPaise,
    stockedHighPaise,
    anyInStock,
    colorNamedInHindi,
  } = columns;
  const counted: PassCounts = {
    deity: tally(),
    category: tally(),
    color: tally(),
    material: tally(),
    size: tally(),
    colorFirstAt: new Int32Array(facetCodeCount()).fill(-1),
    colorHindiAt: new Int32Array(facetCodeCount()).fill(-1),
    minPaise: Number.POSITIVE_INFINITY,
    maxPaise: Number.NEGATIVE_INFINITY,
    inStock: 0,
    total: 0,
  };
  const { colorFirstAt, colorHindiAt } = counted;
  const deityCounts = counted.deity.counts;
  const deityMet = counted.deity.met;
  const categoryCounts = counted.category.counts;
  const categoryMet = counted.category.met;
  const colorCounts = counted.color.counts;
  const colorMet = counted.color.met;
  const materialCounts = counted.material.counts;
  const materialMet = counted.material.met;
  const sizeCounts = counted.size.counts;
  const sizeMet = counted.size.met;
  /** Sizes already counted for the position being counted. */
  const sizeCountedAt = new Int32Array(facetCodeCount()).fill(-1);
  let minPaise = Number.POSITIVE_INFINITY;
  let maxPaise = Number.NEGATIVE_INFINITY;
  let inStock = 0;
  let total = 0;

  if (sign === 0) out.fill(-1);
  for (let p = 0; p < out.length; p++) {
    if (inBase !== undefined && inBase[p] !== 1) continue;
    const sizeCodesHere = idolCodes !== null && fitsEveryIdolAt(columns, p, idolCodes) ? null : sizeCodes;
    const deityCode = deity[p]!;
    const categoryCode = category[p]!;
    const colorCode = color[p]!;
    let failed = PASSES;
    if (deityCodes !== null && (deityCode < 0 || deityCodes[deityCode] !== 1)) failed = DEITY;
    if (categoryCodes !== null && categoryCodes[categoryCode] !== 1) {
      if (failed !== PASSES) continue;
      failed = CATEGORY;
    }
    if (colorCodes !== null && colorCodes[colorCode] !== 1) {
      if (failed !== PASSES) continue;
      failed = COLOR;
    }
    if (materialCodes !== null) {
      let has = false;
      for (let i = materialsFrom[p]!; i < materialsFrom[p + 1]!; i++) {
        if (materialCodes[materials[i]!] === 1) {
          has = true;
          break;
        }
      }
      if (!has) {
        if (failed !== PASSES) continue;
        failed = MATERIAL;
      }
    }
    let listedAt = -1;
    // Its cheapest and dearest sizes kept (with stock, when asked for): Infinity and -Infinity, none.
    const low = stockAsked ? stockedLowPaise[p]! : pricePaise[p]!;
    const high = stockAsked ? stockedHighPaise[p]! : highestPaise[p]!;
    if (!bySize) {
      if (failed === PASSES) {
        for (let i = distinctSizesFrom[p]!; i < distinctSizesFrom[p + 1]!; i++) {
          if (distinctSizesStocked[i] !== 1) continue;
          const code = distinctSizes[i]!;
          if (++sizeCounts[code]! === 1) sizeMet.push(code);
        }
        if (sizesFrom[p + 1]! > sizesFrom[p]!) {
          if (pricePaise[p]! < minPaise) minPaise = pricePaise[p]!;
          if (highestPaise[p]! > maxPaise) maxPaise = highestPaise[p]!;
        }
        if (anyInStock[p] === 1) inStock += 1;
        listedAt = pricePaise[p]!;
      }
    } else if (failed !== PASSES) {
      // It counts under the facet it fails if some one size passes the size, price and stock
      // filters: its cheapest and dearest sizes kept settle most (most records of a filtered
      // listing end here), else the first size passing them.
      let some = false;
      if (sizeCodesHere === null && (low > high || low > max || high < min)) continue;
      if (sizeCodesHere === null && ((low >= min && low <= max) || (high >= min && high <= max))) some = true;
      else
        for (let i = sizesFrom[p]!; i < sizesFrom[p + 1]!; i += 3) {
          const paise = sizes[i + 1]!;
          if (
            (sizeCodesHere === null || sizeCodesHere[sizes[i]!] === 1) &&
            paise >= min &&
            paise <= max &&
            (!stockAsked || sizes[i + 2]! > 0)
          ) {
            some = true;
            break;
          }
        }
      if (!some) continue;
    } else if (sizeCodesHere === null && low >= min && high <= max && low <= high) {
      // Every size kept (with stock, when asked for) is within the price asked for: what the loop
      // below finds comes from the columns, without reading the sizes.
      for (let i = distinctSizesFrom[p]!; i < distinctSizesFrom[p + 1]!; i++) {
        if (distinctSizesStocked[i] !== 1) continue;
        const code = distinctSizes[i]!;
        if (++sizeCounts[code]! === 1) sizeMet.push(code);
      }
      if (low < minPaise) minPaise = low;
      if (high > maxPaise) maxPaise = high;
      if (stockAsked || anyInStock[p] === 1) inStock += 1;
      listedAt = low;
    } else {
      // Whether some one size passes every filter, every filter but size's, but price's, but
      // stock's, and every filter with stock asked for; with the sizes and prices each facet counts.
      let cheapest = Number.POSITIVE_INFINITY;
      let stocked = false;
      for (let i = sizesFrom[p]!; i < sizesFrom[p + 1]!; i += 3) {
        const code = sizes[i]!;
        const paise = sizes[i + 1]!;
        const stock = sizes[i + 2]!;
        const sized = sizeCodesHere === null || sizeCodesHere[code] === 1;
        const priced = paise >= min && paise <= max;
        const kept = !stockAsked || stock > 0;
        if (sized && priced && kept && paise < cheapest) cheapest = paise;
        if (priced && stock > 0 && sizeCountedAt[code] !== p) {
          sizeCountedAt[code] = p;
          if (++sizeCounts[code]! === 1) sizeMet.push(code);
        }
        if (sized && kept) {
          if (paise < minPaise) minPaise = paise;
          if (paise > maxPaise) maxPaise = paise;
        }
        if (sized && priced && stock > 0) stocked = true;
      }
      if (stocked) inStock += 1;
      if (cheapest === Number.POSITIVE_INFINITY) continue;
      listedAt = cheapest;
    }
    // A record passing every filter counts under every facet; one failing one filter, there alone.
    if (failed === PASSES || failed === DEITY) {
      if (deityCode >= 0 && ++deityCounts[deityCode]! === 1) deityMet.push(deityCode);
    }
    if ((failed === PASSES || failed === CATEGORY) && ++categoryCounts[categoryCode]! === 1) {
      categoryMet.push(categoryCode);
    }
    if (failed === PASSES || failed === COLOR) {
      if (++colorCounts[colorCode]! === 1) {
        colorMet.push(colorCode);
        colorFirstAt[colorCode] = p;
      }
      if (colorHindiAt[colorCode]! < 0 && colorNamedInHindi[p] === 1) colorHindiAt[colorCode] = p;
    }
    if (failed === PASSES || failed === MATERIAL) {
      for (let i = materialsFrom[p]!; i < materialsFrom[p + 1]!; i++) {
        const code = materials[i]!;
        if (++materialCounts[code]! === 1) materialMet.push(code);
      }
    }
    if (listedAt < 0) continue;
    if (sign === 0) out[p] = listedAt;
    else out[total] = sign * listedAt * POSITIONS + p;
    total += 1;
  }
  counted.total = total;
  counted.minPaise = minPaise;
  counted.maxPaise = maxPaise;
  counted.inStock = inStock;
  return counted;
}

/**
 * One card of a page: the record, the size its filters priced it at (none: the cheapest), whether
 * the sizes they let through differ in price, and the size a size filter chose (its link opens it).
 */
type ListedRecord = {
  record: IndexRecord;
  variant: ListedVariant | undefined;
  priceVaries?: boolean;
  chosenSize?: string;
};

export type ListingPage = {
  items: ListedRecord[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
  sort: ListingSort;
  facets: ListingFacets;
};

export type ListingOptions = {
  /** Search hits, best first: the base set is these, and `relevance` sorts by this order. */
  relevance?: ReadonlyMap<string, number>;
  groupLabel: GroupLabel;
  /** The listing index: its records in the shop's order and their columns. */
  index: Pick<CatalogueIndex, 'shop' | 'columns'>;
};

/**
 * One page of a listing: the base set (`inBase`, 1 by shop position; undefined: every record)
 * narrowed by the shopper's filters, sorted, counted.
 */
export function listRecords(
  inBase: Uint8Array | undefined,
  filters: ListingFilters,
  { relevance, groupLabel, index }: ListingOptions,
): ListingPage {
  const shop = index.shop;
  const columns = index.columns();
  const sort = filters.sort ?? defaultSort(relevance !== undefined);
  const sizeFilter = sizeFilterOf(filters);
  const test = sizeTest(sizeFilter, sizeFilter.sizes);
  const unsized = sizeTest(sizeFilter, null);
  const asked = sizeFilter.sizes;
  const start = (filters.page - 1) * filters.limit;
  const end = start + filters.limit;
  const priced = (p: number): ListedRecord => {
    const record = shop[p]!;
    const fitsAll = filters.fits !== undefined && fitsEveryIdol(record);
    const recordTest = fitsAll ? unsized : test;
    if (recordTest === null) return { record, variant: undefined };
    const passing = record.variants.filter(recordTest);
    const variant = cheapestOf(passing);
    return {
      record,
      variant,
      priceVaries: new Set(passing.map((v) => v.pricePaise)).size > 1,
      ...(asked !== null && !fitsAll && variant && { chosenSize: variant.size }),
    };
  };
  // A sort the index keeps in order, unless a size's price decides it (then it depends on the filters).
  const keptSort = test === null || !sort.startsWith('price') ? sort : undefined;
  const inShopOrder = keptSort === 'featured';
  const kept =
    keptSort === undefined || keptSort === 'featured' || keptSort === 'relevance'
      ? undefined
      : columns.kept.get(keptSort);
  // By the price each record is listed at, which the filters decide: one number per record (price,
  // then shop position), so they sort as numbers.
  const byListedPrice = !inShopOrder && !kept && (sort === 'price-asc' || sort === 'price-desc');
  const out = scratchOf(shop.length);
  const counted = countPass(
    filters,
    sizeFilter,
    columns,
    inBase,
    out,
    byListedPrice ? (sort === 'price-desc' ? -1 : 1) : 0,
  );
  const { total } = counted;
  const items: ListedRecord[] = [];
  if (byListedPrice) {
    const first = smallest(out.subarray(0, total), end);
    for (let i = start; i < first.length; i++) {
      const key = first[i]!;
      items.push(priced(key - Math.floor(key / POSITIONS) * POSITIONS));
    }
  } else if (inShopOrder) {
    // In the shop's order, as the pass walked it.
    let seen = 0;
    for (let p = 0; p < out.length && seen < end; p++) {
      if (out[p]! < 0) continue;
      if (seen >= start) items.push(priced(p));
      seen += 1;
    }
  } else if (kept) {
    let seen = 0;
    for (const p of kept) {
      if (seen >= end) break;
      if (out[p]! < 0) continue;
      if (seen >= start) items.push(priced(p));
      seen += 1;
    }
  } else {
    const matched: number[] = [];
    for (let p = 0; p < out.length; p++) if (out[p]! >= 0) matched.push(p);
    const rank = (record: IndexRecord) => relevance?.get(record.id) ?? 0;
    const compare =
      sort === 'relevance'
        ? (a: IndexRecord, b: IndexRecord) => rank(a) - rank(b) || a.position - b.position
        : RECORD_ORDER[sort];
    const sorted = matched.map((p) => shop[p]!).sort(compare);
    for (const record of sorted.slice(start, end)) items.push(priced(record.position));
  }
  return {
    items,
    total,
    page: filters.page,
    limit: filters.limit,
    totalPages: Math.ceil(total / filters.limit),
    sort,
    facets: facetsOf(counted, filters, shop, groupLabel),
  };
}
