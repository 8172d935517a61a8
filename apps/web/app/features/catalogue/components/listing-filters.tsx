import { SIZE_CHART } from '@shop/shared/constants';
import { listingSearchParams, type ListingParams } from '@shop/shared/contracts/listing-address';
import type { FacetValue, ListingFacets } from '@shop/shared/contracts/listing';
import { useEffect, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { englishFallback, useT, type Translate } from '../../../lib/i18n';
import { FitsFilter } from '../../idols/components/fits-filter';
import { materialName } from './listing-controls';

type FilterKey = 'size' | 'deity' | 'category' | 'material' | 'color';

type ListingFiltersProps = {
  facets: ListingFacets;
  /** The filters as the shopper last chose them (ahead of the page catching up). */
  params: ListingParams;
  pathname: string;
  /** Keeps ids unique: the panel is drawn twice (sidebar and mobile dialog). */
  idPrefix: string;
  onApply: (next: ListingParams) => void;
};

/** Colours beyond these are tucked behind 'More colours'. */
const COLOURS_SHOWN = 8;

function idolHeight(t: Translate, size: string): string {
  const row = SIZE_CHART.find((r) => r.size === size);
  return row ? t('listing.idolHeight', { height: row.idolHeightIn }) : '';
}

/** A facet is worth showing when it can narrow the list, or when the shopper already ticked it. */
function useful(values: FacetValue[], selected: readonly string[] = []): boolean {
  return values.filter((v) => v.count > 0).length > 1 || selected.length > 0;
}

function toggle(list: readonly string[] = [], value: string): string[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/**
 * The filter panel. With JavaScript each tick applies at once; without it, the panel is a plain
 * GET form of the same fields, so a filtered page can still be reached and shared.
 */
export function ListingFilters({ facets, params, pathname, idPrefix, onApply }: ListingFiltersProps) {
  const t = useT();
  const keep = listingSearchParams({ q: params.q, sort: params.sort, limit: params.limit });
  const apply = (next: ListingParams) => onApply({ ...next, page: undefined });

  const checkboxes = (
    key: FilterKey,
    values: FacetValue[],
    describe?: (value: FacetValue) => string,
    name?: (value: FacetValue) => string,
  ) =>
    values.map((facet) => {
      const selected = params[key] ?? [];
      const checked = selected.includes(facet.value);
      const id = `${idPrefix}-${key}-${facet.value}`;
      return (
        <li key={facet.value}>
          <label
            htmlFor={id}
            className={`flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-cream-100 ${
              facet.count === 0 && !checked ? 'cursor-not-allowed opacity-50' : ''
            }`}
          >
            <input
              id={id}
              type="checkbox"
              name={key}
              value={facet.value}
              checked={checked}
              disabled={facet.count === 0 && !checked}
              onChange={() => apply({ ...params, [key]: toggle(selected, facet.value) })}
            />
            <span className="flex-1">
              {name ? <span>{name(facet)}</span> : <span {...englishFallback(facet, 'label')}>{facet.label}</span>}
              {describe ? <span className="ml-1 text-xs text-ink-500">· {describe(facet)}</span> : null}
            </span>
            <span className="text-xs text-ink-500">({facet.count})</span>
          </label>
        </li>
      );
    });

  const colours = facets.colors;
  const selectedColours = params.color ?? [];
  // Ticked colours stay in view even when they are not among the most common.
  const shownColours = colours.filter((c, i) => i < COLOURS_SHOWN || selectedColours.includes(c.value));
  const moreColours = colours.filter((c) => !shownColours.includes(c));

  return (
    <form method="get" action={pathname} aria-label={t('listing.filters')} className="flex flex-col gap-6">
      {[...keep.entries()].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}

      {facets.sizes.length > 0 || params.fits !== undefined ? (
        <Section title={t('idols.fitsFilter')}>
          <FitsFilter id={`${idPrefix}-fits`} fits={params.fits} onChange={(fits) => apply({ ...params, fits })} />
        </Section>
      ) : null}

      {facets.sizes.length > 0 ? (
        <Section title={t('listing.idolSize')}>
          <ul>
            {checkboxes(
              'size',
              facets.sizes,
              (facet) => idolHeight(t, facet.value),
              (facet) => t('listing.size', { size: facet.value }),
            )}
          </ul>
          <p className="mt-1 text-xs text-ink-500">{t('listing.sizeHint')}</p>
        </Section>
      ) : null}

      {facets.price ? <PriceFilter idPrefix={idPrefix} facets={facets} params={params} onApply={apply} /> : null}

      {useful(facets.deities, params.deity) ? (
        <Section title={t('listing.deity')}>
          <ul>{checkboxes('deity', facets.deities)}</ul>
        </Section>
      ) : null}

      {useful(facets.categories, params.category) ? (
        <Section title={t('listing.category')}>
          <ul>{checkboxes('category', facets.categories)}</ul>
        </Section>
      ) : null}

      {useful(facets.materials, params.material) ? (
        <Section title={t('listing.material')}>
          <ul>{checkboxes('material', facets.materials, undefined, (facet) => materialName(t, facet.value))}</ul>
        </Section>
      ) : null}

      {useful(colours, params.color) ? (
        <Section title={t('listing.colour')}>
          <ul>{checkboxes('color', shownColours)}</ul>
          {moreColours.length > 0 ? (
            <details className="mt-1">
              <summary className="min-h-6 cursor-pointer py-0.5 text-sm font-semibold text-maroon-700">
                {t('listing.moreColours', { count: moreColours.length })}
              </summary>
              <ul className="mt-1">{checkboxes('color', moreColours)}</ul>
            </details>
          ) : null}
        </Section>
      ) : null}

      <Section title={t('listing.availability')}>
        <label
          htmlFor={`${idPrefix}-in-stock`}
          className="flex cursor-pointer items-center gap-2 rounded px-1 py-1 text-sm hover:bg-cream-100"
        >
          <input
            id={`${idPrefix}-in-stock`}
            type="checkbox"
            name="inStock"
            value="true"
            checked={params.inStock ?? false}
            onChange={(event) => apply({ ...params, inStock: event.currentTarget.checked })}
          />
          <span className="flex-1">{t('listing.inStockOnly')}</span>
          <span className="text-xs text-ink-500">({facets.inStock})</span>
        </label>
      </Section>

      <noscript>
        <button type="submit" className="w-full rounded-full bg-maroon-700 px-4 py-2 font-semibold text-white">
          {t('listing.applyFilters')}
        </button>
      </noscript>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-t border-cream-200 pt-4">
      <legend className="mb-2 font-display text-lg font-semibold text-maroon-800">{title}</legend>
      {children}
    </fieldset>
  );
}

/** One end of the price range, in whole rupees; Enter applies the range. */
function PriceBound({
  name,
  id,
  label,
  value,
  placeholder,
  onChange,
  onEnter,
  errorId,
}: {
  name: 'minPrice' | 'maxPrice';
  id: string;
  label: string;
  value: string;
  placeholder: string;
  onChange: (value: string) => void;
  onEnter: (event: KeyboardEvent) => void;
  /** The range's error, when it has one. */
  errorId?: string;
}) {
  return (
    <label className="flex flex-1 flex-col text-xs text-ink-700" htmlFor={id}>
      {label}
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onEnter(event);
        }}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className="mt-1 w-full rounded-lg border border-cream-200 bg-white px-2 py-1.5 text-sm text-ink-900"
      />
    </label>
  );
}

function PriceFilter({
  idPrefix,
  facets,
  params,
  onApply,
}: {
  idPrefix: string;
  facets: ListingFacets;
  params: ListingParams;
  onApply: (next: ListingParams) => void;
}) {
  const t = useT();
  const [min, setMin] = useState(params.minPrice?.toString() ?? '');
  const [max, setMax] = useState(params.maxPrice?.toString() ?? '');
  const [error, setError] = useState<string | null>(null);

  // Another way of changing the filters (a chip, Clear all, Back) resets the boxes to the page's.
  useEffect(() => {
    setMin(params.minPrice?.toString() ?? '');
    setMax(params.maxPrice?.toString() ?? '');
    setError(null);
  }, [params.minPrice, params.maxPrice]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const minPrice = min.trim() === '' ? undefined : Number(min);
    const maxPrice = max.trim() === '' ? undefined : Number(max);
    if ([minPrice, maxPrice].some((v) => v !== undefined && (!Number.isFinite(v) || v < 0))) {
      setError(t('listing.priceWholeRupees'));
      return;
    }
    if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
      setError(t('listing.priceOrder'));
      return;
    }
    setError(null);
    onApply({ ...params, minPrice, maxPrice });
  }

  const range = facets.price;
  const errorId = `${idPrefix}-price-error`;
  return (
    <Section title={t('listing.price')}>
      <div className="flex items-end gap-2">
        <PriceBound
          name="minPrice"
          id={`${idPrefix}-min-price`}
          label={t('listing.minPrice')}
          value={min}
          placeholder={range ? String(Math.floor(range.min)) : '0'}
          onChange={setMin}
          onEnter={submit}
          errorId={error ? errorId : undefined}
        />
        <span aria-hidden="true" className="pb-2">
          –
        </span>
        <PriceBound
          name="maxPrice"
          id={`${idPrefix}-max-price`}
          label={t('listing.maxPrice')}
          value={max}
          placeholder={range ? String(Math.ceil(range.max)) : ''}
          onChange={setMax}
          onEnter={submit}
          errorId={error ? errorId : undefined}
        />
        <button
          type="submit"
          onClick={submit}
          className="rounded-lg bg-maroon-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-maroon-800"
        >
          {t('listing.go')}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </Section>
  );
}
