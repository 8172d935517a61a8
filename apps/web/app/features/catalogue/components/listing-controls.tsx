import { SIZE_CHART } from '@shop/shared/constants';
import {
  LISTING_SORTS,
  listingSearchParams,
  SEARCH_SORTS,
  type ListingParams,
  type ListingSort,
} from '@shop/shared/contracts/listing-address';
import type { FacetValue, ListingFacets, ListingResponse } from '@shop/shared/contracts/listing';
import { MATERIAL_VALUES, type MaterialValue } from '@shop/shared/listing-rules';
import { formatRupees } from '@shop/shared/money';
import { Link } from 'react-router';
import { CloseIcon } from '../../../components/ui/icons';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/part-icons';
import { englishFallback, useLocale, useT, type Translate } from '../../../lib/i18n';
import { listingHref } from '../listing-href';
import { ClearFiltersLink } from './listing-empty';

type SortSelectProps = {
  pathname: string;
  params: ListingParams;
  defaultSort: ListingSort;
  isSearch: boolean;
  onApply: (next: ListingParams) => void;
};

/** Sort order; a plain GET form without JavaScript. */
export function SortSelect({ pathname, params, defaultSort, isSearch, onApply }: SortSelectProps) {
  const t = useT();
  const keep = listingSearchParams({ ...params, sort: undefined, page: undefined });
  const options = isSearch ? SEARCH_SORTS : LISTING_SORTS;
  return (
    <form method="get" action={pathname} className="flex items-center gap-2">
      {[...keep.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="listing-sort" className="text-sm font-semibold whitespace-nowrap text-ink-700">
        {t('listing.sortBy')}
      </label>
      <select
        id="listing-sort"
        name="sort"
        value={params.sort ?? defaultSort}
        onChange={(event) => {
          const sort = event.currentTarget.value as ListingSort;
          onApply({ ...params, sort: sort === defaultSort ? undefined : sort, page: undefined });
        }}
        className="rounded-lg border border-cream-200 bg-white px-2 py-1.5 text-sm text-ink-900"
      >
        {options.map((sort) => (
          <option key={sort} value={sort}>
            {t(`listing.sort:${sort}`)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="rounded-lg bg-maroon-700 px-3 py-1.5 text-sm font-semibold text-white">
          {t('listing.sort')}
        </button>
      </noscript>
    </form>
  );
}

/** `english`: the label is the catalogue's English, which the API had no Hindi for. */
type Chip = { key: string; label: string; without: ListingParams; english?: boolean };

/** A material family's name in the page's language: the API names the families in English (listing-rules). */
export function materialName(t: Translate, value: string): string {
  const family = (MATERIAL_VALUES as readonly string[]).includes(value) ? (value as MaterialValue) : 'other';
  return t(`listing.material:${family}`);
}

function facetOf(values: FacetValue[], value: string): FacetValue {
  return values.find((v) => v.value === value) ?? { value, label: value, count: 0, untranslated: ['label'] };
}

/**
 * One removable chip per chosen filter value: what narrowed this list, and the way back. `sale`:
 * the festival sale the list is (`sale=`), null once it has ended.
 */
export function appliedChips(
  params: ListingParams,
  facets: ListingFacets,
  t: Translate,
  sale: ListingResponse['sale'] = null,
): Chip[] {
  const chips: Chip[] = [];
  if (params.sale !== undefined) {
    chips.push({
      key: 'sale',
      label: sale ? t('listing.saleChip', { name: sale.name }) : t('listing.saleEnded'),
      without: { ...params, sale: undefined, page: undefined },
    });
  }
  const list = (
    key: 'size' | 'deity' | 'category' | 'material' | 'color',
    label: (value: string) => string | FacetValue,
  ) => {
    for (const value of params[key] ?? []) {
      const named = label(value);
      chips.push({
        key: `${key}-${value}`,
        label: typeof named === 'string' ? named : named.label,
        without: { ...params, [key]: (params[key] ?? []).filter((v) => v !== value), page: undefined },
        ...(typeof named !== 'string' && englishFallback(named, 'label').lang ? { english: true } : {}),
      });
    }
  };
  list('size', (value) => {
    const row = SIZE_CHART.find((r) => r.size === value);
    return row
      ? t('listing.sizeWithHeight', { size: value, height: row.idolHeightIn })
      : t('listing.size', { size: value });
  });
  if (params.fits !== undefined) {
    chips.push({
      key: 'fits',
      label: t('idols.fitsChip', { size: params.fits }),
      without: { ...params, fits: undefined, page: undefined },
    });
  }
  if (params.minPrice !== undefined || params.maxPrice !== undefined) {
    const from = params.minPrice === undefined ? null : formatRupees(params.minPrice);
    const to = params.maxPrice === undefined ? null : formatRupees(params.maxPrice);
    chips.push({
      key: 'price',
      label:
        from && to
          ? `${from} – ${to}`
          : from
            ? t('listing.priceFrom', { price: from })
            : t('listing.priceUpTo', { price: to }),
      without: { ...params, minPrice: undefined, maxPrice: undefined, page: undefined },
    });
  }
  list('deity', (value) => facetOf(facets.deities, value));
  list('category', (value) => facetOf(facets.categories, value));
  list('material', (value) => materialName(t, value));
  list('color', (value) => facetOf(facets.colors, value));
  if (params.inStock) {
    chips.push({
      key: 'in-stock',
      label: t('listing.inStockOnly'),
      without: { ...params, inStock: false, page: undefined },
    });
  }
  return chips;
}

/** The filters as they stand, minus every one of them: search text and sort are kept. */
export function AppliedFilters({
  pathname,
  params,
  facets,
  sale,
}: {
  pathname: string;
  params: ListingParams;
  facets: ListingFacets;
  sale: ListingResponse['sale'];
}) {
  const t = useT();
  const locale = useLocale();
  const chips = appliedChips(params, facets, t, sale);
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2" aria-label={t('listing.chosenFilters')} role="group">
      {chips.map((chip) => (
        <Link
          key={chip.key}
          to={listingHref(pathname, chip.without)}
          preventScrollReset
          className="flex items-center gap-1 rounded-full border border-gold-400 bg-white px-3 py-1 text-sm text-ink-900 hover:bg-cream-100"
        >
          <span lang={chip.english && locale !== 'en' ? 'en' : undefined}>{chip.label}</span>
          <CloseIcon width={14} height={14} aria-hidden="true" />
          <span className="sr-only">{t('listing.removeFilter')}</span>
        </Link>
      ))}
      <ClearFiltersLink pathname={pathname} params={params} />
    </div>
  );
}

/** Page numbers to show: the first, the last, and two either side of the current one. */
export function pageWindow(page: number, totalPages: number): (number | 'gap')[] {
  const pages = new Set([1, totalPages, page - 2, page - 1, page, page + 1, page + 2]);
  const sorted = [...pages].filter((p) => p >= 1 && p <= totalPages).sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Links, so every page works without JavaScript and can be shared. */
export function ListingPagination({
  pathname,
  params,
  page,
  totalPages,
}: {
  pathname: string;
  params: ListingParams;
  page: number;
  totalPages: number;
}) {
  const t = useT();
  if (totalPages <= 1) return null;
  const to = (p: number) => listingHref(pathname, { ...params, page: p });
  const step = 'flex h-10 items-center gap-1 rounded-full border border-cream-200 bg-white px-3 text-sm font-semibold';
  return (
    <nav aria-label={t('listing.pagination')} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={to(page - 1)} rel="prev" className={`${step} text-maroon-700 hover:bg-cream-100`}>
              <ChevronLeftIcon width={16} height={16} aria-hidden="true" />
              {t('listing.previous')}
            </Link>
          ) : null}
        </li>
        {pageWindow(page, totalPages).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-ink-500">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                to={to(p)}
                aria-label={t('listing.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
                className={`flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-semibold ${
                  p === page ? 'bg-maroon-700 text-white' : 'border border-cream-200 bg-white hover:bg-cream-100'
                }`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < totalPages ? (
            <Link to={to(page + 1)} rel="next" className={`${step} text-maroon-700 hover:bg-cream-100`}>
              {t('listing.next')}
              <ChevronRightIcon width={16} height={16} aria-hidden="true" />
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}
