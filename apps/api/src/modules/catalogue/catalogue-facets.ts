import { IDOL_SIZES } from '@shop/shared/constants';
import type { FacetValue, ListingFacets, ListingFilters } from '@shop/shared/contracts/listing';
import { MATERIAL_VALUES, materialLabel } from '@shop/shared/listing-rules';
import { paiseToRupees } from '@shop/shared/money';
import { facetCodeCount, valueOfCode, type IndexRecord } from './catalogue-records';

// A listing's facets: what its pass (catalogue-listing.ts countPass()) counted of each filter's
// values, labelled and ordered as the storefront shows them.

/** Names and menu order of deities and categories, for facet labels. */
export type GroupLabel = (slug: string) => { name: string; order: number } | undefined;

/** Counts of one facet's values by code (catalogue-index.ts codeOf()), and the order they were first met in. */
export type Tally = { counts: Int32Array; met: number[] };

export const tally = (): Tally => ({ counts: new Int32Array(facetCodeCount()), met: [] });

/** Values and counts in the order first met, as the shop's order walks the records. */
const countsOf = ({ counts, met }: Tally) => new Map(met.map((code) => [valueOfCode(code), counts[code]!] as const));

/** Selected values stay listed even at zero, so a shopper can always untick them. */
function facetValues(
  counts: Map<string, number>,
  selected: readonly string[],
  label: (value: string) => string,
  order: (a: FacetValue, b: FacetValue) => number,
  hindi?: (value: string) => string | undefined,
): FacetValue[] {
  for (const value of selected) if (!counts.has(value)) counts.set(value, 0);
  return [...counts.entries()]
    .map(([value, count]) => ({ value, label: label(value), count, ...(hindi && { hi: { label: hindi(value) } }) }))
    .sort(order);
}

/** What a listing's pass counted: each facet's tally, and where each colour was first named. */
export type PassCounts = {
  deity: Tally;
  category: Tally;
  color: Tally;
  material: Tally;
  size: Tally;
  /** Shop position of the first record counted with each colour (by code), and of the first naming it in Hindi. */
  colorFirstAt: Int32Array;
  colorHindiAt: Int32Array;
  minPaise: number;
  maxPaise: number;
  inStock: number;
  /** Records passing every filter. */
  total: number;
};

/** The facets a pass counted, labelled and in the order the storefront shows them. */
export function facetsOf(
  counted: PassCounts,
  filters: ListingFilters,
  shop: readonly IndexRecord[],
  groupLabel: GroupLabel,
): ListingFacets {
  const sizeIndex = (value: string) => (IDOL_SIZES as readonly string[]).indexOf(value);
  const byGroupOrder = (a: FacetValue, b: FacetValue) =>
    (groupLabel(a.value)?.order ?? Number.MAX_SAFE_INTEGER) - (groupLabel(b.value)?.order ?? Number.MAX_SAFE_INTEGER) ||
    a.label.localeCompare(b.label);
  const groupName = (value: string) => groupLabel(value)?.name ?? value;
  // A colour's name as the first product counted with it names it, in English and in Hindi.
  const names = new Map(
    counted.color.met.map((code) => [valueOfCode(code), shop[counted.colorFirstAt[code]!]!.colorName]),
  );
  const namesHi = new Map<string, string>();
  for (const code of counted.color.met) {
    const at = counted.colorHindiAt[code]!;
    if (at >= 0) namesHi.set(valueOfCode(code), shop[at]!.colorNameHi!);
  }
  return {
    sizes: facetValues(
      countsOf(counted.size),
      filters.size,
      (value) => value,
      (a, b) => sizeIndex(a.value) - sizeIndex(b.value),
    ),
    deities: facetValues(countsOf(counted.deity), filters.deity, groupName, byGroupOrder),
    categories: facetValues(countsOf(counted.category), filters.category, groupName, byGroupOrder),
    materials: facetValues(
      countsOf(counted.material),
      filters.material,
      materialLabel,
      (a, b) =>
        (MATERIAL_VALUES as readonly string[]).indexOf(a.value) -
        (MATERIAL_VALUES as readonly string[]).indexOf(b.value),
    ),
    colors: facetValues(
      countsOf(counted.color),
      filters.color,
      (value) => names.get(value) ?? value,
      (a, b) => b.count - a.count || a.label.localeCompare(b.label),
      (value) => namesHi.get(value),
    ),
    price: Number.isFinite(counted.minPaise)
      ? { min: paiseToRupees(counted.minPaise), max: paiseToRupees(counted.maxPaise) }
      : null,
    inStock: counted.inStock,
  };
}
